import type { Decorator } from '@storybook/react-vite';
import { SiteConfigProvider, useSiteConfig, type SiteConfig } from '@parks/site';
import type { ReactNode } from 'react';

function PatchedSiteConfig({ patch, children }: { patch: (config: SiteConfig) => SiteConfig; children: ReactNode }) {
  const config = useSiteConfig();
  return <SiteConfigProvider config={patch(config)}>{children}</SiteConfigProvider>;
}

/** A story decorator that changes the brand's SiteConfig for one story (e.g. a header flag). */
export function withSiteConfig(patch: (config: SiteConfig) => SiteConfig): Decorator {
  return function WithSiteConfig(Story) {
    return (
      <PatchedSiteConfig patch={patch}>
        <Story />
      </PatchedSiteConfig>
    );
  };
}
