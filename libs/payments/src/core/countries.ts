/**
 * The buyer's country (ISO 3166-1 alpha-2): the park's visitors come mostly from the Americas and Europe.
 * Names come from `Intl.DisplayNames` in the page's language.
 */
const BUYER_COUNTRIES = [
  'AR',
  'AT',
  'AU',
  'BE',
  'BO',
  'BR',
  'CA',
  'CH',
  'CL',
  'CN',
  'CO',
  'CR',
  'CU',
  'DE',
  'DK',
  'DO',
  'EC',
  'ES',
  'FI',
  'FR',
  'GB',
  'GT',
  'HN',
  'IE',
  'IL',
  'IN',
  'IT',
  'JP',
  'KR',
  'MX',
  'NI',
  'NL',
  'NO',
  'NZ',
  'PA',
  'PE',
  'PL',
  'PR',
  'PT',
  'PY',
  'RU',
  'SE',
  'SV',
  'US',
  'UY',
  'VE',
] as const;

export interface CountryOption {
  code: string;
  name: string;
}

/** The countries with their names in a language, sorted by name in that language. */
export function buyerCountryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return BUYER_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
