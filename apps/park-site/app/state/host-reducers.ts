import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { sessionSlice } from '@parks/auth';
import { bookingPersistConfig, bookingSlice } from '@parks/booking';
import { cartSlice } from '@parks/cart';
import { currencySlice } from '@parks/currency';
import { searchBoxSlice } from '@parks/search';
import { type SiteRootState } from '@parks/site';
import { layoutPreferencesPersistConfig, layoutPreferencesSlice } from '@parks/ui-header';

/**
 * A slice the browser remembers (redux-persist, in localStorage). It is mounted with its own reducer; once
 * redux-persist is loaded (state/persisted-slices.ts) its `persistReducer` takes the reducer's place.
 */
export interface PersistedSlot {
  /** The slice's `reducerPath` in the store. */
  path: string;
  /** The slice's persist config (`key`, `whitelist`); the host adds the storage. */
  config: { key: string; whitelist: string[] };
  /** The slice's own reducer, which redux-persist wraps. */
  base: Reducer;
  /** Mounts another reducer in the slice's place (redux-persist's wrapper of `base`). */
  use(reducer: Reducer): void;
}

/** A reducer that delegates to `base` until another one is mounted in its place. */
function swappable<S>(
  path: string,
  config: PersistedSlot['config'],
  base: Reducer<S>,
): { reducer: Reducer<S>; slot: PersistedSlot } {
  let current: Reducer = base;
  const reducer = ((state: S | undefined, action: UnknownAction) => current(state, action)) as Reducer<S>;
  return { reducer, slot: { path, config, base, use: (next) => (current = next) } };
}

/**
 * The feature slices this site mounts, keyed by their reducerPath, and the two the browser remembers: the
 * layout preferences (banner dismissed, cookie notice accepted) and the booking draft. redux-persist is not
 * imported here: a page whose visitor has nothing remembered never loads it (create-host-store.ts).
 */
export function createHostReducers() {
  const layout = swappable(
    layoutPreferencesSlice.reducerPath,
    layoutPreferencesPersistConfig,
    layoutPreferencesSlice.reducer,
  );
  const booking = swappable(bookingSlice.reducerPath, bookingPersistConfig, bookingSlice.reducer);
  return {
    reducers: {
      [currencySlice.reducerPath]: currencySlice.reducer,
      [searchBoxSlice.reducerPath]: searchBoxSlice.reducer,
      [cartSlice.reducerPath]: cartSlice.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
      [layoutPreferencesSlice.reducerPath]: layout.reducer,
      [bookingSlice.reducerPath]: booking.reducer,
    } satisfies Record<string, Reducer>,
    persisted: [layout.slot, booking.slot],
  };
}

type HostReducers = ReturnType<typeof createHostReducers>['reducers'];

/** The host's store as its components read it: the site slice and every slice mounted above. */
export type RootState = SiteRootState & {
  [Path in keyof HostReducers]: ReturnType<HostReducers[Path]>;
};
