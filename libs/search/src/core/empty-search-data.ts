import type { SearchData } from '@parks/contracts';

/** The results of a search that found nothing (or was not made: an empty `q`). */
export function emptySearchData(query: string): SearchData {
  return {
    queryId: '',
    attributionToken: '',
    query,
    totalSize: 0,
    page: 1,
    pageSize: 10,
    pageCount: 0,
    results: [],
    categories: [],
  };
}
