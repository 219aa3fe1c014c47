import { createParkSystem, withoutGlobalStyles } from '@parks/site';
import { sensoriaBrand } from './sensoria-brand';

/** Parque Sensoria's Chakra system: static, so one instance serves every request. */
export const siteSystem = createParkSystem(sensoriaBrand);

/**
 * What pages render with: the global styles (reset, tokens) come from the theme stylesheet the
 * server builds once from `siteSystem` (server/theme-css.server.tsx), not inline in every page.
 */
export const pageSystem = withoutGlobalStyles(siteSystem);
