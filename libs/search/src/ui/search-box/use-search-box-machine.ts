import { SEARCH_FAILURE_ERROR_CODE } from '@parks/contracts';
import { useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SearchClient } from '../../api/search-client';
import {
  BLUR_IDLE_MS,
  WORD_SETTLE_MS,
  searchBoxTransition,
  type SearchBoxEffect,
  type SearchBoxEvent,
} from '../../core/search-box.machine';
import { searchBoxAction, type SearchBoxState } from '../../state/search-box.slice';
import { useAppDispatch } from '../../state/search-hooks';

/** The component name the failure report carries (SPEC §7 '/reporting': params.componentName). */
const COMPONENT_NAME = 'SearchBox';

export interface SearchBoxMachine {
  /** The box mounted: reads `q` from the page's query string and fetches a token. */
  start(search: string): void;
  /** A keystroke: the word shows at once and settles after WORD_SETTLE_MS without typing. */
  type(word: string): void;
  /** The input lost focus; `ontoResult` when focus went to a suggestion (the box then stays open). */
  blur(ontoResult: boolean): void;
  /** Focus came back before the blur delay ran out. */
  refocus(): void;
  /** Escape: closes the suggestions now and keeps the word; a word still settling fetches nothing. */
  dismiss(): void;
  /** Stops the timers and the call in flight (the box unmounted). */
  dispose(): void;
}

interface MachineStore {
  getState(): { searchBox: SearchBoxState };
  dispatch(action: UnknownAction): unknown;
}

/**
 * The effect layer of the SPEC §4 machine: the slice holds the state; this owns the timers (the settle
 * debounce and the blur delay) and runs the effects each transition asks for against the search client.
 */
export function createSearchBoxMachine(store: MachineStore, client: SearchClient): SearchBoxMachine {
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let blurTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  function send(event: SearchBoxEvent): void {
    const { effects } = searchBoxTransition(store.getState().searchBox, event);
    store.dispatch(searchBoxAction(event));
    for (const effect of effects) run(effect);
  }

  function run(effect: SearchBoxEffect): void {
    switch (effect.type) {
      case 'fetchToken':
        // Fetched ahead so the first suggestions come sooner; a failure here surfaces (and is reported)
        // when autocomplete needs the token.
        client.token().catch(() => undefined);
        return;
      case 'fetchSuggestions': {
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        client.autocomplete(effect.word, { signal: controller.signal }).then(
          (suggestions) => {
            if (!controller.signal.aborted)
              send({ type: 'suggestionsReceived', word: effect.word, suggestions });
          },
          (error: unknown) => {
            if (!controller.signal.aborted)
              send({ type: 'fetchFailed', message: error instanceof Error ? error.message : String(error) });
          },
        );
        return;
      }
      case 'reportFailure':
        // Best effort: a failing report must not become a second failure for the visitor.
        client
          .report({
            error: SEARCH_FAILURE_ERROR_CODE,
            params: { componentName: COMPONENT_NAME, errorMessage: effect.message },
          })
          .catch(() => undefined);
        return;
    }
  }

  return {
    start: (search) => send({ type: 'start', search }),
    type(word) {
      send({ type: 'wordTyped', word });
      clearTimeout(settleTimer);
      settleTimer = setTimeout(() => send({ type: 'wordSettled', word }), WORD_SETTLE_MS);
    },
    blur(ontoResult) {
      clearTimeout(blurTimer);
      blurTimer = setTimeout(() => send({ type: 'blurred', ontoResult }), BLUR_IDLE_MS);
    },
    refocus: () => clearTimeout(blurTimer),
    dismiss() {
      clearTimeout(settleTimer);
      clearTimeout(blurTimer);
      inFlight?.abort();
      send({ type: 'dismissed' });
    },
    dispose() {
      clearTimeout(settleTimer);
      clearTimeout(blurTimer);
      inFlight?.abort();
    },
  };
}

/** The search box's machine for this component's lifetime, over the host's store. */
export function useSearchBoxMachine(client: SearchClient): SearchBoxMachine {
  const store = useStore<{ searchBox: SearchBoxState }>();
  const dispatch = useAppDispatch();
  const machine = useMemo(
    () => createSearchBoxMachine({ getState: store.getState, dispatch }, client),
    [store, dispatch, client],
  );
  useEffect(() => () => machine.dispose(), [machine]);
  return machine;
}
