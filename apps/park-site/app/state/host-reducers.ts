import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type Storage } from 'redux-persist';
import { sessionSlice } from '@parks/auth';
import { bookingPersistConfig, bookingSlice } from '@parks/booking';
import { cartSlice } from '@parks/cart';
import { currencySlice } from '@parks/currency';
import { searchBoxSlice } from '@parks/search';
import { type SiteRootState } from '@parks/site';
import { layoutPreferencesPersistConfig, layoutPreferencesSlice } from '@parks/ui-header';

/** Storage for the server: nothing is persisted there (STYLE 'State and data'). */
const noopStorage: Storage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

function browserStorage(): Storage {
  if (typeof window === 'undefined') return noopStorage;
  return {
    getItem: async (key: string) => window.localStorage.getItem(key),
    setItem: async (key: string, value: string) => window.localStorage.setItem(key, value),
    removeItem: async (key: string) => window.localStorage.removeItem(key),
  };
}

/**
 * The feature slices this site mounts, keyed by their reducerPath. The layout preferences (banner
 * dismissed, cookie notice accepted) and the booking draft are persisted, in the browser's localStorage.
 */
export function createHostReducers() {
  return {
    [currencySlice.reducerPath]: currencySlice.reducer,
    [searchBoxSlice.reducerPath]: searchBoxSlice.reducer,
    [cartSlice.reducerPath]: cartSlice.reducer,
    [sessionSlice.reducerPath]: sessionSlice.reducer,
    [layoutPreferencesSlice.reducerPath]: persistReducer(
      { ...layoutPreferencesPersistConfig, storage: browserStorage() },
      layoutPreferencesSlice.reducer,
    ),
    [bookingSlice.reducerPath]: persistReducer(
      { ...bookingPersistConfig, storage: browserStorage() },
      bookingSlice.reducer,
    ),
  } satisfies Record<string, Reducer>;
}

/** The host's store as its components read it: the site slice and every slice mounted above. */
export type RootState = SiteRootState & {
  [Path in keyof ReturnType<typeof createHostReducers>]: ReturnType<
    ReturnType<typeof createHostReducers>[Path]
  >;
};
