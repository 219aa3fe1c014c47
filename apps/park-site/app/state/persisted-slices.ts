import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * The two client-only slices the site remembers in the browser (the layout preferences, the booking draft),
 * kept as redux-persist kept them, without redux-persist's code on every page (issue 16 §4: its
 * rehydration off the critical path; it was 2.4 KB gzip of the first load). Compatible both ways: the same
 * storage (`localStorage['persist:<key>']`: a JSON object of each whitelisted field's JSON, plus
 * `_persist`), the same `_persist: { version: -1, rehydrated }` marker in the slice's state (what the
 * slices' `selectPreferencesRestored` and `selectBookingRestored` read), the same merge (the stored fields
 * over the state's) and the same action types. Restored once the browser is idle after hydration
 * (create-host-store.ts), never on the server.
 */
export interface PersistedSliceConfig {
  /** The storage key's suffix, and the slice's key in the store. */
  key: string;
  /** The fields that are stored. */
  whitelist: readonly string[];
}

interface PersistMarker {
  version: number;
  rehydrated: boolean;
}

type Marked = Record<string, unknown> & { _persist?: PersistMarker };

// redux-persist's own action types: the store's serializable check already lets them through.
const PERSIST = 'persist/PERSIST';
const REHYDRATE = 'persist/REHYDRATE';
/** redux-persist's default version, written into the marker. */
const VERSION = -1;

const storageKey = (key: string) => `persist:${key}`;

/** The slice's reducer, marking its state as restoring (PERSIST) and merging the stored fields (REHYDRATE). */
export function persistedReducer<State>(config: PersistedSliceConfig, reducer: Reducer<State>): Reducer<State> {
  const persisted = (state: Marked | undefined, action: UnknownAction): Marked => {
    const own = (action as { key?: unknown }).key === config.key;
    if (own && action.type === PERSIST) {
      const current = state ?? (reducer(undefined, action) as Marked);
      return current._persist ? current : { ...current, _persist: { version: VERSION, rehydrated: false } };
    }
    if (own && action.type === REHYDRATE) {
      const stored = (action as { payload?: unknown }).payload;
      const merged: Marked = { ...(state ?? (reducer(undefined, action) as Marked)) };
      if (stored && typeof stored === 'object')
        for (const [field, value] of Object.entries(stored)) if (field !== '_persist') merged[field] = value;
      return { ...merged, _persist: { version: VERSION, ...state?._persist, rehydrated: true } };
    }
    if (!state?._persist) return reducer(state as State | undefined, action) as Marked;
    const { _persist, ...rest } = state;
    const next = reducer(rest as State, action) as Marked;
    return next === (rest as Marked) ? state : { ...next, _persist };
  };
  return persisted as unknown as Reducer<State>;
}

function readStored(key: string): Record<string, unknown> | undefined {
  try {
    const serialized = window.localStorage.getItem(storageKey(key));
    if (!serialized) return undefined;
    const stored: Record<string, unknown> = {};
    for (const [field, json] of Object.entries(JSON.parse(serialized) as Record<string, string>))
      stored[field] = JSON.parse(json);
    return stored;
  } catch {
    // Unreadable (storage blocked, or not JSON): nothing restored, as redux-persist did.
    return undefined;
  }
}

function writeStored(config: PersistedSliceConfig, state: Marked): void {
  const serialized: Record<string, string> = {};
  for (const field of [...config.whitelist, '_persist'])
    if (state[field] !== undefined) serialized[field] = JSON.stringify(state[field]);
  try {
    window.localStorage.setItem(storageKey(config.key), JSON.stringify(serialized));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

interface PersistableStore {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => unknown;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Restores each slice from the browser's storage, then writes it back whenever it changes. Like
 * redux-persist: the slice is marked as restoring first, and the stored fields arrive a few microtasks later
 * in the same task (so a component that waits for the restore, such as the booking widget applying a
 * linked date, sees it happen). Returns the stop.
 */
export function restorePersistedSlices(
  store: PersistableStore,
  slices: readonly PersistedSliceConfig[],
): () => void {
  let stopped = false;
  const unsubscribes: (() => void)[] = [];
  for (const config of slices) store.dispatch({ type: PERSIST, key: config.key });
  void Promise.resolve()
    .then(() => slices.map((config) => [config, readStored(config.key)] as const))
    .then((restored) => {
      if (stopped) return;
      for (const [config, stored] of restored) {
        const sliceOf = () => (store.getState() as Record<string, Marked>)[config.key];
        let written: Marked | undefined;
        let pending: ReturnType<typeof setTimeout> | undefined;
        unsubscribes.push(
          store.subscribe(() => {
            const slice = sliceOf();
            if (!slice?._persist?.rehydrated || slice === written || pending !== undefined) return;
            // Written after the dispatch that changed it, once per task (redux-persist's throttle of 0).
            pending = setTimeout(() => {
              pending = undefined;
              written = sliceOf();
              if (written) writeStored(config, written);
            }, 0);
          }),
        );
        store.dispatch({ type: REHYDRATE, key: config.key, payload: stored });
      }
    });
  return () => {
    stopped = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
