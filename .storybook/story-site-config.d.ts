import type { SiteConfig } from '@parks/site';
export declare const sensoriaStoryConfig: SiteConfig;
/** A sister park's config: other slug, phones and flags, same libs. */
export declare const aventuraStoryConfig: SiteConfig;
//# sourceMappingURL=story-site-config.d.ts.map
