import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { selectIsMobile } from '@parks/site';

const noSubscription = () => () => undefined;

/**
 * The site state's mobile layout flag (chosen from the user-agent, SPEC §1), unless a prop overrides
 * it. Reads the store only when there is one, so the error pages also render when the host's root
 * loader failed before a store existed (desktop layout then).
 */
export function useSiteMobile(override?: boolean): boolean {
  const store = useContext(ReactReduxContext)?.store;
  const read = () =>
    store ? selectIsMobile(store.getState() as Parameters<typeof selectIsMobile>[0]) : false;
  const mobile = useSyncExternalStore(store ? store.subscribe : noSubscription, read, read);
  return override ?? mobile;
}
