import { type ReactNode } from 'react';
import { type Language } from '@parks/i18n';
declare const systems: {
  sensoria: import('@chakra-ui/react').SystemContext;
  aventura: import('@chakra-ui/react').SystemContext;
};
export type Brand = keyof typeof systems;
export interface ParkProvidersProps {
  language: Language;
  brand: Brand;
  mobile: boolean;
  /** A new store is made whenever this changes (one per story). */
  storyId: string;
  preloadedState?: Record<string, unknown>;
  children: ReactNode;
}
/**
 * Wraps every story as a host would: the brand's Chakra system and SiteConfig, an i18next instance
 * in the chosen language, and a fresh store seeded from `parameters.preloadedState`.
 */
export declare function ParkProviders({
  language,
  brand,
  mobile,
  storyId,
  preloadedState,
  children,
}: ParkProvidersProps): import('react').JSX.Element;
export {};
//# sourceMappingURL=park-providers.d.ts.map
