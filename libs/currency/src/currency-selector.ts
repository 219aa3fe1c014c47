/**
 * The currency selector alone (`@parks/currency/currency-selector`): a host that loads it on demand
 * imports this entry, so the menu and Chakra's menu machinery (Zag, floating-ui) make a chunk of their
 * own apart from the currency state the page needs at once.
 */
export { CurrencySelector } from './ui/currency-selector/currency-selector';
export type { CurrencySelectorProps } from './ui/currency-selector/currency-selector';
// Its texts come with it: the page's loader data carries only the namespaces its HTML renders with
// (issue 16 step 4).
export { currencyI18n } from './i18n/namespace';
