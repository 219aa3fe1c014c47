import { describe, expect, it } from '@jest/globals';
import type { CurrencyCode } from '@parks/contracts';
import {
  currencySet,
  currencySlice,
  selectCurrency,
  selectCurrencyCode,
  selectCurrencyId,
} from './currency.slice';

const reduce = currencySlice.reducer;

describe('currency slice', () => {
  it('starts at USD, currency_id 1 (SPEC §3 global site state)', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ code: 'USD', id: 1 });
  });

  it('sets a currency together with its id', () => {
    expect(reduce(undefined, currencySet('KRW'))).toEqual({ code: 'KRW', id: 11 });
  });

  it('ignores a code outside the 17', () => {
    const state = { code: 'EUR' as const, id: 3 };
    expect(reduce(state, currencySet('BTC' as CurrencyCode))).toBe(state);
  });

  it('is read from the root state under its reducerPath', () => {
    const root = { [currencySlice.reducerPath]: { code: 'PEN' as const, id: 13 } };
    expect(selectCurrencyCode(root)).toBe('PEN');
    expect(selectCurrencyId(root)).toBe(13);
    expect(selectCurrency(root).symbol).toBe('S/');
  });
});
