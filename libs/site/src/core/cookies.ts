/** Cookie names of SPEC §4 'Cookie writes'. */
export const COOKIE = {
  currency: '_currency',
  currencyId: '_currency_id',
  shopping: '_shopping',
  langRedirect: 'langRedirect',
  userInfo: 'userInfo',
} as const;

/** SPEC §9: _currency, _currency_id, _shopping and langRedirect last 604800 s (7 days), on path /. */
export const COOKIE_MAX_AGE_SECONDS = 604800;

/** One `Set-Cookie` value; the flags depend on whether page scripts must read the cookie. */
export function serializeCookie(
  name: string,
  value: string,
  options: { maxAge: number; httpOnly?: boolean; secure?: boolean },
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAge}`,
    'SameSite=Lax',
  ];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Parses a `Cookie` request header into a map (last value wins; undecodable values kept raw). */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** Writes a cookie from the browser (for the cookies page scripts own: currency and language). */
export function writeBrowserCookie(name: string, value: string, maxAge = COOKIE_MAX_AGE_SECONDS): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  document.cookie = serializeCookie(name, value, { maxAge, secure });
}
