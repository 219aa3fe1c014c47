import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';

export interface PersonalisationPageViewsOptions {
  /** The page load's decision for this page (SPEC §4 step 8). */
  enabled: boolean;
  language: Language;
}

/**
 * SPEC §4 step 8: where the page load enabled personalisation (the shopping flag on cart pages, the
 * general flag elsewhere), each page view is tracked. Where it is off, the adapter is not even loaded
 * and nothing is sent. The flag comes with the root loader's data, so it always belongs to the
 * pathname it is read with.
 */
export function usePersonalisationPageViews({ enabled, language }: PersonalisationPageViewsOptions): void {
  const { apiBaseUrl } = useSiteConfig();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void import('./browser-personalisation').then(({ browserPersonalisation }) => {
      if (!current) return;
      browserPersonalisation(apiBaseUrl).track({
        type: 'page-view',
        page: pathname,
        language,
        occurredAt: new Date().toISOString(),
      });
    });
    return () => {
      current = false;
    };
  }, [enabled, language, apiBaseUrl, pathname]);
}
