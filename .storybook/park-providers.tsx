import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { createI18n, I18nextProvider, pseudoNamespaces, type Language } from '@parks/i18n';
import { SearchClientProvider } from '@parks/search';
import { createParkSystem, createSiteStore, initialSiteState, SiteConfigProvider } from '@parks/site';
import { aventuraBrand, sensoriaBrand } from './brands';
import { storyNamespaces, storyReducers } from './lib-registry';
import { storySearchClient } from './story-search-client';
import { aventuraStoryConfig, sensoriaStoryConfig } from './story-site-config';

const systems = { sensoria: createParkSystem(sensoriaBrand), aventura: createParkSystem(aventuraBrand) };
const configs = { sensoria: sensoriaStoryConfig, aventura: aventuraStoryConfig };
export type Brand = keyof typeof systems;

/** The languages of the toolbar: the site's, plus a pseudo-locale built from the English texts. */
export type StoryLocale = Language | 'pseudo';

// The pseudo-locale is English with every lib's texts rewritten (libs/i18n pseudoNamespaces): links,
// dates and amounts stay English, only the texts grow longer and accented.
const pseudoStoryNamespaces = pseudoNamespaces(storyNamespaces);
const i18nFor = (locale: StoryLocale) =>
  locale === 'pseudo' ? createI18n('en', pseudoStoryNamespaces) : createI18n(locale, storyNamespaces);

export interface ParkProvidersProps {
  language: StoryLocale;
  brand: Brand;
  mobile: boolean;
  /** A new store is made whenever this changes (one per story). */
  storyId: string;
  preloadedState?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * Wraps every story as a host would: the brand's Chakra system and SiteConfig, an i18next instance
 * in the chosen language, a fresh store seeded from `parameters.preloadedState`, and an in-memory search
 * service.
 */
export function ParkProviders({
  language,
  brand,
  mobile,
  storyId,
  preloadedState,
  children,
}: ParkProvidersProps) {
  const i18n = useMemo(() => i18nFor(language), [language]);
  const siteLanguage: Language = language === 'pseudo' ? 'en' : language;
  const store = useMemo(
    () =>
      createSiteStore({
        reducers: storyReducers,
        preloadedState: {
          ...preloadedState,
          site: {
            ...initialSiteState,
            ...(preloadedState?.['site'] as object),
            language: siteLanguage,
            mobile,
          },
        },
      }),
    // A new store per story, language and viewport keeps stories independent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [storyId, language, mobile],
  );
  return (
    <ChakraProvider value={systems[brand]}>
      <SiteConfigProvider config={configs[brand]}>
        <I18nextProvider i18n={i18n}>
          <ReduxProvider store={store}>
            <SearchClientProvider client={storySearchClient}>{children}</SearchClientProvider>
          </ReduxProvider>
        </I18nextProvider>
      </SiteConfigProvider>
    </ChakraProvider>
  );
}
