/**
 * The search box of SPEC §4 'Search box' as a pure state machine: the transition function returns the
 * next state and the effects the host's effect layer must run (token, autocomplete, failure report).
 * Timing (the 500 ms settle debounce and blur delay) lives outside: events arrive already settled.
 */
import { queryWordFromSearch } from './query-word';

export const SEARCH_BOX_STATUSES = [
  'initial',
  'idle',
  'ready',
  'fetch',
  'success',
  'empty',
  'error',
] as const;
export type SearchBoxStatus = (typeof SEARCH_BOX_STATUSES)[number];

/** SPEC §4: a typed word settles after 500 ms without typing. */
export const WORD_SETTLE_MS = 500;
/** SPEC §4: the box goes idle 500 ms after the input loses focus. */
export const BLUR_IDLE_MS = 500;

export interface SearchBoxMachineState {
  status: SearchBoxStatus;
  /** The word as typed (or read from the URL's `q`). */
  word: string;
  /** The autocomplete suggestions; filled only in `success`. */
  suggestions: string[];
}

export type SearchBoxEvent =
  /** The box mounted; `search` is the page URL's query string (`?q=...`). */
  | { type: 'start'; search: string }
  /** A keystroke: the word changes at once, the state only when it settles. */
  | { type: 'wordTyped'; word: string }
  /** The typed word settled (no typing for WORD_SETTLE_MS). */
  | { type: 'wordSettled'; word: string }
  /** Autocomplete answered for `word` (older answers for another word are dropped). */
  | { type: 'suggestionsReceived'; word: string; suggestions: string[] }
  /** The token or autocomplete call failed. */
  | { type: 'fetchFailed'; message: string }
  /** BLUR_IDLE_MS after the input lost focus; `ontoResult` when focus went to a suggestion. */
  | { type: 'blurred'; ontoResult: boolean }
  /** The visitor pressed Escape: the suggestions close at once and the word stays, ready for Enter. */
  | { type: 'dismissed' };

export type SearchBoxEffect =
  | { type: 'fetchToken' }
  | { type: 'fetchSuggestions'; word: string }
  /** SPEC §8 'Search': a failure is reported to /reporting. */
  | { type: 'reportFailure'; message: string };

export interface SearchBoxTransition {
  state: SearchBoxMachineState;
  effects: SearchBoxEffect[];
}

export const initialSearchBoxMachineState: SearchBoxMachineState = {
  status: 'initial',
  word: '',
  suggestions: [],
};

const stay = (state: SearchBoxMachineState): SearchBoxTransition => ({ state, effects: [] });

/** The next state of the search box and the effects to run, for one event. */
export function searchBoxTransition(
  state: SearchBoxMachineState,
  event: SearchBoxEvent,
): SearchBoxTransition {
  // Before `start` there is no token, so nothing but typing can happen yet.
  if (state.status === 'initial' && event.type !== 'start' && event.type !== 'wordTyped') return stay(state);

  switch (event.type) {
    case 'start': {
      if (state.status !== 'initial') return stay(state);
      const word = queryWordFromSearch(event.search);
      return {
        state: word.trim()
          ? { status: 'ready', word, suggestions: [] }
          : { ...state, status: 'idle', suggestions: [] },
        effects: [{ type: 'fetchToken' }],
      };
    }
    case 'wordTyped':
      return stay({ ...state, word: event.word });
    case 'wordSettled': {
      const word = event.word.trim();
      if (!word) return stay({ status: 'idle', word: event.word, suggestions: [] });
      // A word the page opened with (ready) is already the visitor's search: no suggestions for it.
      if (state.status === 'ready') return stay({ ...state, word: event.word });
      return {
        state: { status: 'fetch', word: event.word, suggestions: [] },
        effects: [{ type: 'fetchSuggestions', word }],
      };
    }
    case 'suggestionsReceived': {
      if (state.status !== 'fetch' || event.word !== state.word.trim()) return stay(state);
      return event.suggestions.length > 0
        ? stay({ ...state, status: 'success', suggestions: event.suggestions })
        : stay({ ...state, status: 'empty', suggestions: [] });
    }
    case 'fetchFailed':
      if (state.status !== 'fetch') return stay(state);
      return {
        state: { ...state, status: 'error', suggestions: [] },
        effects: [{ type: 'reportFailure', message: event.message }],
      };
    case 'blurred':
      if (event.ontoResult) return stay(state);
      return stay({ ...state, status: 'idle', suggestions: [] });
    case 'dismissed':
      return stay({ ...state, status: 'idle', suggestions: [] });
  }
}
