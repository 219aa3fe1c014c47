import type { StaticStyles } from '@parks/site';
import { bannerStyles } from './announcement-banner/announcement-banner.styles';
import { chatLauncherStyles } from './chat-launcher/chat-launcher.styles';
import { cookieNoticeStyles } from './cookie-notice/cookie-notice.styles';
import { footerStyles } from './footer/footer.styles';
import { generalErrorStyles } from './general-error-page/general-error-page.styles';
import { headerStyles } from './header/header.styles';
import { bottomNavStyles } from './mobile-bottom-nav/mobile-bottom-nav.styles';
import { siteLayoutStyles } from './site-layout/site-layout.styles';
import { errorLayoutStyles } from './shared/error-layout.styles';
import { layoutBits } from './shared/static-parts.styles';
import { sensoryFilterFormStyles } from './sensory-profile/sensory-filter-form.styles';
import { sensoryProfileStyles } from './sensory-profile/sensory-profile.styles';
import { sitemapLinksStyles } from './sitemap-links/sitemap-links.styles';

/**
 * Every static class of the layout's read-only parts: a host passes them, with its Chakra system,
 * to `buildParkStylesheet` at build time (docs/decisions/011-styling.md).
 */
export const layoutStaticStyles: readonly StaticStyles[] = [
  layoutBits,
  siteLayoutStyles,
  bannerStyles,
  headerStyles,
  bottomNavStyles,
  cookieNoticeStyles,
  chatLauncherStyles,
  footerStyles,
  sitemapLinksStyles,
  errorLayoutStyles,
  generalErrorStyles,
  sensoryProfileStyles,
  sensoryFilterFormStyles,
];
