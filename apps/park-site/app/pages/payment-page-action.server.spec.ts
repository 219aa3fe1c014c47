/**
 * @jest-environment node
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ApplyCoupon } from '../server-only/app-services';
import { paymentPageAction } from './payment-page-action.server';

const SITE = 'http://127.0.0.1:3000';
const PAGE = '/en/carrito/payment-details-coupon/';

function post(
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: SITE, cookie: '_shopping=cart-session-1' },
): Request {
  return new Request(`${SITE}${PAGE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}

function coupons(answer: Awaited<ReturnType<ApplyCoupon>> | Error) {
  return jest.fn<ApplyCoupon>(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

describe("the payment page's forms posted without scripts", () => {
  it("applies the coupon to the visitor's cart, then shows the page again (303)", async () => {
    const applyCoupon = coupons({ status: 200 });
    const outcome = await paymentPageAction(post({ intent: 'coupon', coupon: ' GIFT-100 ' }), {
      applyCoupon,
      language: 'EN',
    });
    expect(outcome).toEqual({ kind: 'back', location: PAGE });
    expect(applyCoupon).toHaveBeenCalledWith({ SessionId: 'cart-session-1', Code: 'GIFT-100' }, 'EN');
  });

  it("renders the form again with park-api's refusal and the code", async () => {
    const outcome = await paymentPageAction(post({ intent: 'coupon', coupon: 'USED-1' }), {
      applyCoupon: coupons({ status: 409, code: 'COUPON_REDEEMED' }),
      language: 'EN',
    });
    expect(outcome).toEqual({
      kind: 'refused',
      status: 400,
      coupon: { code: 'USED-1', error: 'COUPON_REDEEMED' },
    });
  });

  it('asks for a code, and answers a failing park-api with the generic message', async () => {
    const applyCoupon = coupons(new Error('down'));
    expect(
      await paymentPageAction(post({ intent: 'coupon', coupon: '  ' }), {
        applyCoupon,
        language: 'ES',
      }),
    ).toEqual({ kind: 'refused', status: 400, coupon: { code: '', error: 'required' } });
    expect(applyCoupon).not.toHaveBeenCalled();
    expect(
      await paymentPageAction(post({ intent: 'coupon', coupon: 'GIFT-1' }), {
        applyCoupon,
        language: 'ES',
      }),
    ).toEqual({ kind: 'refused', status: 502, coupon: { code: 'GIFT-1', error: 'generic' } });
  });

  it('sends a posted payment form back to the page without reading or passing on a field', async () => {
    const applyCoupon = coupons({ status: 200 });
    const outcome = await paymentPageAction(
      post({ firstName: 'Ana', cardNumber: '4111111111111111', expiry: '12/31', cvv: '123' }),
      { applyCoupon, language: 'EN' },
    );
    expect(outcome).toEqual({ kind: 'back', location: PAGE });
    expect(applyCoupon).not.toHaveBeenCalled();
  });
});
