/**
 * Contract: the cart writes its amounts exactly as libs/currency does, in each of the 17 currencies
 * (zero-decimal JPY, CLP and KRW included); the cart never formats money itself.
 */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CURRENCY_CODES, formatAmount } from '@parks/currency/core';
import { renderWithProviders } from '@parks/test-harness';
import { CartApiProvider } from '../api/cart-api-context';
import { admissionLine, cartOf, withCart } from '../test-support/carts';
import { memoryCartApi } from '../test-support/memory-cart-api';
import { CartPage } from './cart-page/cart-page';
import { CartSummary } from './cart-summary/cart-summary';

const TOTAL = 12345.67;

describe('the cart in every one of the 17 currencies', () => {
  it('knows all 17', () => {
    expect(CURRENCY_CODES).toHaveLength(17);
  });

  it.each([...CURRENCY_CODES])(
    '%s: the summary and the page write the total as libs/currency does',
    (code) => {
      const cart = cartOf([admissionLine({ Amount: TOTAL, Breakdown: [] })], {
        Currency: code,
        Total: TOTAL,
      });
      renderWithProviders(
        <CartApiProvider api={memoryCartApi({ cart })}>
          <CartSummary />
          <CartPage showComplements={false} />
        </CartApiProvider>,
        { language: 'en', preloadedState: withCart(cart) },
      );
      const expected = formatAmount(TOTAL, code);
      expect(screen.getByTestId('cart-total').textContent).toBe(expected);
      expect(screen.getByTestId('line-amount').textContent).toBe(expected);
      expect(
        screen.getByRole('link', { name: new RegExp(`^Cart, .*, ${escape(expected)}, 1 product$`) }),
      ).toBeVisible();
    },
  );
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
