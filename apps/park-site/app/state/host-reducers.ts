import type { Reducer } from '@reduxjs/toolkit';
import { sessionSlice } from '@parks/auth';
import { bookingPersistConfig, bookingSlice } from '@parks/booking';
import { cartSlice } from '@parks/cart';
import { currencySlice } from '@parks/currency';
import { searchBoxSlice } from '@parks/search';
import { type SiteRootState } from '@parks/site';
import { layoutPreferencesPersistConfig, layoutPreferencesSlice } from '@parks/ui-header';
import { persistedReducer, type PersistedSliceConfig } from './persisted-slices';

/**
 * The slices remembered in the browser (persisted-slices.ts), each stored under its key, which is also
 * its place in the store (the slice's reducerPath).
 */
export const persistedSlices: readonly PersistedSliceConfig[] = [
  layoutPreferencesPersistConfig,
  bookingPersistConfig,
];

/**
 * The feature slices this site mounts, keyed by their reducerPath. The layout preferences (banner
 * dismissed, cookie notice accepted) and the booking draft are persisted, in the browser's localStorage
 * (persisted-slices.ts; nothing is read or written on the server).
 */
export function createHostReducers() {
  return {
    [currencySlice.reducerPath]: currencySlice.reducer,
    [searchBoxSlice.reducerPath]: searchBoxSlice.reducer,
    [cartSlice.reducerPath]: cartSlice.reducer,
    [sessionSlice.reducerPath]: sessionSlice.reducer,
    [layoutPreferencesSlice.reducerPath]: persistedReducer(
      layoutPreferencesPersistConfig,
      layoutPreferencesSlice.reducer,
    ),
    [bookingSlice.reducerPath]: persistedReducer(bookingPersistConfig, bookingSlice.reducer),
  } satisfies Record<string, Reducer>;
}

/** The host's store as its components read it: the site slice and every slice mounted above. */
export type RootState = SiteRootState & {
  [Path in keyof ReturnType<typeof createHostReducers>]: ReturnType<
    ReturnType<typeof createHostReducers>[Path]
  >;
};
