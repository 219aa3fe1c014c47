import { serializeCookie } from '@parks/site/core';

/** Decision 005: the session that paid, kept for a day so the thank-you page still opens after `_shopping` is gone. */
export const PAID_SESSION_MAX_AGE_SECONDS = 86_400;

/**
 * It reads an order (the buyer's name, e-mail, tickets): HttpOnly, and on https `__Host-` so no
 * subdomain or plain-http page can plant or shadow it (the same rule as the auth cookies).
 */
const CART_SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

/** A value shaped like a cart session id (what `_shopping` and `_paid_session` hold). */
export function isCartSessionId(value: string): boolean {
  return CART_SESSION_ID.test(value);
}

export function paidSessionCookieName(secure: boolean): string {
  return `${secure ? '__Host-' : ''}_paid_session`;
}

export function paidSessionCookie(sessionId: string, secure: boolean): string {
  return serializeCookie(paidSessionCookieName(secure), sessionId, {
    maxAge: PAID_SESSION_MAX_AGE_SECONDS,
    httpOnly: true,
    secure,
  });
}
