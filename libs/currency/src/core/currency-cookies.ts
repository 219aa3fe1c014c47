import type { CurrencyCode } from '@parks/contracts';
import { currencyIdFromCode, isCurrencyCode } from './currencies';

/** SPEC §4 'Cookie writes': the two cookies that remember the visitor's currency. */
export const CURRENCY_COOKIE = { code: '_currency', id: '_currency_id' } as const;

/** SPEC §9: both cookies last 604800 s (7 days), on path /. */
export const CURRENCY_COOKIE_MAX_AGE_SECONDS = 604800;

/** The name/value pairs that setting the currency writes. */
export function currencyCookieValues(code: CurrencyCode): [name: string, value: string][] {
  return [
    [CURRENCY_COOKIE.code, code],
    [CURRENCY_COOKIE.id, String(currencyIdFromCode(code))],
  ];
}

/**
 * SPEC §4 step 4: the currency the cookies name, when both exist. A code that is not one of the 17
 * is ignored (the cookie may be old or edited); the id is derived from the code rather than trusted.
 */
export function currencyFromCookies(
  cookies: Readonly<Record<string, string | undefined>>,
): CurrencyCode | null {
  const code = cookies[CURRENCY_COOKIE.code]?.trim().toUpperCase();
  const id = cookies[CURRENCY_COOKIE.id]?.trim();
  if (!code || !id) return null;
  return isCurrencyCode(code) ? code : null;
}
