import type { ContentCategory } from '@parks/contracts';
import { queryWordFromSearch, SEARCH_CATEGORIES } from '@parks/search/core';

/** Far beyond any real result count: a larger page number is a hand-edited URL. */
const MAX_PAGE = 1000;

export interface SearchPageQuery {
  query: string;
  category: ContentCategory | 'any';
  page: number;
}

/** `?q=` (plus signs and URI encoding decoded, SPEC §4), `&category=` and `&page=` of a results URL. */
export function searchPageQuery(url: URL): SearchPageQuery {
  const category = url.searchParams.get('category') ?? 'any';
  const page = Number(url.searchParams.get('page') ?? '1');
  return {
    query: queryWordFromSearch(url.search).trim(),
    category: (SEARCH_CATEGORIES as readonly string[]).includes(category)
      ? (category as ContentCategory | 'any')
      : 'any',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}
