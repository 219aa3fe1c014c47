/**
 * The countries the newsletter form offers (ISO 3166-1 alpha-2): the park's visitors come mostly from the
 * Americas and Europe. Names come from `Intl.DisplayNames` in the page's language.
 */
export const NEWSLETTER_COUNTRIES = [
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

/** The countries with their names in `language`, sorted by name as that language sorts. */
export function newsletterCountryOptions(language: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return NEWSLETTER_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
}
