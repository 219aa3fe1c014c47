import { COOKIE, parseCookieHeader, writeBrowserCookie } from '@parks/site/core';

/**
 * The visitor's cart session: the `_shopping` cookie (SPEC §9: 7 days, path /) holds the SessionId
 * every cart call sends. The first product added creates it; the page load reads it on the server.
 */
export function cartSessionId(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  const value = parseCookieHeader(cookieHeader)[COOKIE.shopping];
  return value && /^[A-Za-z0-9_-]{8,128}$/.test(value) ? value : undefined;
}

/** The session of the browser's cart, created (and written to `_shopping`) when there is none. */
export function ensureCartSessionId(): string {
  const existing = cartSessionId();
  if (existing) return existing;
  const created = crypto.randomUUID().replace(/-/g, '');
  writeBrowserCookie(COOKIE.shopping, created);
  return created;
}
