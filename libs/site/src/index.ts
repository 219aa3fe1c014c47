export {
  COOKIE,
  COOKIE_MAX_AGE_SECONDS,
  createPersonalisationClient,
  hostNamePath,
  isMobileUserAgent,
  parseCookieHeader,
  serializeCookie,
  writeBrowserCookie,
} from './core';
export type {
  PersonalisationAdapter,
  PersonalisationClientOptions,
  PersonalisationTransport,
  PhoneLine,
  SiteConfig,
  SisterPark,
} from './core';
export {
  initialSiteState,
  installmentWidgetReadySet,
  pageLoaded,
  selectHreflangs,
  selectInstallmentWidgetReady,
  selectIsMobile,
  selectLanguage,
  selectSectionSite,
  selectShopping,
  shoppingSet,
  siteSlice,
} from './state/site.slice';
export type { SiteState } from './state/site.slice';
export { appHooks } from './state/app-hooks';
export type { AppDispatch, SiteRootState } from './state/app-hooks';
export { createSiteStore } from './state/create-site-store';
export type { CreateSiteStoreOptions, SiteStore } from './state/create-site-store';
export { SiteConfigProvider, useSiteConfig } from './config/site-config-context';
export type { SiteConfigProviderProps } from './config/site-config-context';
export { createApiClient, isApiError } from './api/create-api-client';
export type { ApiClient, ApiClientOptions } from './api/create-api-client';
export { createPersonalisationTransport } from './api/personalisation.api';
export { createParkSystem } from './theme/create-park-system';
export { withoutGlobalStyles } from './theme/without-global-styles';
export { cx, defineStaticStyles } from './theme/static-styles';
export { ChakraScopeProvider, WithChakra } from './theme/chakra-scope';
export type { ChakraScope, ChakraScopeProviderProps } from './theme/chakra-scope';
export type { StaticStyle, StaticStyles } from './theme/static-styles';
export { buildParkStylesheet } from './theme/park-stylesheet';
export type { ParkBrand } from './theme/create-park-system';
export { siteI18n } from './i18n/namespace';
