import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { holdMomentTaken, type CartRootState } from './cart.slice';

/**
 * Takes one moment of a hold (an announcement or the refetch at 0) for the caller, unless another timer of
 * the page took it already: true when the caller should act. Apart from the commands (cart.commands.ts),
 * which the header's summary loads only when it must read the cart again (issue 16).
 */
export function takeHoldMoment(moment: string): ThunkAction<boolean, CartRootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    // A host without the cart slice (only the header's summary) still announces, from its one timer.
    if ((getState() as Partial<CartRootState>).cart?.holdMoments.includes(moment)) return false;
    dispatch(holdMomentTaken(moment));
    return true;
  };
}
