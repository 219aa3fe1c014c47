// The root entry is what a host wires (issue 19 §4; README 'Public API'): the i18n namespace, the
// persisted layout-preferences slice, the site layout (header, footer, banner, cookie notice, chat
// launcher and bottom navigation inside it), the error and offline pages, the sensory-profile parts, the
// newsletter form (also `@parks/ui-header/newsletter-form`, for a host that loads it on demand) and the
// static styles. The framework-free rules (links, routes, payment badges, sensory filters, countries) are
// `@parks/ui-header/core`.
export { uiHeaderI18n } from './i18n/namespace';
export {
  layoutPreferencesPersistConfig,
  layoutPreferencesSlice,
  selectCookieNoticeAccepted,
  selectPreferencesRestored,
} from './state/layout-preferences.slice';
export type {
  LayoutPreferencesPersistConfig,
  LayoutPreferencesState,
} from './state/layout-preferences.slice';
export { layoutStaticStyles } from './ui/static-styles';
export { SiteLayout } from './ui/site-layout/site-layout';
export type { SiteLayoutProps } from './ui/site-layout/site-layout';
export type { ChatMessenger } from './ui/chat-launcher/chat-launcher';
export { ErrorPage500 } from './ui/error-page-500/error-page-500';
export type { ErrorPage500Props } from './ui/error-page-500/error-page-500';
export { GeneralErrorPage } from './ui/general-error-page/general-error-page';
export type { GeneralErrorPageProps } from './ui/general-error-page/general-error-page';
export { OfflinePage } from './ui/offline-page/offline-page';
export type { OfflineContentKind, OfflinePageProps } from './ui/offline-page/offline-page';
export { SensoryFilterForm } from './ui/sensory-profile/sensory-filter-form';
export type { SensoryFilterFormProps } from './ui/sensory-profile/sensory-filter-form';
export { SensoryProfileTable } from './ui/sensory-profile/sensory-profile-table';
export type { SensoryProfileTableProps } from './ui/sensory-profile/sensory-profile-table';
export { NewsletterForm } from './ui/newsletter-form/newsletter-form';
export type { NewsletterFormProps, NewsletterOutcome } from './ui/newsletter-form/newsletter-form';
