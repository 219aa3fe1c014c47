import { useMemo } from 'react';
import { appHooks, selectIsMobile, selectLanguage } from '@parks/site';
import { useCartApi } from '../api/cart-api-context';
import type { CartRootState } from './cart.slice';
import {
  addCartLineAddOn,
  addComplement,
  holdCartLineAgain,
  keepCartHold,
  loadComplements,
  refreshCart,
  removeCartLine,
  updateCartLine,
  type CartLineChanges,
} from './cart.commands';
import { takeHoldMoment } from './hold-moments';

/** The store's dispatch and selector typed over the cart's view of it (the cart and site slices). */
export const { useAppDispatch: useCartDispatch, useAppSelector: useCartSelector } = appHooks<CartRootState>();

/** What the cart page can do, bound to the provided cart API and the page's language. */
export interface CartActions {
  updateLine: (idLine: string, changes: CartLineChanges) => Promise<boolean>;
  removeLine: (idLine: string) => Promise<boolean>;
  /** Adds an add-on (the weather guarantee) to a line, keeping the ones it has. */
  addLineAddOn: (idLine: string, idProduct: number) => Promise<boolean>;
  loadComplements: () => Promise<void>;
  /** Adds the complement's admission (`idProduct` = its `id`) or its tour upgrade (`idUpgrade`). */
  addComplement: (complementId: number, idProduct: number) => Promise<boolean>;
  /** 'Keep my tickets': extends the cart's hold for another period. */
  keepHold: () => Promise<boolean>;
  /** 'Hold again' a line whose hold ended. */
  holdLineAgain: (idLine: string) => Promise<boolean>;
  /** Reads the cart again (its hold ran out). */
  refreshCart: () => Promise<boolean>;
  /** Whether this caller acts on a hold's moment (announcement, refetch) that no other timer took yet. */
  takeHoldMoment: (moment: string) => boolean;
}

/** The cart commands with `useCartApi()` and the site's language: what the cart page's components call. */
export function useCartActions(): CartActions {
  const api = useCartApi();
  const dispatch = useCartDispatch();
  const language = useCartSelector(selectLanguage);
  const mobile = useCartSelector(selectIsMobile);
  return useMemo(
    () => ({
      updateLine: (idLine, changes) => dispatch(updateCartLine(api, { idLine, changes, language })),
      removeLine: (idLine) => dispatch(removeCartLine(api, { idLine, language })),
      addLineAddOn: (idLine, idProduct) => dispatch(addCartLineAddOn(api, { idLine, idProduct, language })),
      loadComplements: () => dispatch(loadComplements(api, language)),
      addComplement: (complementId, idProduct) =>
        dispatch(addComplement(api, { complementId, idProduct, language })),
      keepHold: () => dispatch(keepCartHold(api, { language })),
      holdLineAgain: (idLine) => dispatch(holdCartLineAgain(api, { idLine, language })),
      refreshCart: () => dispatch(refreshCart(api, { language, mobile })),
      takeHoldMoment: (moment) => dispatch(takeHoldMoment(moment)),
    }),
    [api, dispatch, language, mobile],
  );
}
