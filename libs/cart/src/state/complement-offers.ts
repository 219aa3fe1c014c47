import { createSelector } from '@reduxjs/toolkit';
import { withHasBeenAdded } from '../core/complements';
import type { CartRootState } from './cart.slice';

/**
 * The complements with hasBeenAdded also derived from the cart's lines (SPEC §4 'Add-on'). Apart from the
 * slice, which every page loads (the header's summary), so reselect comes only with the cart page (issue 16).
 */
export const selectComplementOffers = createSelector(
  [(state: CartRootState) => state.cart.complements.items, (state: CartRootState) => state.site.shopping],
  (items, cart) => withHasBeenAdded(items, cart),
);
