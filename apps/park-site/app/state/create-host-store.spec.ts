import {
  layoutPreferencesSlice,
  selectCookieNoticeAccepted,
  selectPreferencesRestored,
} from '@parks/ui-header';
import { bookingSlice } from '@parks/booking';
import { createHostStore, restorePersistedState } from './create-host-store';
import { persistedSlices } from './host-reducers';

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('restorePersistedState', () => {
  const idle: IdleRequestCallback[] = [];
  const original = globalThis.requestIdleCallback;
  beforeEach(() => {
    idle.length = 0;
    globalThis.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
    globalThis.cancelIdleCallback = (handle: number) => {
      idle.splice(handle - 1, 1);
    };
    window.localStorage.setItem(
      'persist:layoutPreferences',
      JSON.stringify({ cookieNoticeAccepted: 'true', dismissedBannerId: 'null' }),
    );
  });
  afterEach(() => {
    globalThis.requestIdleCallback = original;
    window.localStorage.clear();
  });

  it('reads the stored preferences only once the browser is idle after hydration', async () => {
    const store = createHostStore({});
    restorePersistedState(store);
    await flush();
    // Still the server's markup: nothing read, nothing re-rendered during the hydration task.
    expect(selectCookieNoticeAccepted(store.getState())).toBe(false);

    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    await flush();
    expect(selectPreferencesRestored(store.getState())).toBe(true);
    expect(selectCookieNoticeAccepted(store.getState())).toBe(true);
  });

  it('reads nothing when the page is left before the browser was idle', async () => {
    const store = createHostStore({});
    const cancel = restorePersistedState(store);
    cancel();
    expect(idle).toHaveLength(0);
    await flush();
    expect(selectCookieNoticeAccepted(store.getState())).toBe(false);
  });
});

// The site's own persistence (persisted-slices.ts) reads and writes what redux-persist wrote and read, so a
// visitor's banner and cookie choices and booking draft survive the change in either direction.
describe('the persisted slices, as redux-persist kept them', () => {
  const restoreNow = async (store: ReturnType<typeof createHostStore>) => {
    const original = globalThis.requestIdleCallback;
    globalThis.requestIdleCallback = ((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    }) as typeof requestIdleCallback;
    try {
      restorePersistedState(store);
    } finally {
      globalThis.requestIdleCallback = original;
    }
  };
  afterEach(() => window.localStorage.clear());

  it('stores each slice under its key, which is also its place in the store', () => {
    expect(persistedSlices.map((slice) => slice.key)).toEqual([
      layoutPreferencesSlice.reducerPath,
      bookingSlice.reducerPath,
    ]);
  });

  it('marks the preferences as restoring, then restores them in the same task, then writes changes back', async () => {
    window.localStorage.setItem(
      'persist:layoutPreferences',
      JSON.stringify({
        cookieNoticeAccepted: 'true',
        dismissedBannerId: 'null',
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const store = createHostStore({});
    // The server's state, as the page hydrates: no marker, so nothing waits.
    expect(selectPreferencesRestored(store.getState())).toBe(true);
    await restoreNow(store);
    expect(selectPreferencesRestored(store.getState())).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(selectPreferencesRestored(store.getState())).toBe(true);
    expect(selectCookieNoticeAccepted(store.getState())).toBe(true);

    store.dispatch(layoutPreferencesSlice.actions.bannerDismissed('winter-2026'));
    await flush();
    expect(JSON.parse(window.localStorage.getItem('persist:layoutPreferences') ?? '{}')).toEqual({
      dismissedBannerId: '"winter-2026"',
      cookieNoticeAccepted: 'true',
      _persist: '{"version":-1,"rehydrated":true}',
    });
  });

  it('keeps only the booking draft’s whitelisted fields, and restores nothing from unreadable storage', async () => {
    window.localStorage.setItem('persist:booking', '{not json');
    const store = createHostStore({});
    await restoreNow(store);
    await flush();
    expect(store.getState().booking).toMatchObject({ _persist: { version: -1, rehydrated: true } });
    store.dispatch(bookingSlice.actions.availabilityRequested());
    await flush();
    const stored = JSON.parse(window.localStorage.getItem('persist:booking') ?? '{}') as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(
      ['productId', 'month', 'date', 'schedule', 'passengers', 'addOns', 'from', '_persist'].sort(),
    );
  });
});
