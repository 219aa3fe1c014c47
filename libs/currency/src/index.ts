// The root entry is what a host wires (issue 19 §4; README 'Public API'): the i18n namespace, the
// `currency` slice (its state for a currency, its action and selectors), the hooks a component formats
// and changes the currency with, the currency selector (also `@parks/currency/currency-selector`) and
// `Amount`. The framework-free rules (the currencies, resolving a visitor's currency, the cookie,
// formatting, minor units, content price tokens) are `@parks/currency/core`.
export { currencyI18n } from './i18n/namespace';
export { currencyStateFor } from './core';
export type { Currency, CurrencyState } from './core';
export { currencySet, currencySlice, selectCurrency, selectCurrencyCode } from './state/currency.slice';
export type { CurrencyRootState } from './state/currency-hooks';
export { useChangeCurrency } from './hooks/use-change-currency';
export { useCurrency } from './hooks/use-currency';
export { useFormatAmount } from './hooks/use-format-amount';
export type { FormatAmountHookOptions } from './hooks/use-format-amount';
export { CurrencySelector } from './ui/currency-selector/currency-selector';
export type { CurrencySelectorProps } from './ui/currency-selector/currency-selector';
export { Amount } from './ui/amount/amount';
export type { AmountProps } from './ui/amount/amount';
