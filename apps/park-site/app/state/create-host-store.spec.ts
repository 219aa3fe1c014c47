import {
  selectCookieNoticeAccepted,
  selectPreferencesRestored,
} from '@parks/ui-header';
import { createHostStore, restorePersistedState } from './create-host-store';

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
