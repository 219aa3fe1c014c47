import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrencyCode } from '@parks/contracts';
import { currencyByCode, isCurrencyCode } from '../core/currencies';
import { currencyStateFor, initialCurrencyState, type CurrencyState } from '../core/currency-state';

/**
 * The visitor's currency, seeded by the host's root loader (SPEC §4 steps 2–6) and changed by the
 * currency selector. Not persisted in the browser: the currency cookies already carry it to the server.
 */
export const currencySlice = createSlice({
  name: 'currency',
  initialState: initialCurrencyState,
  reducers: {
    currencySet(state, action: PayloadAction<CurrencyCode>) {
      // A code from outside the 17 (a stale cookie, an API typo) must not put the store out of step.
      if (!isCurrencyCode(action.payload)) return state;
      return currencyStateFor(action.payload);
    },
  },
  selectors: {
    selectCurrencyCode: (state: CurrencyState) => state.code,
    selectCurrencyId: (state: CurrencyState) => state.id,
    // The records are module constants, so this returns a stable reference without memoising.
    selectCurrency: (state: CurrencyState) => currencyByCode(state.code),
  },
});

export const { currencySet } = currencySlice.actions;
export const { selectCurrencyCode, selectCurrencyId, selectCurrency } = currencySlice.selectors;
