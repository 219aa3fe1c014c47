import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  initialSearchBoxMachineState,
  searchBoxTransition,
  type SearchBoxEvent,
  type SearchBoxMachineState,
} from '../core/search-box.machine';
import { ANY_CATEGORY } from '../core/search-categories';

/** The search box's client state: the SPEC §4 machine plus the category filter. */
export interface SearchBoxState extends SearchBoxMachineState {
  /** The category filter's value; 'any' searches everything (SPEC §2). */
  category: string;
  /**
   * The box the visitor last focused when a page has two (the header's and the error page's): only it
   * shows the suggestions. null until one is focused.
   */
  activeBox: string | null;
}

export const initialSearchBoxState: SearchBoxState = {
  ...initialSearchBoxMachineState,
  category: ANY_CATEGORY,
  activeBox: null,
};

// The slice applies the machine's next state; the effects of the same transition are for the
// effect layer (it runs searchBoxTransition on the state before the action to get them).
function apply(state: SearchBoxState, event: SearchBoxEvent): void {
  const { status, word, suggestions } = state;
  const next = searchBoxTransition({ status, word, suggestions }, event).state;
  state.status = next.status;
  state.word = next.word;
  state.suggestions = next.suggestions;
}

export const searchBoxSlice = createSlice({
  name: 'searchBox',
  initialState: initialSearchBoxState,
  reducers: {
    /** The box mounted; `search` is the page URL's query string. */
    started(state, action: PayloadAction<{ search: string }>) {
      apply(state, { type: 'start', search: action.payload.search });
    },
    wordTyped(state, action: PayloadAction<string>) {
      apply(state, { type: 'wordTyped', word: action.payload });
    },
    wordSettled(state, action: PayloadAction<string>) {
      apply(state, { type: 'wordSettled', word: action.payload });
    },
    suggestionsReceived(state, action: PayloadAction<{ word: string; suggestions: string[] }>) {
      apply(state, { type: 'suggestionsReceived', ...action.payload });
    },
    fetchFailed(state, action: PayloadAction<{ message: string }>) {
      apply(state, { type: 'fetchFailed', message: action.payload.message });
    },
    blurred(state, action: PayloadAction<{ ontoResult: boolean }>) {
      apply(state, { type: 'blurred', ontoResult: action.payload.ontoResult });
    },
    /** Escape: the suggestions close, the word stays. */
    dismissed(state) {
      apply(state, { type: 'dismissed' });
    },
    categoryChanged(state, action: PayloadAction<string>) {
      state.category = action.payload;
    },
    boxFocused(state, action: PayloadAction<string>) {
      state.activeBox = action.payload;
    },
  },
  selectors: {
    selectSearchBox: (state) => state,
    selectSearchStatus: (state) => state.status,
    selectSearchWord: (state) => state.word,
    selectSearchSuggestions: (state) => state.suggestions,
    selectSearchCategory: (state) => state.category,
  },
});

export const {
  started,
  wordTyped,
  wordSettled,
  suggestionsReceived,
  fetchFailed,
  blurred,
  dismissed,
  categoryChanged,
  boxFocused,
} = searchBoxSlice.actions;
export const {
  selectSearchBox,
  selectSearchStatus,
  selectSearchWord,
  selectSearchSuggestions,
  selectSearchCategory,
} = searchBoxSlice.selectors;

/** The slice action that applies one machine event. */
export function searchBoxAction(event: SearchBoxEvent) {
  switch (event.type) {
    case 'start':
      return started({ search: event.search });
    case 'wordTyped':
      return wordTyped(event.word);
    case 'wordSettled':
      return wordSettled(event.word);
    case 'suggestionsReceived':
      return suggestionsReceived({ word: event.word, suggestions: event.suggestions });
    case 'fetchFailed':
      return fetchFailed({ message: event.message });
    case 'blurred':
      return blurred({ ontoResult: event.ontoResult });
    case 'dismissed':
      return dismissed();
  }
}
