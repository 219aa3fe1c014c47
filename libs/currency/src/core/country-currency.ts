import type { CurrencyCode } from '@parks/contracts';
import type { Language } from '@parks/i18n/core';
import { DEFAULT_CURRENCY } from './currencies';

/** SPEC §9 'Country to currency': ISO 3166-1 alpha-2 country → currency. */
export const COUNTRY_CURRENCY: Readonly<Record<string, CurrencyCode>> = {
  MX: 'MXN',
  US: 'USD',
  BR: 'USD',
  PA: 'USD',
  CA: 'CAD',
  CO: 'COP',
  GB: 'GBP',
  ES: 'EUR',
  NL: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  CH: 'EUR',
  SE: 'EUR',
  IT: 'EUR',
  CL: 'CLP',
  AR: 'ARS',
  PE: 'PEN',
  JP: 'JPY',
  CN: 'CNY',
  KR: 'KRW',
  RU: 'RUB',
  AU: 'AUD',
  UY: 'UYU',
  GT: 'GTQ',
  CR: 'CRC',
};

/** SPEC §9: the currency of a country; every country not in the map pays in USD. */
export function currencyForCountry(country: string | null | undefined): CurrencyCode {
  // CDN headers are not consistent about case.
  const key = (country ?? '').trim().toUpperCase();
  return COUNTRY_CURRENCY[key] ?? DEFAULT_CURRENCY;
}

/** SPEC §4 step 2 and §9: without a geolocation header the country is MX for es, US otherwise. */
export function defaultCountry(language: Language): string {
  return language === 'es' ? 'MX' : 'US';
}
