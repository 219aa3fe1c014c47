import { bookingSlice } from '@parks/booking';
import { layoutPreferencesSlice } from '@parks/ui-header';
import type { HostStore } from './create-host-store';

// Actions and selectors work on any copy of the slices (fresh modules per test below): types and paths.
const header = { ...layoutPreferencesSlice.actions, ...layoutPreferencesSlice.selectors };
const booking = { ...bookingSlice.actions, ...bookingSlice.selectors };

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

/** What redux-persist has written under `key`, once it includes `text` (it writes on a timer, after restoring). */
async function stored(key: string, text: string): Promise<string> {
  for (let tries = 0; tries < 50 && !(window.localStorage.getItem(key) ?? '').includes(text); tries += 1)
    await flush();
  return window.localStorage.getItem(key) ?? '';
}

/** How many times redux-persist's module was evaluated (once per fresh module registry, if at all). */
let mockPersistLoads = 0;
jest.mock('redux-persist', () => {
  mockPersistLoads += 1;
  return jest.requireActual('redux-persist');
});

/** Fresh modules per test: redux-persist counts as loaded only if this test's store loaded it. */
async function freshStore() {
  jest.resetModules();
  mockPersistLoads = 0;
  const { createHostStore, restorePersistedState } = await import('./create-host-store');
  const store: HostStore = createHostStore({});
  return { store, restorePersistedState };
}

describe('restorePersistedState', () => {
  const idle: IdleRequestCallback[] = [];
  const original = globalThis.requestIdleCallback;
  const runIdle = async () => {
    idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    await flush();
  };
  beforeEach(() => {
    idle.length = 0;
    globalThis.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
    globalThis.cancelIdleCallback = (handle: number) => {
      idle.splice(handle - 1, 1);
    };
  });
  afterEach(() => {
    globalThis.requestIdleCallback = original;
    window.localStorage.clear();
  });

  describe('with preferences stored', () => {
    beforeEach(() => {
      window.localStorage.setItem(
        'persist:layoutPreferences',
        JSON.stringify({ cookieNoticeAccepted: 'true', dismissedBannerId: 'null' }),
      );
    });

    it('reads the stored preferences only once the browser is idle after hydration', async () => {
      const { store, restorePersistedState } = await freshStore();
      restorePersistedState(store);
      await flush();
      // Still the server's markup: nothing read, nothing re-rendered during the hydration task.
      expect(header.selectCookieNoticeAccepted(store.getState())).toBe(false);
      expect(mockPersistLoads).toBe(0);

      expect(idle).toHaveLength(1);
      await runIdle();
      expect(mockPersistLoads).toBe(1);
      expect(header.selectPreferencesRestored(store.getState())).toBe(true);
      expect(header.selectCookieNoticeAccepted(store.getState())).toBe(true);
    });

    it('reads nothing when the page is left before the browser was idle', async () => {
      const { store, restorePersistedState } = await freshStore();
      const cancel = restorePersistedState(store);
      cancel();
      expect(idle).toHaveLength(0);
      await flush();
      expect(header.selectCookieNoticeAccepted(store.getState())).toBe(false);
      expect(mockPersistLoads).toBe(0);
    });
  });

  it('restores a stored booking draft, and keeps writing its changes', async () => {
    window.localStorage.setItem(
      'persist:booking',
      JSON.stringify({
        productId: '7',
        month: '"2099-05"',
        date: '"2099-05-14"',
        _persist: '{"version":-1}',
      }),
    );
    const { store, restorePersistedState } = await freshStore();
    restorePersistedState(store);
    await runIdle();
    expect(booking.selectBookingRestored(store.getState())).toBe(true);
    expect(booking.selectBooking(store.getState())).toMatchObject({ productId: 7, date: '2099-05-14' });
    store.dispatch(booking.dateChosen('2099-05-15'));
    await flush();
    expect(await stored('persist:booking', '2099-05-15')).toContain('2099-05-15');
  });

  it('with nothing stored, never loads redux-persist until the visitor changes a remembered slice', async () => {
    const { store, restorePersistedState } = await freshStore();
    restorePersistedState(store);
    await runIdle();
    // Nothing to restore: no chunk, no PERSIST/REHYDRATE re-render; the slices count as restored.
    expect(mockPersistLoads).toBe(0);
    expect(header.selectPreferencesRestored(store.getState())).toBe(true);
    expect(booking.selectBookingRestored(store.getState())).toBe(true);
    // Another slice's change (the currency, the cart) loads nothing either.
    store.dispatch({ type: 'anything/else' });
    await flush();
    expect(mockPersistLoads).toBe(0);

    store.dispatch(header.cookieNoticeAccepted());
    await flush();
    expect(mockPersistLoads).toBe(1);
    // The change stays (nothing stored to restore over it) and is what the browser now remembers.
    expect(header.selectCookieNoticeAccepted(store.getState())).toBe(true);
    expect(header.selectPreferencesRestored(store.getState())).toBe(true);
    expect(JSON.parse(await stored('persist:layoutPreferences', 'true'))).toMatchObject({
      cookieNoticeAccepted: 'true',
    });
  });

  it('with nothing stored, loads redux-persist at idle for a slice changed during hydration (the booking widget)', async () => {
    const { store, restorePersistedState } = await freshStore();
    restorePersistedState(store);
    store.dispatch(booking.productChosen({ productId: 3, today: '2099-01-10' }));
    await runIdle();
    expect(mockPersistLoads).toBe(1);
    expect(booking.selectBooking(store.getState())).toMatchObject({ productId: 3, month: '2099-01' });
    expect(await stored('persist:booking', '2099-01')).toContain('2099-01');
  });
});
