import { randomUUID } from 'node:crypto';
import { SEARCH_FAILURE_ERROR_CODE, type SearchAnswer, type SearchData } from '@parks/contracts';
import { routePath, type Language, type RouteId } from '@parks/i18n';
import { createSearchClient, searchStoreName } from '@parks/search';
import { createApiClient } from '@parks/site';
import { contentIdOf, loadPage } from '../content/content.server';
import type { AppServices } from '../server-only/app-services';
import type { SearchPageQuery } from './search-page-query';

/** The pages a visitor is offered when a search finds nothing or fails. */
const POPULAR_PAGES: RouteId[] = ['admission', 'attractions', 'tours', 'faqs', 'location'];

export type SearchOutcome =
  { status: 'ok'; data: SearchData; answer: SearchAnswer | null } | { status: 'failed' };

/**
 * Asks park-api's search service for one results page and its extractive answer, as the page's own
 * browser would (same HostNamePath). Any failure gives the 'failed' outcome: the page still renders,
 * with the failure label of SPEC §8, and the failure is reported.
 */
export async function searchSite(
  request: Request,
  services: AppServices,
  { query, category, page }: SearchPageQuery,
): Promise<SearchOutcome> {
  const url = new URL(request.url);
  const client = createSearchClient(
    createApiClient({
      baseURL: services.apiBaseUrl,
      timeout: services.searchBudgetMs,
      headers: services.visitorHeaders(),
      page: { host: request.headers.get('host') ?? url.host, pathname: url.pathname },
    }),
    { store: searchStoreName(services.config.siteCode) },
  );
  try {
    const data = await client.search({ query, category, page });
    // The answer is a bonus: without it the results still show.
    const answer =
      data.totalSize > 0 && page === 1
        ? await client
            .answer({ text: query, sessionId: randomUUID(), queryId: data.queryId })
            .catch(() => null)
        : null;
    return { status: 'ok', data, answer };
  } catch (error) {
    // Best effort, as in the browser's box: SPEC §7 '/reporting' with the provider's code. Not awaited:
    // the upstream that just failed the search must not hold the page for another time budget.
    void client
      .report({
        error: SEARCH_FAILURE_ERROR_CODE,
        params: {
          componentName: 'SearchResultsPage',
          errorMessage: error instanceof Error ? error.message : String(error),
        },
      })
      .catch(() => undefined);
    return { status: 'failed' };
  }
}

/** The titles and paths of the popular pages, in the page's language. */
export async function popularPages(
  language: Language,
  park: string,
): Promise<{ title: string; href: string }[]> {
  const contentLanguage = language === 'es' ? 'es' : 'en';
  const pages = await Promise.all(
    POPULAR_PAGES.map(async (id) => {
      const href = routePath(id, contentLanguage, { park });
      const content = await loadPage(contentIdOf({ id }), contentLanguage);
      return href && content ? { title: content.navLabel, href } : undefined;
    }),
  );
  return pages.filter((page) => page !== undefined);
}
