/**
 * ISO 4217 codes of the 17 supported currencies (SPEC §3), in the order the currency menu lists them. A module
 * of its own, without TypeBox, so a client that needs only the list does not load the schema builder.
 */
export const CURRENCY_CODES = [
  'USD',
  'MXN',
  'EUR',
  'GBP',
  'CAD',
  'COP',
  'CLP',
  'UYU',
  'RUB',
  'CNY',
  'KRW',
  'GTQ',
  'PEN',
  'CRC',
  'AUD',
  'JPY',
  'ARS',
] as const;

/** ISO 4217 code of one of the 17 supported currencies. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
