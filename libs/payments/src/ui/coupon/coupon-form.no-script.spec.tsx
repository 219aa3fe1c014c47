/**
 * Contract (issue 16 §6): pressed before the page's scripts run, the coupon form posts (a coupon is
 * worth money: never in a URL) with the intent the payment page's action reads; the server's refusal
 * comes back as `serverState`.
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { formatCartTotal } from '@parks/cart/core';
import { renderWithProviders } from '@parks/test-harness';
import { fakePaymentsApi } from '../../test-support/fake-payments-api';
import { paymentCart } from '../../test-support/payments-fixtures';
import type { CouponFormProps } from './coupon-form';
import { CouponForm } from './coupon-form';

function renderCoupon(props: Partial<CouponFormProps> = {}) {
  renderWithProviders(
    <CouponForm
      cart={paymentCart('USD')}
      language="en"
      api={fakePaymentsApi()}
      formatMoney={(amount) => formatCartTotal(amount, 'USD')}
      {...props}
    />,
    { language: 'en' },
  );
  const form = screen.getByLabelText('Coupon code').closest('form');
  if (!form) throw new Error('the coupon field is not in a form');
  return form;
}

describe('CouponForm before the scripts run', () => {
  it('posts the code and the coupon intent to its action, in the body', () => {
    const form = renderCoupon({ action: '/en/carrito/payment-details-coupon/' });
    expect(form.getAttribute('method')).toBe('post');
    expect(new URL(form.action).pathname).toBe('/en/carrito/payment-details-coupon/');
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'GIFT-100' } });
    expect([...new FormData(form).entries()]).toEqual([
      ['intent', 'coupon'],
      ['coupon', 'GIFT-100'],
    ]);
  });

  it("shows the server's refusal with the code as typed", () => {
    renderCoupon({ serverState: { code: 'USED-1', error: 'COUPON_REDEEMED' } });
    expect(screen.getByLabelText('Coupon code')).toHaveValue('USED-1');
    expect(screen.getByText('That coupon has already been used.')).toBeVisible();
  });
});
