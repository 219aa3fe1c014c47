export { uiHeaderI18n } from './i18n/namespace';

export {
  bannerDismissed,
  cookieNoticeAccepted,
  initialLayoutPreferencesState,
  layoutPreferencesPersistConfig,
  layoutPreferencesSlice,
  selectCookieNoticeAccepted,
  selectDismissedBannerId,
  selectIsBannerDismissed,
  selectPreferencesRestored,
} from './state/layout-preferences.slice';
export type {
  LayoutPreferencesPersistConfig,
  LayoutPreferencesState,
} from './state/layout-preferences.slice';

export { useScrollDirection } from './hooks/use-scroll-direction';
export type { UseScrollDirectionOptions } from './hooks/use-scroll-direction';

export { layoutStaticStyles } from './ui/static-styles';
export { SiteLayout } from './ui/site-layout/site-layout';
export type { SiteLayoutProps } from './ui/site-layout/site-layout';
export { Header } from './ui/header/header';
export type { HeaderProps } from './ui/header/header';
export { AnnouncementBanner } from './ui/announcement-banner/announcement-banner';
export type { AnnouncementBannerProps } from './ui/announcement-banner/announcement-banner';
export { Footer } from './ui/footer/footer';
export type { FooterProps } from './ui/footer/footer';
export { CookieNotice } from './ui/cookie-notice/cookie-notice';
export type { CookieNoticeProps } from './ui/cookie-notice/cookie-notice';
export { ChatLauncher } from './ui/chat-launcher/chat-launcher';
export type { ChatLauncherProps, ChatMessenger } from './ui/chat-launcher/chat-launcher';
export { MobileBottomNav } from './ui/mobile-bottom-nav/mobile-bottom-nav';
export type { MobileBottomNavProps } from './ui/mobile-bottom-nav/mobile-bottom-nav';
export { ErrorPage500 } from './ui/error-page-500/error-page-500';
export type { ErrorPage500Props } from './ui/error-page-500/error-page-500';
export { GeneralErrorPage } from './ui/general-error-page/general-error-page';
export type { GeneralErrorPageProps } from './ui/general-error-page/general-error-page';
export { SensoryFilterForm } from './ui/sensory-profile/sensory-filter-form';
export type { SensoryFilterFormProps } from './ui/sensory-profile/sensory-filter-form';
export { SensoryProfileTable } from './ui/sensory-profile/sensory-profile-table';
export type { SensoryProfileTableProps } from './ui/sensory-profile/sensory-profile-table';
export { OfflinePage } from './ui/offline-page/offline-page';
export type { OfflineContentKind, OfflinePageProps } from './ui/offline-page/offline-page';

// The framework-free parts the components are built on (also at `@parks/ui-header/core`).
export {
  DEFAULT_PAYMENT_METHODS,
  SENSORY_FILTERS,
  SENSORY_FILTER_PARAM,
  SITEMAP_ROUTE_IDS,
  extractLinks,
  parseLinksHtml,
  safeHref,
  matchesSensoryFilters,
  parseSensoryFilters,
  sanitizeLinksHtml,
  sensoryFiltersSearch,
} from './core';
export type {
  ParsedSensoryFilters,
  PaymentMethodBadge,
  RelatedLink,
  SafeLinksNode,
  ScrollDirection,
  SensoryFilter,
  SitemapRouteId,
} from './core';
export { NewsletterForm } from './ui/newsletter-form/newsletter-form';
export type { NewsletterFormProps, NewsletterOutcome } from './ui/newsletter-form/newsletter-form';
