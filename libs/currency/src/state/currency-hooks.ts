import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { CurrencyState } from '../core/currency-state';

/** The currency's view of the store: its slice, mounted at `currencySlice.reducerPath`. */
export interface CurrencyRootState {
  currency: CurrencyState;
}

// A base lib without @parks/site: the same typed hooks as `appHooks` there, over the currency slice.
export const useAppDispatch =
  useDispatch.withTypes<ThunkDispatch<CurrencyRootState, unknown, UnknownAction>>();
export const useAppSelector = useSelector.withTypes<CurrencyRootState>();
