import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';

/**
 * The store's provider, hydrating against the state the server rendered with. A part of the page that
 * hydrates later (an island, when it comes into view or is pressed) would otherwise read the store as it
 * is by then: a cart re-priced in another currency, a restored preference. Its HTML would not match, and
 * React would throw the server's HTML away and report a hydration error. With `serverState` it hydrates
 * against the first state and then renders the current one.
 */
export function HostStoreProvider({ store, children }: { store: Store; children: ReactNode }) {
  // The store is built from the page load's state, as on the server, and nothing dispatches before the
  // first render: its state now is the one the server's HTML shows.
  const [serverState] = useState(() => store.getState() as unknown);
  return (
    <ReduxProvider store={store} serverState={serverState}>
      {children}
    </ReduxProvider>
  );
}
