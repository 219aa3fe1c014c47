import { Box, chakra, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { SearchAnswer as SearchAnswerData, SearchData, SearchResult } from '@parks/contracts';
import { numberFormat, useTranslation } from '@parks/i18n';
import type { SearchCategory } from '../../core/search-categories';
import { CategoryFilter } from './category-filter';
import type { PopularPage } from './popular-pages';
import { SearchAnswer } from './search-answer';
import { SearchFailed } from './search-failed';
import { SearchPagination } from './search-pagination';
import { SearchPrompt } from './search-prompt';
import { SearchResultItem } from './search-result-item';
import { useResultsPageHref } from './use-results-page-href';
import { ZeroResults } from './zero-results';

/** What the host's loader got from the search service for this request. */
export type SearchResultsOutcome =
  { status: 'ok'; data: SearchData; answer: SearchAnswerData | null } | { status: 'failed' };

export interface SearchResultsViewProps {
  /** The word from `?q=`, as typed; empty shows a prompt to type one. */
  query: string;
  /** The filter from `?category=`. */
  category: SearchCategory;
  outcome: SearchResultsOutcome;
  /** Where to go when the search finds nothing, fails or has no word. */
  popularPages: PopularPage[];
  /**
   * Called when the visitor follows a result, for the search analytics; the link navigates anyway.
   * `position` is 0-based over every page (page offset included).
   */
  onResultClick?: (result: SearchResult, position: number, data: SearchData) => void;
}

/**
 * The site-search results page body (SPEC §2 'Site search results'). Presentational and made of plain
 * links, so the server renders it and it works without JavaScript: the host's loader searches, and
 * every filter or page is a new request.
 */
export function SearchResultsView({
  query,
  category,
  outcome,
  popularPages,
  onResultClick,
}: SearchResultsViewProps) {
  const word = query.trim();
  if (!word) return <SearchPrompt popularPages={popularPages} />;
  if (outcome.status === 'failed') return <SearchFailed popularPages={popularPages} />;
  const { data, answer } = outcome;
  if (data.totalSize === 0) {
    return (
      <ZeroResults
        query={word}
        category={category}
        categories={data.categories}
        popularPages={popularPages}
      />
    );
  }
  return (
    <ResultsFound
      query={word}
      category={category}
      data={data}
      answer={answer}
      onResultClick={onResultClick}
    />
  );
}

interface ResultsFoundProps {
  query: string;
  category: SearchCategory;
  data: SearchData;
  answer: SearchAnswerData | null;
  onResultClick?: SearchResultsViewProps['onResultClick'];
}

function ResultsFound({ query, category, data, answer, onResultClick }: ResultsFoundProps) {
  const { t, i18n } = useTranslation('search');
  const hrefFor = useResultsPageHref();
  const total = numberFormat(i18n.language).format(data.totalSize);
  const offset = (data.page - 1) * data.pageSize;
  // The results are for the corrected spelling, so that is what their snippets contain.
  const highlighted = data.correctedQuery ?? query;

  return (
    <Stack gap={{ base: '5', md: '8' }}>
      <Box>
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
          {data.correctedQuery
            ? t('results.corrected', { corrected: data.correctedQuery })
            : t('results.summary', { count: data.totalSize, total, query })}
        </Heading>
        {data.correctedQuery ? (
          <Text marginTop="1" color="fg.muted">
            {t('results.correctedNote', { count: data.totalSize, total, query })}
          </Text>
        ) : null}
        {data.pageCount > 1 ? (
          <Text marginTop="1" color="fg.muted" fontSize="sm">
            {t('results.pageOf', { page: data.page, pageCount: data.pageCount })}
          </Text>
        ) : null}
      </Box>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '14rem minmax(0, 1fr)' }}
        gap={{ base: '5', lg: '10' }}
        alignItems="start"
      >
        <CategoryFilter query={query} current={category} categories={data.categories} />
        <Stack gap="6" minWidth="0">
          {answer ? <SearchAnswer answer={answer} /> : null}
          {data.results.length ? (
            <chakra.ol
              // The numbering continues across pages, as the positions do.
              start={offset + 1}
              aria-label={t('results.list')}
              listStyleType="none"
              margin="0"
              padding="0"
              borderTopWidth="1px"
              borderColor="border"
            >
              {data.results.map((result, index) => (
                <SearchResultItem
                  key={result.id}
                  result={result}
                  query={highlighted}
                  onClick={onResultClick ? () => onResultClick(result, offset + index, data) : undefined}
                />
              ))}
            </chakra.ol>
          ) : (
            // A page past the last one (an old link, a hand-edited URL) still leads back to the results.
            <Text>
              {t('results.pageOutOfRange')}{' '}
              <Link
                href={hrefFor({ query, category })}
                colorPalette="brand"
                variant="underline"
                display="inline"
              >
                {t('results.firstPage')}
              </Link>
            </Text>
          )}
          <SearchPagination query={query} category={category} page={data.page} pageCount={data.pageCount} />
        </Stack>
      </Grid>
    </Stack>
  );
}
