import type { StaticStyles } from '@parks/site';
import { footerStyles } from './footer/footer.styles';
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
  footerStyles,
  sitemapLinksStyles,
  errorLayoutStyles,
  sensoryProfileStyles,
  sensoryFilterFormStyles,
];
