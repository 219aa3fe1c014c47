export { searchI18n } from './i18n/namespace';
export {
  ANY_CATEGORY,
  BLUR_IDLE_MS,
  SEARCH_BOX_STATUSES,
  SEARCH_CATEGORIES,
  WORD_SETTLE_MS,
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
  wordTyped,
} from './state/search-box.slice';
export type { SearchBoxState } from './state/search-box.slice';
export { SearchBox } from './ui/search-box/search-box';
export type { SearchBoxProps } from './ui/search-box/search-box';
