export {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  ROUTE_TABLE,
  alternatePath,
  authReturnPath,
  htmlLang,
  includesAmountsUSD,
  isCartPath,
  isLanguage,
  languageFromPath,
  limitLanguages,
  linkPath,
  listSitePages,
  matchSitePage,
  pathHasLanguage,
  routeLanguages,
  routePath,
  routeTemplate,
} from './core';
export type { Language, LanguageLimiterEntry, RouteId, RouteParams, SitePage } from './core';
export { formatLongDate } from './core/formatters';
export { dateTimeFormat, numberFormat } from './core/intl-formats';
export { pseudoNamespaces } from './i18n/pseudo-namespaces';
export { createI18n } from './i18n/create-i18n';
export type { I18nNamespace } from './i18n/create-i18n';
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
