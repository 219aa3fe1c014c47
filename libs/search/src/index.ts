export { searchI18n } from './i18n/namespace';
export { createSearchClient, SearchClientError, searchStoreName } from './api/search-client';
export type { SearchCallOptions, SearchClient, SearchClientOptions } from './api/search-client';
export { SearchClientProvider, useSearchClient } from './api/search-client-context';
export type { SearchClientProviderProps } from './api/search-client-context';
export { userPseudoId } from './api/user-pseudo-id';
export {
  ANY_CATEGORY,
  BLUR_IDLE_MS,
  SEARCH_BOX_STATUSES,
  SEARCH_CATEGORIES,
  WORD_SETTLE_MS,
  emptySearchData,
  highlightParts,
  initialSearchBoxMachineState,
  queryWordFromSearch,
  searchBoxTransition,
  searchResultsHref,
  searchResultsPath,
} from './core';
export type {
  HighlightPart,
  SearchBoxEffect,
  SearchBoxEvent,
  SearchBoxMachineState,
  SearchBoxStatus,
  SearchBoxTransition,
  SearchCategory,
} from './core';
export {
  blurred,
  boxFocused,
  categoryChanged,
  fetchFailed,
  initialSearchBoxState,
  searchBoxSlice,
  selectSearchBox,
  selectSearchCategory,
  selectSearchStatus,
  selectSearchSuggestions,
  selectSearchWord,
  started,
  suggestionsReceived,
  wordSettled,
  searchBoxAction,
  wordTyped,
} from './state/search-box.slice';
export type { SearchBoxState } from './state/search-box.slice';
export { SearchBox } from './ui/search-box/search-box';
export type { SearchBoxProps } from './ui/search-box/search-box';
export { createSearchBoxMachine, useSearchBoxMachine } from './ui/search-box/use-search-box-machine';
export type { SearchBoxMachine } from './ui/search-box/use-search-box-machine';
export { SearchResultsView } from './ui/search-results/search-results-view';
export type { SearchResultsOutcome, SearchResultsViewProps } from './ui/search-results/search-results-view';
export type { PopularPage } from './ui/search-results/popular-pages';
