/**
 * The booking access token (issue 20 §1): what 'find my booking' gives a visitor who named an order and its
 * e-mail, kept by the site in an HttpOnly cookie. `b1.<order id>.<expiry, epoch s>.<HMAC-SHA256>`, signed
 * with BOOKING_ACCESS_SECRET (no default in production, like the other secrets). Valid 2 hours.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const BOOKING_ACCESS_TTL_SECONDS = 7200;

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function signBookingAccess(secret: string, orderId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + BOOKING_ACCESS_TTL_SECONDS;
  const payload = `b1.${orderId}.${expires}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The order id the token opens, or null (forged, malformed or expired). */
export function verifyBookingAccess(secret: string, token: string | undefined, now: Date): string | null {
  if (!token || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'b1') return null;
  const [, orderId = '', expires = '', given = ''] = parts;
  const expected = Buffer.from(signature(secret, `b1.${orderId}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null;
  return orderId;
}
