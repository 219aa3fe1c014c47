import type { ShoppingCart } from '@parks/contracts';
import { COOKIE, COOKIE_MAX_AGE_SECONDS, serializeCookie } from '@parks/site/core';
import type { CurrencyState } from '@parks/currency/core';

export interface CookieFlags {
  /** Secure only over HTTPS, so the embedded default on http://localhost keeps working. */
  secure: boolean;
}

/**
 * SPEC §4 'Cookie writes': setting the currency writes _currency and _currency_id (7 days, path /).
 * Not HttpOnly on purpose: the currency selector rewrites them from the page (libs/currency
 * useChangeCurrency), and a script cannot overwrite an HttpOnly cookie. They hold no secret.
 */
export function currencyCookies(currency: CurrencyState, flags: CookieFlags): string[] {
  const options = { maxAge: COOKIE_MAX_AGE_SECONDS, secure: flags.secure };
  return [
    serializeCookie(COOKIE.currency, currency.code, options),
    serializeCookie(COOKIE.currencyId, String(currency.id), options),
  ];
}

/**
 * Not HttpOnly on purpose: the booking widget creates the cart session in the page and every cart call
 * made from the page reads it (libs/cart cart-session.ts). It grants the cart only, never an account.
 *
 * SPEC §4: setting the cart writes _shopping with its SessionId (7 days, path /); clearing it
 * deletes the cookie (an empty value that expires at once).
 */
export function shoppingCookie(cart: ShoppingCart | null, flags: CookieFlags): string {
  if (!cart?.SessionId) return serializeCookie(COOKIE.shopping, '', { maxAge: 0, secure: flags.secure });
  return serializeCookie(COOKIE.shopping, cart.SessionId, {
    maxAge: COOKIE_MAX_AGE_SECONDS,
    secure: flags.secure,
  });
}

/**
 * Puts the cookies on a response. An answer that sets a cookie is for this visitor and this moment:
 * it is marked no-store so no cache keeps it, the service worker's included (a service worker cannot
 * see Set-Cookie, only Cache-Control; docs/decisions/007-offline-mode.md).
 */
export function appendResponseCookies(headers: Headers, cookies: readonly string[]): void {
  if (cookies.length === 0) return;
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  const cacheControl = headers.get('Cache-Control') ?? '';
  if (!/\bno-store\b/i.test(cacheControl)) headers.set('Cache-Control', 'private, no-store');
}
