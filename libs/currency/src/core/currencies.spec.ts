import { describe, expect, it } from '@jest/globals';
import {
  CURRENCIES,
  CURRENCY_CODES,
  currencyByCode,
  currencyById,
  currencyIdFromCode,
  isCurrencyCode,
} from './currencies';

describe('currencies', () => {
  it('has the 17 ids of SPEC §3', () => {
    // prettier-ignore
    expect(Object.fromEntries(CURRENCIES.map((currency) => [currency.iso_code, currency.id]))).toEqual({
      USD: 1, MXN: 2, EUR: 3, GBP: 4, CAD: 5, COP: 6, CLP: 7, UYU: 8, RUB: 9,
      CNY: 10, KRW: 11, GTQ: 12, PEN: 13, CRC: 14, AUD: 15, JPY: 16, ARS: 17,
    });
    expect(CURRENCY_CODES).toHaveLength(17);
  });

  it('puts the symbol before the amount for USD and MXN only (SPEC §9)', () => {
    const before = CURRENCIES.filter((currency) => currency.position === 'I').map(
      (currency) => currency.iso_code,
    );
    expect(before).toEqual(['USD', 'MXN']);
  });

  it('presents USD as US$ and MXN as MXN$ (SPEC §9)', () => {
    expect(currencyByCode('USD').presentation_symbol).toBe('US$');
    expect(currencyByCode('MXN').presentation_symbol).toBe('MXN$');
  });

  it('gives every currency distinct separators', () => {
    for (const currency of CURRENCIES) {
      expect(currency.decimal_separator).not.toBe(currency.thousand_separator);
    }
  });

  it('looks an unknown code up as the USD id, 1 (SPEC §3)', () => {
    expect(currencyIdFromCode('EUR')).toBe(3);
    expect(currencyIdFromCode('XYZ')).toBe(1);
    expect(currencyIdFromCode('')).toBe(1);
    expect(currencyByCode('eur').iso_code).toBe('USD');
  });

  it('finds a currency by id', () => {
    expect(currencyById(16)?.iso_code).toBe('JPY');
    expect(currencyById(99)).toBeUndefined();
  });

  it('recognises exactly the 17 codes', () => {
    expect(isCurrencyCode('ARS')).toBe(true);
    expect(isCurrencyCode('ars')).toBe(false);
    expect(isCurrencyCode('BRL')).toBe(false);
    expect(isCurrencyCode(1)).toBe(false);
  });
});
