/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { ShoppingCart } from '@parks/contracts';
import { appendResponseCookies, currencyCookies, shoppingCookie } from './cookie-writes';

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

describe('appendResponseCookies', () => {
  it('sets the cookies and marks the answer no-store, so no cache keeps it', () => {
    const headers = new Headers({ 'Cache-Control': 'public, max-age=300' });
    appendResponseCookies(headers, ['_currency=EUR; Path=/', '_currency_id=3; Path=/']);
    expect(headers.getSetCookie()).toEqual(['_currency=EUR; Path=/', '_currency_id=3; Path=/']);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });
  it('keeps a no-store the page already chose', () => {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    appendResponseCookies(headers, ['_shopping=; Path=/; Max-Age=0']);
    expect(headers.get('Cache-Control')).toBe('no-store');
  });
  it('leaves an answer without cookies as it was', () => {
    const headers = new Headers({ 'Cache-Control': 'public, max-age=300' });
    appendResponseCookies(headers, []);
    expect(headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(headers.getSetCookie()).toEqual([]);
  });
});
