/**
 * Contract: the thank-you page writes the order's amounts exactly as libs/currency does, in each of the
 * 17 currencies (zero-decimal JPY, CLP and KRW included).
 */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CURRENCY_CODES, formatAmount } from '@parks/currency/core';
import { renderWithProviders } from '@parks/test-harness';
import { cardOrder } from '../../test-support/payments-fixtures';
import { ThankYou } from './thank-you';

const TOTAL = 12345.67;

describe('the thank-you page in every one of the 17 currencies', () => {
  it.each([...CURRENCY_CODES])('%s: the order total reads as libs/currency writes it', (code) => {
    renderWithProviders(
      <ThankYou order={cardOrder({ Currency: code, Total: TOTAL })} now={new Date('2030-01-07T15:00:00Z')} />,
      { language: 'en' },
    );
    expect(screen.getByTestId('order-total').textContent).toBe(formatAmount(TOTAL, code));
  });
});
