import type { CurrencyCode } from '@parks/contracts';

/**
 * A currency record as SPEC §3 lists its fields (snake_case, as the currencies API answers them, so
 * the API and the site share one shape), plus `decimal_places`, which formatting needs.
 */
export interface Currency {
  id: number;
  /** English name; the UI shows the translated name from the `currency` i18n namespace instead. */
  name: string;
  /** The local symbol, e.g. `$`, `€`. */
  symbol: string;
  /** ISO 4217 numeric code, kept as text so leading zeros survive (`036`). */
  iso_number: string;
  iso_code: CurrencyCode;
  /** The symbol prices are printed with; it tells the dollar- and peso-sign currencies apart. */
  presentation_symbol: string;
  /** `'I'`: symbol before the amount; `'D'`: symbol after it. */
  position: 'I' | 'D';
  decimal_separator: string;
  thousand_separator: string;
  /** ISO 4217 minor-unit digits (yen, won and Chilean peso have none). */
  decimal_places: number;
}

type Separators = Pick<Currency, 'decimal_separator' | 'thousand_separator'>;
// SPEC §3 does not give the separators; these are the ones each currency's home market writes.
const POINT: Separators = { decimal_separator: '.', thousand_separator: ',' };
const COMMA: Separators = { decimal_separator: ',', thousand_separator: '.' };

/**
 * The 17 currencies in id order (SPEC §3 'Ids'). Only USD and MXN put the symbol first, and only
 * their presentation symbols are given by SPEC §9; the others follow the `MXN$` pattern where the
 * bare symbol would be ambiguous.
 */
export const CURRENCIES: readonly Currency[] = [
  {
    id: 1,
    iso_code: 'USD',
    name: 'US Dollar',
    symbol: '$',
    iso_number: '840',
    presentation_symbol: 'US$',
    position: 'I',
    decimal_places: 2,
    ...POINT,
  },
  {
    id: 2,
    iso_code: 'MXN',
    name: 'Mexican Peso',
    symbol: '$',
    iso_number: '484',
    presentation_symbol: 'MXN$',
    position: 'I',
    decimal_places: 2,
    ...POINT,
  },
  {
    id: 3,
    iso_code: 'EUR',
    name: 'Euro',
    symbol: '€',
    iso_number: '978',
    presentation_symbol: '€',
    position: 'D',
    decimal_places: 2,
    ...COMMA,
  },
  {
    id: 4,
    iso_code: 'GBP',
    name: 'British Pound',
    symbol: '£',
    iso_number: '826',
    presentation_symbol: '£',
    position: 'D',
    decimal_places: 2,
    ...POINT,
  },
  {
    id: 5,
    iso_code: 'CAD',
    name: 'Canadian Dollar',
    symbol: '$',
    iso_number: '124',
    presentation_symbol: 'CAD$',
    position: 'D',
    decimal_places: 2,
    ...POINT,
  },
  {
    id: 6,
    iso_code: 'COP',
    name: 'Colombian Peso',
    symbol: '$',
    iso_number: '170',
    presentation_symbol: 'COP$',
    position: 'D',
    decimal_places: 2,
    ...COMMA,
  },
  {
    id: 7,
    iso_code: 'CLP',
    name: 'Chilean Peso',
    symbol: '$',
    iso_number: '152',
    presentation_symbol: 'CLP$',
    position: 'D',
    decimal_places: 0,
    ...COMMA,
  },
  {
    id: 8,
    iso_code: 'UYU',
    name: 'Uruguayan Peso',
    symbol: '$',
    iso_number: '858',
    presentation_symbol: 'UYU$',
    position: 'D',
    decimal_places: 2,
    ...COMMA,
  },
  {
    id: 9,
    iso_code: 'RUB',
    name: 'Russian Ruble',
    symbol: '₽',
    iso_number: '643',
    presentation_symbol: '₽',
    position: 'D',
    decimal_places: 2,
    ...COMMA,
  },
  {
    id: 10,
    iso_code: 'CNY',
    name: 'Chinese Yuan',
    symbol: '¥',
    iso_number: '156',
    presentation_symbol: 'CN¥',
    position: 'D',
    decimal_places: 2,
    ...POINT,
  },
  {
    id: 11,
    iso_code: 'KRW',
    name: 'South Korean Won',
    symbol: '₩',
    iso_number: '410',
    presentation_symbol: '₩',
    position: 'D',
    decimal_places: 0,
    ...POINT,
  },
  {
    id: 12,
    iso_code: 'GTQ',
    name: 'Guatemalan Quetzal',
    symbol: 'Q',
    iso_number: '320',
    presentation_symbol: 'Q',
    position: 'D',
    decimal_places: 2,
    ...POINT,
  },
  {
    id: 13,
    iso_code: 'PEN',
    name: 'Peruvian Sol',
    symbol: 'S/',
    iso_number: '604',
    presentation_symbol: 'S/',
    position: 'D',
    decimal_places: 2,
    ...POINT,
  },
  {
    id: 14,
    iso_code: 'CRC',
    name: 'Costa Rican Colón',
    symbol: '₡',
    iso_number: '188',
    presentation_symbol: '₡',
    position: 'D',
    decimal_places: 2,
    ...COMMA,
  },
  {
    id: 15,
    iso_code: 'AUD',
    name: 'Australian Dollar',
    symbol: '$',
    iso_number: '036',
    presentation_symbol: 'AUD$',
    position: 'D',
    decimal_places: 2,
    ...POINT,
  },
  {
    id: 16,
    iso_code: 'JPY',
    name: 'Japanese Yen',
    symbol: '¥',
    iso_number: '392',
    presentation_symbol: 'JP¥',
    position: 'D',
    decimal_places: 0,
    ...POINT,
  },
  {
    id: 17,
    iso_code: 'ARS',
    name: 'Argentine Peso',
    symbol: '$',
    iso_number: '032',
    presentation_symbol: 'ARS$',
    position: 'D',
    decimal_places: 2,
    ...COMMA,
  },
];

/** The 17 codes in id order: the order the selector lists them in. */
export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map((currency) => currency.iso_code);

/** SPEC §9: the site's default currency and its id. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export const DEFAULT_CURRENCY_ID = 1;

const byCode = new Map<string, Currency>(CURRENCIES.map((currency) => [currency.iso_code, currency]));
const byId = new Map<number, Currency>(CURRENCIES.map((currency) => [currency.id, currency]));
const defaultCurrency = byCode.get(DEFAULT_CURRENCY) as Currency;

/** Whether a value (a cookie, a query parameter, an API field) is one of the 17 codes, exactly. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && byCode.has(value);
}

/** The record of a code; unknown codes give USD, as the id lookup does (SPEC §3). */
export function currencyByCode(code: string): Currency {
  return byCode.get(code) ?? defaultCurrency;
}

/** The record of an id, or undefined when no currency has it. */
export function currencyById(id: number): Currency | undefined {
  return byId.get(id);
}

/** SPEC §3: the id of a code; an unknown code gives the USD id (1). */
export function currencyIdFromCode(code: string): number {
  return currencyByCode(code).id;
}
