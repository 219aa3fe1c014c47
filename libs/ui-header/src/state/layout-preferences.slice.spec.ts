import { describe, expect, it } from '@jest/globals';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Storage } from 'redux-persist';
import {
  bannerDismissed,
  cookieNoticeAccepted,
  initialLayoutPreferencesState,
  layoutPreferencesPersistConfig,
  layoutPreferencesSlice,
  selectCookieNoticeAccepted,
  selectDismissedBannerId,
  selectIsBannerDismissed,
  selectPreferencesRestored,
} from './layout-preferences.slice';

const reducer = layoutPreferencesSlice.reducer;
const root = (state = initialLayoutPreferencesState) => ({ layoutPreferences: state });

describe('layoutPreferences slice', () => {
  it('starts with no banner dismissed and the cookie notice not accepted', () => {
    const state = reducer(undefined, { type: 'init' });
    expect(state).toEqual({ dismissedBannerId: null, cookieNoticeAccepted: false });
  });

  it('remembers the id of the dismissed banner; another banner id is not dismissed', () => {
    const state = reducer(undefined, bannerDismissed('presale-2026-12'));
    expect(selectDismissedBannerId(root(state))).toBe('presale-2026-12');
    expect(selectIsBannerDismissed(root(state), 'presale-2026-12')).toBe(true);
    expect(selectIsBannerDismissed(root(state), 'summer-2027')).toBe(false);
  });

  it('remembers that the cookie notice was accepted', () => {
    const state = reducer(undefined, cookieNoticeAccepted());
    expect(selectCookieNoticeAccepted(root(state))).toBe(true);
  });

  it('counts the preferences as restored unless redux-persist is still rehydrating', () => {
    expect(selectPreferencesRestored(root())).toBe(true);
    const pending = { ...initialLayoutPreferencesState, _persist: { version: -1, rehydrated: false } };
    expect(selectPreferencesRestored({ layoutPreferences: pending })).toBe(false);
  });
});

describe('layoutPreferencesPersistConfig', () => {
  function memoryStorage(): Storage & { items: Map<string, string> } {
    const items = new Map<string, string>();
    return {
      items,
      getItem: async (key: string) => items.get(key) ?? null,
      setItem: async (key: string, value: string) => void items.set(key, value),
      removeItem: async (key: string) => void items.delete(key),
    };
  }

  async function persistedStore(storage: Storage) {
    const store = configureStore({
      reducer: combineReducers({
        [layoutPreferencesSlice.reducerPath]: persistReducer(
          { ...layoutPreferencesPersistConfig, storage },
          layoutPreferencesSlice.reducer,
        ),
      }),
      middleware: (getDefault) => getDefault({ serializableCheck: false }),
    });
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    return { store, persistor };
  }

  it('keeps the dismissal and the acceptance across page loads', async () => {
    const storage = memoryStorage();
    const first = await persistedStore(storage);
    first.store.dispatch(bannerDismissed('presale-2026-12'));
    first.store.dispatch(cookieNoticeAccepted());
    await first.persistor.flush();

    const second = await persistedStore(storage);
    const state = second.store.getState();
    expect(selectIsBannerDismissed(state, 'presale-2026-12')).toBe(true);
    expect(selectCookieNoticeAccepted(state)).toBe(true);
    expect(selectPreferencesRestored(state)).toBe(true);
    expect(JSON.parse(storage.items.get('persist:layoutPreferences') ?? '{}')).toMatchObject({
      dismissedBannerId: '"presale-2026-12"',
      cookieNoticeAccepted: 'true',
    });
  });
});
