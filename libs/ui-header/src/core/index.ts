export { DEFAULT_PAYMENT_METHODS, WALLET_PAYMENT_CODE } from './payment-methods';
export type { PaymentMethodBadge } from './payment-methods';
export { SITEMAP_ROUTE_IDS, layoutRoutePath, telHref } from './layout-routes';
export type { SitemapRouteId } from './layout-routes';
export { DEFAULT_SCROLL_THRESHOLD, initialScrollTracking, trackScroll } from './scroll-direction';
export type { ScrollDirection, ScrollTracking } from './scroll-direction';
export {
  MAX_LINKS_HTML_LENGTH,
  decodeEntities,
  extractLinks,
  parseLinksHtml,
  safeHref,
  sanitizeLinksHtml,
  serializeLinksHtml,
} from './sanitize-links-html';
export type {
  RelatedLink,
  SafeBlockTag,
  SafeElementNode,
  SafeInlineTag,
  SafeLinksNode,
  SafeTag,
  SafeTextNode,
} from './sanitize-links-html';
export { EMPTY_NEWSLETTER, newsletterSchema } from './newsletter-rules';
export type { NewsletterMessage, NewsletterValues } from './newsletter-rules';
export { VISITOR_COUNTRIES, visitorCountryOptions } from './visitor-countries';
export type { CountryOption } from './visitor-countries';
export {
  SENSORY_FILTERS,
  SENSORY_FILTER_PARAM,
  matchesSensoryFilters,
  parseSensoryFilters,
  passesSensoryFilter,
  sensoryFiltersSearch,
} from './sensory-filters';
export type { ParsedSensoryFilters, SensoryFilter } from './sensory-filters';
