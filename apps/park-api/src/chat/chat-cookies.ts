/**
 * The few cookies of the chat pages and the agent console (park-api has no cookie plugin: these are its
 * only own cookies besides the OIDC provider's), and the form tokens that tie a form post to them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Lax' | 'Strict';
  secure: boolean;
}

export function cookieLine(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Behind park-site and the load balancers, X-Forwarded-Proto from a trusted proxy says https. */
export const secureRequest = (request: FastifyRequest) => request.protocol === 'https';

/**
 * A form's token: an HMAC of the cookie it belongs to (`purpose` keeps one page's token out of another).
 * A cross-site page can make the browser send the cookie but cannot read it, so it cannot forge the token.
 */
export function formToken(key: string, purpose: string, cookieValue: string): string {
  return createHmac('sha256', key).update(`${purpose}:${cookieValue}`).digest('base64url');
}

export function formTokenValid(key: string, purpose: string, cookieValue: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(formToken(key, purpose, cookieValue));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
