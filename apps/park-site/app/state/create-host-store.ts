import { createSiteStore } from '@parks/site';
import { hostReducers } from './host-reducers';

/** The host's store: the site slice plus every feature slice this site mounts. */
export function createHostStore(preloadedState: Record<string, unknown>) {
  return createSiteStore({ reducers: hostReducers, preloadedState });
}

export type HostStore = ReturnType<typeof createHostStore>;
