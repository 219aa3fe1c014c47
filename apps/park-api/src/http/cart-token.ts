/**
 * The cart API's bearer token: `<base64url payload>.<base64url HMAC-SHA256>`, short-lived, signed with
 * CART_TOKEN_SECRET. Stateless, so any API node can check it. The search service issues the same kind of
 * token with its own subject and secret; the subject is checked too, so one API's token never opens the
 * other even when both secrets are left at the same value.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CartTokenPayload {
  sub: string;
  iat: number;
  exp: number;
}

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function issueCartToken(secret: string, ttlSeconds: number, now: Date, subject = 'cart-api'): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload: CartTokenPayload = { sub: subject, iat, exp: iat + ttlSeconds };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data, secret)}`;
}

export type TokenCheck = { ok: true } | { ok: false; reason: 'TOKEN_INVALID' | 'TOKEN_EXPIRED' };

export function verifyCartToken(
  token: string,
  secret: string,
  now: Date,
  expectedSubject = 'cart-api',
): TokenCheck {
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined) return { ok: false, reason: 'TOKEN_INVALID' };
  const expected = Buffer.from(sign(data, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'TOKEN_INVALID' };
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Partial<CartTokenPayload>;
    if (typeof payload.exp !== 'number' || payload.sub !== expectedSubject)
      return { ok: false, reason: 'TOKEN_INVALID' };
    return payload.exp * 1000 > now.getTime() ? { ok: true } : { ok: false, reason: 'TOKEN_EXPIRED' };
  } catch {
    return { ok: false, reason: 'TOKEN_INVALID' };
  }
}
