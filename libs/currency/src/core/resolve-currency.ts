import type { Language } from '@parks/i18n/core';
import { currencyForCountry, defaultCountry } from './country-currency';
import { currencyFromCookies } from './currency-cookies';
import { currencyStateFor, type CurrencyState } from './currency-state';

export interface ResolveCurrencyInput {
  /** The page language (SPEC §4 step 1). */
  language: Language;
  /** The CDN geolocation header's country, when the request carries one. */
  geoCountry?: string | null;
  /** The request's cookies by name. */
  cookies: Readonly<Record<string, string | undefined>>;
}

export interface ResolvedCurrency extends CurrencyState {
  /** The country the currency was derived from (before the cookies had their say). */
  country: string;
}

/**
 * SPEC §4 steps 2–4, run by the host's root loader for every request: country from the language,
 * overridden by the CDN's geolocation; currency from the country map; the currency cookies win.
 * Step 6 (a stored cart's currency wins over all of these) is the loader's, once the cart is fetched.
 */
export function resolveCurrency({ language, geoCountry, cookies }: ResolveCurrencyInput): ResolvedCurrency {
  const geo = geoCountry?.trim().toUpperCase();
  const country = geo ? geo : defaultCountry(language);
  const code = currencyFromCookies(cookies) ?? currencyForCountry(country);
  return { country, ...currencyStateFor(code) };
}
