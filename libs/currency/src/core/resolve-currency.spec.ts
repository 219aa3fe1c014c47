import { describe, expect, it } from '@jest/globals';
import { resolveCurrency } from './resolve-currency';

describe('resolveCurrency (SPEC §4 steps 2–4)', () => {
  it('derives MXN from es and USD from en when there is no geolocation', () => {
    expect(resolveCurrency({ language: 'es', cookies: {} })).toEqual({ country: 'MX', code: 'MXN', id: 2 });
    expect(resolveCurrency({ language: 'en', cookies: {} })).toEqual({ country: 'US', code: 'USD', id: 1 });
    expect(resolveCurrency({ language: 'pt', cookies: {} })).toEqual({ country: 'US', code: 'USD', id: 1 });
  });

  it('lets the CDN geolocation override the country', () => {
    expect(resolveCurrency({ language: 'es', geoCountry: 'de', cookies: {} })).toEqual({
      country: 'DE',
      code: 'EUR',
      id: 3,
    });
    expect(resolveCurrency({ language: 'en', geoCountry: 'BR', cookies: {} }).code).toBe('USD');
  });

  it('ignores an empty geolocation header', () => {
    expect(resolveCurrency({ language: 'es', geoCountry: '  ', cookies: {} }).country).toBe('MX');
  });

  it('lets the _currency and _currency_id cookies win over the geolocation', () => {
    const resolved = resolveCurrency({
      language: 'es',
      geoCountry: 'MX',
      cookies: { _currency: 'GBP', _currency_id: '4' },
    });
    expect(resolved).toEqual({ country: 'MX', code: 'GBP', id: 4 });
  });

  it('needs both cookies', () => {
    expect(resolveCurrency({ language: 'es', cookies: { _currency: 'GBP' } }).code).toBe('MXN');
    expect(resolveCurrency({ language: 'es', cookies: { _currency_id: '4' } }).code).toBe('MXN');
  });

  it('derives the id from the cookie code rather than trusting a mismatched id', () => {
    expect(
      resolveCurrency({ language: 'en', cookies: { _currency: 'JPY', _currency_id: '1' } }),
    ).toMatchObject({
      code: 'JPY',
      id: 16,
    });
  });

  it('falls back to the geo currency when the cookie names no known currency', () => {
    expect(resolveCurrency({ language: 'es', cookies: { _currency: 'BTC', _currency_id: '99' } }).code).toBe(
      'MXN',
    );
  });
});
