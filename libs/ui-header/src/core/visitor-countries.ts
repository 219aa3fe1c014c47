/**
 * The countries a visitor picks from (ISO 3166-1 alpha-2): the park's visitors come mostly from the Americas
 * and Europe. One list for the newsletter form and the payment form's buyer country (`@parks/payments`
 * imports it). Names come from `Intl.DisplayNames` in the page's language.
 */
export const VISITOR_COUNTRIES = [
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

const optionsByLanguage = new Map<string, readonly CountryOption[]>();

/**
 * The countries with their names in `language` (a BCP 47 tag), sorted by name as that language sorts.
 * Built once per language (the `Intl` objects and the sort cost ~1 % of a server render of the footer's
 * form, issue 16); the list is shared, read-only.
 */
export function visitorCountryOptions(language: string): readonly CountryOption[] {
  let options = optionsByLanguage.get(language);
  if (!options) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    options = VISITOR_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    optionsByLanguage.set(language, options);
  }
  return options;
}
