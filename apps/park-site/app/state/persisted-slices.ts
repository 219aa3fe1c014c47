import { persistReducer, persistStore, type Storage } from 'redux-persist';
import type { Store } from '@reduxjs/toolkit';
import type { PersistedSlot } from './host-reducers';

const localStorageAsync: Storage = {
  getItem: async (key: string) => window.localStorage.getItem(key),
  setItem: async (key: string, value: string) => window.localStorage.setItem(key, value),
  removeItem: async (key: string) => window.localStorage.removeItem(key),
};

/**
 * redux-persist for the remembered slices, in the browser only: each slot's reducer becomes its
 * `persistReducer` (the slice's config, localStorage), then `persistStore` restores what was stored and
 * from then on writes every change. Its own chunk: loaded by create-host-store.ts only when something is
 * stored or one of the slices changes.
 */
export function persistSlices(store: Store, slots: readonly PersistedSlot[]) {
  for (const slot of slots)
    slot.use(persistReducer({ ...slot.config, storage: localStorageAsync }, slot.base));
  return persistStore(store);
}
