export {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  SCHEMA_LANGUAGES,
  htmlLang,
  isLanguage,
  languageFromPath,
  pathHasLanguage,
} from './languages';
export type { Language } from './languages';
export { limitLanguages } from './language-limiter';
export type { LanguageLimiterEntry } from './language-limiter';
export {
  ROUTE_IDS,
  ROUTE_TABLE,
  alternatePath,
  authReturnPath,
  fillRouteTemplate,
  includesAmountsUSD,
  isCartPath,
  linkPath,
  listSitePages,
  matchSitePage,
  routeLanguages,
  routePath,
  routeTemplate,
} from './route-table';
export type { RouteId, RouteParams, SitePage } from './route-table';
export { formatCount, formatLongDate } from './formatters';
export { dateTimeFormat, numberFormat } from './intl-formats';
export {
  PSEUDO_EXPANSION,
  PSEUDO_SOURCE_LANGUAGE,
  isPseudoLocalized,
  pseudoLocalize,
  pseudoLocalizeResources,
} from './pseudo-locale';
