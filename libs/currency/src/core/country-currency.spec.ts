import { describe, expect, it } from '@jest/globals';
import { currencyForCountry, defaultCountry } from './country-currency';

describe('currencyForCountry', () => {
  // prettier-ignore
  it.each([
    ['MX', 'MXN'], ['US', 'USD'], ['BR', 'USD'], ['PA', 'USD'], ['CA', 'CAD'], ['CO', 'COP'],
    ['GB', 'GBP'], ['ES', 'EUR'], ['NL', 'EUR'], ['DE', 'EUR'], ['FR', 'EUR'], ['CH', 'EUR'],
    ['SE', 'EUR'], ['IT', 'EUR'], ['CL', 'CLP'], ['AR', 'ARS'], ['PE', 'PEN'], ['JP', 'JPY'],
    ['CN', 'CNY'], ['KR', 'KRW'], ['RU', 'RUB'], ['AU', 'AUD'], ['UY', 'UYU'], ['GT', 'GTQ'],
    ['CR', 'CRC'],
  ])('maps %s to %s (SPEC §9)', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('gives USD to every other country, and to none', () => {
    expect(currencyForCountry('PT')).toBe('USD');
    expect(currencyForCountry('XX')).toBe('USD');
    expect(currencyForCountry('')).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
  });

  it('accepts a lower-case or padded country from a CDN header', () => {
    expect(currencyForCountry(' mx ')).toBe('MXN');
  });
});

describe('defaultCountry', () => {
  it('is MX for es and US otherwise (SPEC §4 step 2)', () => {
    expect(defaultCountry('es')).toBe('MX');
    expect(defaultCountry('en')).toBe('US');
    expect(defaultCountry('pt')).toBe('US');
  });
});
