import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server render and while hydrating, true afterwards: for parts that depend on what only
 * the browser knows (stored preferences) and must not make the hydrated markup differ.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
