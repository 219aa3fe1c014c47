import { COOKIE, parseCookieHeader } from '@parks/site/core';
import { isCartSessionId, paidSessionCookie } from '../app/pages/paid-session-cookie.server';
import type { AnswerCookies } from './api-proxy';

/**
 * Decision 005: the thank-you page reads the order for the session that paid it. That session is
 * remembered (HttpOnly `_paid_session`, a day) on the answer that created the order — not later, on
 * the thank-you page — because once the order exists the cart is gone, and any page the browser loads
 * in between (another tab, the service worker fetching the offline pages) clears `_shopping` as SPEC §4
 * step 6 says. Without this the visitor who just paid could land on "We could not find your order".
 */
export function paidSessionOnPayment(secureCookies: boolean): AnswerCookies {
  return (request, status) => {
    // Mounted on /xapi: `request.path` is the rest (`/payments`).
    if (request.method !== 'POST' || request.path !== '/payments') return [];
    if (status !== 201) return [];
    const sessionId = parseCookieHeader(request.headers.cookie)[COOKIE.shopping] ?? '';
    return isCartSessionId(sessionId) ? [paidSessionCookie(sessionId, secureCookies)] : [];
  };
}
