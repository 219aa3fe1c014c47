import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { data } from 'react-router';
import { matchSitePage, type Language } from '@parks/i18n';
import { SearchResultsView, useSearchClient, userPseudoId } from '@parks/search';
import { emptySearchData } from '@parks/search/core';
import type { Route } from './+types/search-page';
import { loadPage } from '../content/content.server';
import { pagePathname } from '../page-load/page-pathname';
import { searchPageQuery } from '../pages/search-page-query';
import { popularPages, searchSite } from '../pages/search-results.server';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext, serverTimingContext } from '../server-only/app-services';
import { serverTimingMetric } from '../server-only/server-timing';
import ChakraScope from '../theme/chakra-scope';

/** The site-search results page (SPEC §2 'Site search results'): server-rendered from `?q=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  const { config } = services;
  const page = matchSitePage(
    pagePathname(request),
    config.parkSlug,
    config.sisterParks.map((park) => park.slug),
  );
  const content = page && (await loadPage('search', page.language === 'es' ? 'es' : 'en'));
  if (!page || !content) throw data(null, { status: 404 });
  const search = searchPageQuery(new URL(request.url));
  const searchStarted = performance.now();
  const [outcome, popular] = await Promise.all([
    search.query ? searchSite(request, services, search) : null,
    popularPages(page.language as Language, config.parkSlug),
  ]);
  if (outcome)
    context
      .get(serverTimingContext)
      .push(serverTimingMetric('search', outcome.status, performance.now() - searchStarted));
  return { page, content, search, outcome, popular };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(loaderData, matches),
  // A results page is for the visitor who searched, not for search engines; its links still count.
  { name: 'robots', content: 'noindex, follow' },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { content, search, outcome, popular } = loaderData;
  const client = useSearchClient();
  const hasResults = outcome?.status === 'ok' && outcome.data.results.length > 0;
  // The analytics event of a followed result leaves as the page unloads (keepalive), and only with the
  // search token: fetched now, not on the click, so it is at hand then (the header's search box, which
  // fetched it before issue 16, now loads only when the visitor reaches for it).
  useEffect(() => {
    if (hasResults) void client.token().catch(() => undefined);
  }, [client, hasResults]);
  return (
    <ChakraScope>
      <Box as="article">
        <Box as="header" bg="surface.inverted" color="white">
          <Container maxW="4xl" py={{ base: '6', md: '8' }}>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
              {content.heading}
            </Heading>
            <Text mt="2">{content.lead}</Text>
          </Container>
        </Box>
        <Container maxW="4xl" py="8">
          <SearchResultsView
            query={search.query}
            category={search.category}
            outcome={outcome ?? { status: 'ok', data: emptySearchData(search.query), answer: null }}
            popularPages={popular}
            onResultClick={(result, position, results) => {
              void client
                .sendAnalytics({
                  searchQuery: results.query,
                  userPseudoId: userPseudoId(),
                  documents: results.results.map((shown) => shown.id),
                  selectedPosition: position,
                  attributionToken: results.attributionToken,
                })
                .catch(() => undefined);
            }}
          />
        </Container>
      </Box>
    </ChakraScope>
  );
}
