export {
  CURRENCIES,
  CURRENCY_CODES,
  CURRENCY_COOKIE,
  CURRENCY_COOKIE_MAX_AGE_SECONDS,
  COUNTRY_CURRENCY,
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_ID,
  currencyByCode,
  currencyById,
  currencyCookieValues,
  currencyForCountry,
  currencyFromCookies,
  currencyIdFromCode,
  currencyStateFor,
  defaultCountry,
  flagPath,
  formatAmount,
  initialCurrencyState,
  isCurrencyCode,
  resolveCurrency,
} from './core';
export type { CurrencyRootState } from './state/currency-hooks';
export type {
  AmountDisplay,
  Currency,
  CurrencyState,
  FormatAmountOptions,
  ResolveCurrencyInput,
  ResolvedCurrency,
} from './core';
export {
  currencySet,
  currencySlice,
  selectCurrency,
  selectCurrencyCode,
  selectCurrencyId,
} from './state/currency.slice';
export { useChangeCurrency } from './hooks/use-change-currency';
export { useCurrency } from './hooks/use-currency';
export { useFormatAmount } from './hooks/use-format-amount';
export type { FormatAmountHookOptions } from './hooks/use-format-amount';
export { CurrencySelector } from './ui/currency-selector/currency-selector';
export type { CurrencySelectorProps } from './ui/currency-selector/currency-selector';
export { Amount } from './ui/amount/amount';
export type { AmountProps } from './ui/amount/amount';
export { currencyI18n } from './i18n/namespace';
