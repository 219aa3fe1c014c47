import type { ReactNode } from 'react';
import { SiteConfigProvider, useSiteConfig, type SiteConfig } from '@parks/site';

export interface PatchedSiteConfigProps {
  patch: (config: SiteConfig) => SiteConfig;
  children: ReactNode;
}

/** Changes the brand's SiteConfig below it, for a story about a config flag (used as a story decorator). */
export function PatchedSiteConfig({ patch, children }: PatchedSiteConfigProps) {
  const config = useSiteConfig();
  return <SiteConfigProvider config={patch(config)}>{children}</SiteConfigProvider>;
}
