import { describe, expect, it } from '@jest/globals';
import { formatAmount } from './format-amount';

const NBSP = '\u00a0';

describe('formatAmount', () => {
  it('puts the presentation symbol before USD and MXN amounts (SPEC §9)', () => {
    expect(formatAmount(1234.5, 'USD')).toBe('US$1,234.50');
    expect(formatAmount(1234.5, 'MXN')).toBe('MXN$1,234.50');
  });

  it('puts the symbol after every other currency', () => {
    expect(formatAmount(1234.5, 'EUR')).toBe(`1.234,50${NBSP}€`);
    expect(formatAmount(89, 'GBP')).toBe(`89.00${NBSP}£`);
    expect(formatAmount(1500000, 'COP')).toBe(`1.500.000,00${NBSP}COP$`);
  });

  it('rounds currencies without minor units to whole units', () => {
    expect(formatAmount(18990.6, 'JPY')).toBe(`18,991${NBSP}JP¥`);
    expect(formatAmount(45000.4, 'CLP')).toBe(`45.000${NBSP}CLP$`);
    expect(formatAmount(120000, 'KRW')).toBe(`120,000${NBSP}₩`);
  });

  it('rounds to the minor unit', () => {
    expect(formatAmount(10.005, 'USD')).toMatch(/^US\$10\.0[01]$/);
    expect(formatAmount(0.999, 'USD')).toBe('US$1.00');
  });

  it('prints negatives with a leading minus, and no minus on a zero', () => {
    expect(formatAmount(-10, 'USD')).toBe('-US$10.00');
    expect(formatAmount(-10, 'EUR')).toBe(`-10,00${NBSP}€`);
    expect(formatAmount(-0.001, 'USD')).toBe('US$0.00');
  });

  it('can print the bare symbol, the code or the number alone', () => {
    expect(formatAmount(5, 'USD', { display: 'symbol' })).toBe('$5.00');
    expect(formatAmount(5, 'USD', { display: 'code' })).toBe(`USD${NBSP}5.00`);
    expect(formatAmount(5, 'PEN', { display: 'code' })).toBe(`5.00${NBSP}PEN`);
    expect(formatAmount(1234.5, 'EUR', { display: 'none' })).toBe('1.234,50');
  });

  it('can print fewer decimals than the currency has, never more', () => {
    expect(formatAmount(1399.53, 'MXN', { display: 'none', maxDecimals: 0 })).toBe('1,400');
    expect(formatAmount(356000.25, 'COP', { maxDecimals: 0 })).toBe(`356.000${NBSP}COP$`);
    expect(formatAmount(18990.6, 'JPY', { maxDecimals: 2 })).toBe(`18,991${NBSP}JP¥`);
  });

  it('formats an unknown code as USD', () => {
    expect(formatAmount(3, 'XYZ')).toBe('US$3.00');
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatAmount(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => formatAmount(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
  });
});
