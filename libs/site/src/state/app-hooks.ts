import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { SiteState } from './site.slice';

/**
 * The part of the store every host has: the site slice. A lib's root state adds the slices it reads
 * (`CartRootState`: cart and site); the host's own `RootState` is the whole store it builds.
 */
export interface SiteRootState {
  site: SiteState;
}

/** A store's dispatch over `State`, thunks included. */
export type AppDispatch<State = SiteRootState> = ThunkDispatch<State, unknown, UnknownAction>;

/**
 * `useAppDispatch` and `useAppSelector` typed over the state a lib (or a host) knows of, so a thunk or
 * a selector that needs a slice the store's type does not have fails to compile. Libraries never own
 * the store (STYLE 'State and data'): each types only its own view of it.
 */
export function appHooks<State extends object>() {
  return {
    useAppDispatch: useDispatch.withTypes<AppDispatch<State>>(),
    useAppSelector: useSelector.withTypes<State>(),
  };
}
