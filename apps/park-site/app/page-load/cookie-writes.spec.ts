/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { ShoppingCart } from '@parks/contracts';
import { currencyCookies, shoppingCookie } from './cookie-writes';

const cart = { SessionId: 's-42' } as ShoppingCart;

describe('page load cookie writes', () => {
  it('writes _currency and _currency_id for 604800 s on path /', () => {
    expect(currencyCookies({ code: 'EUR', id: 3 }, { secure: false })).toEqual([
      '_currency=EUR; Path=/; Max-Age=604800; SameSite=Lax',
      '_currency_id=3; Path=/; Max-Age=604800; SameSite=Lax',
    ]);
  });
  it('writes _shopping with the cart session id for 604800 s', () => {
    expect(shoppingCookie(cart, { secure: true })).toBe(
      '_shopping=s-42; Path=/; Max-Age=604800; SameSite=Lax; Secure',
    );
  });
  it('deletes _shopping when the cart is cleared', () => {
    expect(shoppingCookie(null, { secure: false })).toBe('_shopping=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
