import { persistStore } from 'redux-persist';
import { createSiteStore } from '@parks/site';
import { createHostReducers } from './host-reducers';

/** The host's store: the site slice plus every feature slice this site mounts. */
export function createHostStore(preloadedState: Record<string, unknown>) {
  return createSiteStore({ reducers: createHostReducers(), preloadedState });
}

/**
 * Restores the persisted layout preferences. Called after hydration, so the first client render
 * matches the server's markup; no PersistGate holds the page back.
 */
export function restorePersistedState(store: HostStore): void {
  persistStore(store);
}

export type HostStore = ReturnType<typeof createHostStore>;
