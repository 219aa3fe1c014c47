import { createSiteStore } from '@parks/site';
import { createHostReducers, type PersistedSlot } from './host-reducers';

interface PersistedSlices {
  slots: readonly PersistedSlot[];
  /** Each slot's state when the store was built, to tell when the visitor first changes one. */
  initial: readonly unknown[];
}

const persistedSlices = new WeakMap<object, PersistedSlices>();

/** The host's store: the site slice plus every feature slice this site mounts. */
export function createHostStore(preloadedState: Record<string, unknown>) {
  const { reducers, persisted } = createHostReducers();
  const store = createSiteStore({ reducers, preloadedState });
  const state = store.getState() as Record<string, unknown>;
  persistedSlices.set(store, { slots: persisted, initial: persisted.map((slot) => state[slot.path]) });
  return store;
}

/** At most this long (ms) before the stored preferences are restored on a page that is never idle. */
const RESTORE_TIMEOUT_MS = 2000;

/** Whether the browser has something stored under the persist config's key (redux-persist's `persist:<key>`). */
function hasStored(slot: PersistedSlot): boolean {
  try {
    return window.localStorage.getItem(`persist:${slot.config.key}`) !== null;
  } catch {
    // Storage refused (a private mode, a policy): there is nothing to restore from it.
    return false;
  }
}

/**
 * Restores the persisted layout preferences and booking draft once the browser is idle after hydration,
 * so reading localStorage and the re-render it causes never lengthen the hydration task; no PersistGate
 * holds the page back, and the first client render matches the server's markup. redux-persist itself is
 * loaded then only if something is stored; otherwise when the visitor first changes one of the slices
 * (its chunk, then `persistStore`: nothing to restore, the change written). Returns the cancel.
 */
export function restorePersistedState(store: HostStore): () => void {
  const entry = persistedSlices.get(store);
  if (!entry) return () => undefined;
  let cancelled = false;
  let started = false;
  let unsubscribe: (() => void) | undefined;
  const changed = () => {
    const state = store.getState() as Record<string, unknown>;
    return entry.slots.some((slot, index) => state[slot.path] !== entry.initial[index]);
  };
  const persist = () => {
    if (started) return;
    started = true;
    unsubscribe?.();
    void import('./persisted-slices').then(({ persistSlices }) => {
      if (!cancelled) persistSlices(store, entry.slots);
    });
  };
  const whenIdle = () => {
    if (entry.slots.some(hasStored) || changed()) return persist();
    unsubscribe = store.subscribe(() => {
      if (changed()) persist();
    });
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(whenIdle, { timeout: RESTORE_TIMEOUT_MS });
    return () => {
      cancelled = true;
      cancelIdleCallback(handle);
      unsubscribe?.();
    };
  }
  // Safari has no requestIdleCallback: the next task, after the hydration's.
  const handle = setTimeout(whenIdle, 1);
  return () => {
    cancelled = true;
    clearTimeout(handle);
    unsubscribe?.();
  };
}

export type HostStore = ReturnType<typeof createHostStore>;
