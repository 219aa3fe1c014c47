import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One row of cookies.inventory.json. */
export interface CookieRule {
  name: string;
  origin: 'site' | 'api';
  httpOnly: boolean;
  sameSite: 'Lax' | 'Strict' | 'None';
  path: string;
  lifetimes: (number | null)[];
  hostPrefixOnHttps: boolean;
  why: string;
}

export const COOKIE_RULES = (
  JSON.parse(readFileSync(join(import.meta.dirname, 'cookies.inventory.json'), 'utf8')) as {
    cookies: CookieRule[];
  }
).cookies;

/** A cookie as a `Set-Cookie` header or the browser's cookie jar describes it. */
export interface SeenCookie {
  name: string;
  origin: 'site' | 'api';
  httpOnly: boolean;
  secure: boolean;
  sameSite: string | undefined;
  path: string | undefined;
  /** Seconds it lives; null for a browser-session cookie; 0 or less for a deletion. */
  maxAge: number | null;
}

/** Parses one `Set-Cookie` value (attribute names are case-insensitive). */
export function parseSetCookie(header: string, origin: SeenCookie['origin'], now: number): SeenCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const flags = new Map(
    attributes.map((attribute) => {
      const index = attribute.indexOf('=');
      return index < 0
        ? [attribute.toLowerCase(), '']
        : [attribute.slice(0, index).toLowerCase(), attribute.slice(index + 1)];
    }),
  );
  const maxAge = flags.get('max-age');
  const expires = flags.get('expires');
  const sameSite = flags.get('samesite');
  return {
    name: pair.slice(0, pair.indexOf('=')),
    origin,
    httpOnly: flags.has('httponly'),
    secure: flags.has('secure'),
    sameSite: sameSite ? sameSite[0]?.toUpperCase() + sameSite.slice(1).toLowerCase() : undefined,
    path: flags.get('path'),
    maxAge:
      maxAge !== undefined
        ? Number(maxAge)
        : expires !== undefined
          ? Math.round((Date.parse(expires) - now) / 1000)
          : null,
  };
}

/**
 * What is wrong with a cookie against the inventory; an empty list when it fits. `slackSeconds` is how
 * far its lifetime may be off: a few seconds for a fresh Set-Cookie, more for a cookie that has sat in
 * the browser's jar since earlier in a test.
 */
export function cookieProblems(cookie: SeenCookie, httpsOrigin: boolean, slackSeconds = 5): string[] {
  const name = cookie.name.replace(/^__Host-/, '');
  const rule = COOKIE_RULES.find((entry) => entry.name === name && entry.origin === cookie.origin);
  if (!rule) return [`${cookie.origin} cookie ${cookie.name} is not in cookies.inventory.json`];
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${cookie.name}: ${what}`);
  if (cookie.httpOnly !== rule.httpOnly) say(`HttpOnly ${cookie.httpOnly}, expected ${rule.httpOnly}`);
  if (cookie.secure !== httpsOrigin)
    say(`Secure ${cookie.secure} on an ${httpsOrigin ? 'https' : 'http'} origin`);
  if (cookie.sameSite !== rule.sameSite) say(`SameSite ${cookie.sameSite}, expected ${rule.sameSite}`);
  if (!new RegExp(rule.path).test(cookie.path ?? '')) say(`Path ${cookie.path}, expected ${rule.path}`);
  if (cookie.name.startsWith('__Host-') !== (httpsOrigin && rule.hostPrefixOnHttps))
    say(`the __Host- prefix is expected ${rule.hostPrefixOnHttps ? 'on https only' : 'never'}`);
  const deletion = cookie.maxAge !== null && cookie.maxAge <= 0;
  const lifetimeFits = rule.lifetimes.some((lifetime) =>
    lifetime === null || cookie.maxAge === null
      ? lifetime === cookie.maxAge
      : Math.abs(lifetime - cookie.maxAge) <= slackSeconds,
  );
  if (!deletion && !lifetimeFits)
    say(`lifetime ${cookie.maxAge} s, expected one of ${rule.lifetimes.join(', ')}`);
  return problems;
}
