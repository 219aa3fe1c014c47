export {
  BLUR_IDLE_MS,
  SEARCH_BOX_STATUSES,
  WORD_SETTLE_MS,
  initialSearchBoxMachineState,
  searchBoxTransition,
} from './search-box.machine';
export type {
  SearchBoxEffect,
  SearchBoxEvent,
  SearchBoxMachineState,
  SearchBoxStatus,
  SearchBoxTransition,
} from './search-box.machine';
export { highlightParts } from './highlight';
export type { HighlightPart } from './highlight';
export { queryWordFromSearch } from './query-word';
export { searchResultsHref, searchResultsPath } from './search-route';
export { ANY_CATEGORY, SEARCH_CATEGORIES } from './search-categories';
export type { SearchCategory } from './search-categories';
export { emptySearchData } from './empty-search-data';
