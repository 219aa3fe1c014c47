import type { StaticStyles } from '@parks/site';
import { contentPageStyles } from './content-page.styles';

/** Every static class of the site's own read-only parts (content pages), built into the brand's stylesheet. */
export const contentStaticStyles: readonly StaticStyles[] = [contentPageStyles];
