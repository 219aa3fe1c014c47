import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '../core/site-config.types';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export interface SiteConfigProviderProps {
  config: SiteConfig;
  children: ReactNode;
}

/** Gives every lib below it the host's SiteConfig. */
export function SiteConfigProvider({ config, children }: SiteConfigProviderProps) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

/** The host's SiteConfig. @throws outside a SiteConfigProvider */
export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig must be used inside <SiteConfigProvider>');
  return config;
}
