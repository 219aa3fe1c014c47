import type { StaticStyles } from '@parks/site';
import { checkoutPageStyles } from './checkout-page.styles';
import { contentPageStyles } from './content-page.styles';

/**
 * Every static class of the site's own read-only parts (content pages, the checkout pages' frame), built
 * into the brand's stylesheet.
 */
export const contentStaticStyles: readonly StaticStyles[] = [contentPageStyles, checkoutPageStyles];
