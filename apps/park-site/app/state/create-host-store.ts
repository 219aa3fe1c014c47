import { persistStore } from 'redux-persist';
import { createSiteStore } from '@parks/site';
import { createHostReducers } from './host-reducers';

/** The host's store: the site slice plus every feature slice this site mounts. */
export function createHostStore(preloadedState: Record<string, unknown>) {
  return createSiteStore({ reducers: createHostReducers(), preloadedState });
}

/** At most this long (ms) before the stored preferences are restored on a page that is never idle. */
const RESTORE_TIMEOUT_MS = 2000;

/**
 * Restores the persisted layout preferences and booking draft once the browser is idle after hydration,
 * so reading localStorage and the re-render it causes never lengthen the hydration task; no PersistGate
 * holds the page back, and the first client render matches the server's markup. Returns the cancel.
 */
export function restorePersistedState(store: HostStore): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => persistStore(store), { timeout: RESTORE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: the next task, after the hydration's.
  const handle = setTimeout(() => persistStore(store), 1);
  return () => clearTimeout(handle);
}

export type HostStore = ReturnType<typeof createHostStore>;
