import { describe, expect, it } from '@jest/globals';
import { currencyCookieValues, currencyFromCookies } from './currency-cookies';

describe('currency cookies', () => {
  it('writes _currency and _currency_id (SPEC §4 cookie writes)', () => {
    expect(currencyCookieValues('CRC')).toEqual([
      ['_currency', 'CRC'],
      ['_currency_id', '14'],
    ]);
  });

  it('reads a currency back, tolerating case', () => {
    expect(currencyFromCookies({ _currency: 'eur', _currency_id: '3' })).toBe('EUR');
    expect(currencyFromCookies({ _currency: '', _currency_id: '3' })).toBeNull();
    expect(currencyFromCookies({})).toBeNull();
  });
});
