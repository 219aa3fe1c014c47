import type { CurrencyState } from '@parks/currency/core';
import type { ParkFacts } from '@parks/contracts';
import type { Language, SitePage } from '@parks/i18n';
import { initialSearchBoxState, type SearchBoxState } from '@parks/search';
import { queryWordFromSearch } from '@parks/search/core';
import { initialSiteState, type SiteConfig, type SiteState } from '@parks/site';
import { siteNamespaces } from './i18n-namespaces';
import { documentRequestContext, documentTextsContext } from './i18n/document-texts-context';
import { pageNamespaces } from './i18n/page-namespaces';
import { pageTexts, type PageTexts } from './i18n/page-texts';
import { runPageLoad } from './page-load/run-page-load';
import { appServicesContext, responseCookiesContext, serverTimingContext } from './server-only/app-services';
import { serverTimingMetric } from './server-only/server-timing';
import type { RouterContextProvider } from 'react-router';

/** What the root route hands every page and the client store. */
export interface RootData {
  language: Language;
  /**
   * The page's texts in its language only, of the namespaces its HTML renders with (the layout's and its
   * route's, i18n/page-namespaces.ts); an island brings its own with its code (i18n/with-texts.tsx).
   * Null in a document's data: the document carries them itself (i18n/document-texts.ts).
   */
  texts: PageTexts | null;
  page: SitePage | null;
  origin: string;
  config: SiteConfig;
  themeCssHref: string;
  park: ParkFacts;
  /** The preloaded Redux state the client store hydrates from (ARCHITECTURE 'The page load'). */
  preloadedState: { site: SiteState; currency: CurrencyState; searchBox: SearchBoxState };
}

export async function loadRoot(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<RootData> {
  const services = context.get(appServicesContext);
  const result = await runPageLoad(request, services);
  context.get(responseCookiesContext).push(...result.setCookies);
  if (result.cartFetch.outcome !== 'none')
    context
      .get(serverTimingContext)
      .push(serverTimingMetric('cart', result.cartFetch.outcome, result.cartFetch.durationMs));
  const site: SiteState = {
    ...initialSiteState,
    language: result.language,
    mobile: result.mobile,
    sectionSite: result.page?.id ?? 'not-found',
    hreflangs: result.hreflangs,
    shopping: result.cart,
    personalisationEnabled: result.personalisationEnabled,
    loading: false,
  };
  const texts = pageTexts(siteNamespaces, result.language, pageNamespaces(result.page));
  const inDocument = context.get(documentRequestContext);
  if (inDocument) context.set(documentTextsContext, { language: result.language, texts });
  return {
    language: result.language,
    texts: inDocument ? null : texts,
    page: result.page ?? null,
    origin: services.origin,
    config: services.config,
    themeCssHref: services.themeCssHref,
    park: result.park,
    preloadedState: {
      site,
      currency: { code: result.currency.code, id: result.currency.id },
      // The box is still 'initial' (its start runs in the browser), but the server already shows the
      // word of `?q=` so the results page does not paint an empty box first.
      searchBox: { ...initialSearchBoxState, word: queryWordFromSearch(new URL(request.url).search) },
    },
  };
}
