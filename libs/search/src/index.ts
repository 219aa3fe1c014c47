// The root entry is what a host wires (issue 19 §4; README 'Public API'): the i18n namespace, the search
// box's slice and its state (a host's root loader seeds it), the search box, the results view, and the
// search-service client with its provider. Everything else is internal; the framework-free rules (the
// search box's machine, categories, routes, highlighting, the empty answer) are `@parks/search/core`.
export { searchI18n } from './i18n/namespace';
export { createSearchClient, SearchClientError, searchStoreName } from './api/search-client';
export type { SearchCallOptions, SearchClient, SearchClientOptions } from './api/search-client';
export { SearchClientProvider, useSearchClient } from './api/search-client-context';
export type { SearchClientProviderProps } from './api/search-client-context';
export { userPseudoId } from './api/user-pseudo-id';
export { initialSearchBoxState, searchBoxSlice } from './state/search-box.slice';
export type { SearchBoxState } from './state/search-box.slice';
export { SearchBox } from './ui/search-box/search-box';
export type { SearchBoxProps } from './ui/search-box/search-box';
export { SearchResultsView } from './ui/search-results/search-results-view';
export type { SearchResultsOutcome, SearchResultsViewProps } from './ui/search-results/search-results-view';
export type { PopularPage } from './ui/search-results/popular-pages';
