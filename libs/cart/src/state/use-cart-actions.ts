import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectLanguage } from '@parks/site';
import { useCartApi } from '../api/cart-api-context';
import type { CartRootState } from './cart.slice';
import {
  addComplement,
  loadComplements,
  removeCartLine,
  updateCartLine,
  type CartLineChanges,
} from './cart.thunks';

/** The store's dispatch as the cart thunks need it. */
export const useCartDispatch = useDispatch.withTypes<ThunkDispatch<CartRootState, unknown, UnknownAction>>();

/** What the cart page can do, bound to the provided cart API and the page's language. */
export interface CartActions {
  updateLine: (idLine: string, changes: CartLineChanges) => Promise<boolean>;
  removeLine: (idLine: string) => Promise<boolean>;
  loadComplements: () => Promise<void>;
  /** Adds the complement's admission (`idProduct` = its `id`) or its tour upgrade (`idUpgrade`). */
  addComplement: (complementId: number, idProduct: number) => Promise<boolean>;
}

/** The cart thunks with `useCartApi()` and the site's language: what the cart page's components call. */
export function useCartActions(): CartActions {
  const api = useCartApi();
  const dispatch = useCartDispatch();
  const language = useSelector(selectLanguage);
  return useMemo(
    () => ({
      updateLine: (idLine, changes) => dispatch(updateCartLine(api, { idLine, changes, language })),
      removeLine: (idLine) => dispatch(removeCartLine(api, { idLine, language })),
      loadComplements: () => dispatch(loadComplements(api, language)),
      addComplement: (complementId, idProduct) =>
        dispatch(addComplement(api, { complementId, idProduct, language })),
    }),
    [api, dispatch, language],
  );
}
