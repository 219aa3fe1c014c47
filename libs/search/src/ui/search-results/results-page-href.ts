import { ANY_CATEGORY, type SearchCategory } from '../../core/search-categories';

export interface ResultsPageParams {
  /** The visitor's word, as typed. */
  query: string;
  /** @default 'any' */
  category?: SearchCategory;
  /** 1-based. @default 1 */
  page?: number;
}

/**
 * A results-page URL on `path` (the language's results route). Defaults are left out so each
 * results page has one canonical address: `?q=` alone is the first page of every category.
 */
export function resultsPageHref(
  path: string,
  { query, category = ANY_CATEGORY, page = 1 }: ResultsPageParams,
): string {
  let href = `${path}?q=${encodeURIComponent(query)}`;
  if (category !== ANY_CATEGORY) href += `&category=${encodeURIComponent(category)}`;
  if (page > 1) href += `&page=${page}`;
  return href;
}
