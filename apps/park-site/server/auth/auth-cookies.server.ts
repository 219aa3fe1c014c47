/**
 * The auth cookies of the site. All HttpOnly, SameSite=Lax, path /, no Domain (host-only).
 *
 * On https the names carry the `__Host-` prefix, which makes the browser insist on Secure, path / and
 * no Domain. Plain-http origins (localhost development and the e2e run on 127.0.0.1) cannot set a
 * Secure cookie reliably, so there the same cookies go without the prefix and without Secure: the
 * prefix is a browser-enforced guarantee that only https can give. Decision documented in the README.
 */
import type { Response } from 'express';

export interface AuthCookieNames {
  /** The pending sign-in: state, nonce, PKCE verifier (sealed), ten minutes. */
  flow: string;
  /** The identity-provider session: tokens (sealed), never readable by page scripts. */
  identity: string;
  /** The own session id (SPEC §7 `/user-session/`). */
  userSession: string;
  /** The page to return to after sign-in (SPEC §7 `/redirect/`). */
  redirect: string;
}

export function authCookieNames(secure: boolean): AuthCookieNames {
  const prefix = secure ? '__Host-' : '';
  return {
    flow: `${prefix}auth_flow`,
    identity: `${prefix}id_session`,
    userSession: `${prefix}user_session`,
    redirect: `${prefix}auth_redirect`,
  };
}

export function setAuthCookie(
  response: Response,
  secure: boolean,
  name: string,
  value: string,
  /** Seconds; undefined = a browser-session cookie. */
  maxAgeSeconds?: number,
): void {
  response.cookie(name, value, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds * 1000 }),
  });
}

export function clearAuthCookie(response: Response, secure: boolean, name: string): void {
  response.clearCookie(name, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
}
