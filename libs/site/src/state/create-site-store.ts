import { combineReducers, configureStore, type Reducer, type ReducersMapObject } from '@reduxjs/toolkit';
import { siteSlice } from './site.slice';

export interface CreateSiteStoreOptions {
  /** The feature slices' reducers the host mounts, keyed by each slice's `reducerPath`. */
  reducers: ReducersMapObject;
  /** The state the host's root loader computed for this request. */
  preloadedState?: Record<string, unknown>;
  /** Wraps the root reducer, e.g. with redux-persist's persistReducer in the browser. */
  enhanceReducer?: (reducer: Reducer) => Reducer;
}

/**
 * Builds one store: per request on the server, once per page in the browser (STYLE: libraries never
 * own the store). The host types its RootState from its own reducers.
 */
export function createSiteStore(options: CreateSiteStoreOptions) {
  const root: Reducer = combineReducers({ [siteSlice.reducerPath]: siteSlice.reducer, ...options.reducers });
  const reducer = options.enhanceReducer ? options.enhanceReducer(root) : root;
  return configureStore({
    reducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist dispatches actions carrying functions; they never reach the state.
        serializableCheck: { ignoredActions: ['persist/PERSIST', 'persist/REHYDRATE', 'persist/REGISTER'] },
      }),
  });
}

export type SiteStore = ReturnType<typeof createSiteStore>;
