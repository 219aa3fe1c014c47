export {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_ID,
  currencyByCode,
  currencyById,
  currencyIdFromCode,
  isCurrencyCode,
} from './currencies';
export type { Currency } from './currencies';
export { COUNTRY_CURRENCY, currencyForCountry, defaultCountry } from './country-currency';
export { currencyStateFor, initialCurrencyState } from './currency-state';
export type { CurrencyState } from './currency-state';
export {
  CURRENCY_COOKIE,
  CURRENCY_COOKIE_MAX_AGE_SECONDS,
  currencyCookieValues,
  currencyFromCookies,
} from './currency-cookies';
export { resolveCurrency } from './resolve-currency';
export type { ResolveCurrencyInput, ResolvedCurrency } from './resolve-currency';
export { formatAmount } from './format-amount';
export type { AmountDisplay, FormatAmountOptions } from './format-amount';
export { flagPath } from './flags';
export { addOnUnits, amountOfUnits, fromMinor, toMinor, usdCentsToMinorUnits } from './minor-units';
export type { ChargedUnits } from './minor-units';
export { findContentPriceTokens, parseContentPriceToken, replaceContentPriceTokens } from './content-prices';
export type { ContentPriceToken, PriceBand } from './content-prices';
