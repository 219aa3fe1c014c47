import { describe, expect, it } from '@jest/globals';
import { currencyStateFor, initialCurrencyState } from './currency-state';

describe('currency state', () => {
  it('defaults to USD with currency_id 1 (SPEC §9)', () => {
    expect(initialCurrencyState).toEqual({ code: 'USD', id: 1 });
  });

  it("follows a cart's currency (SPEC §4 step 6)", () => {
    expect(currencyStateFor('AUD')).toEqual({ code: 'AUD', id: 15 });
  });

  it('gives USD for an unknown code', () => {
    expect(currencyStateFor('XXX')).toEqual({ code: 'USD', id: 1 });
  });
});
