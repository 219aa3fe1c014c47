/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { ParkFacts, ShoppingCart } from '@parks/contracts';
import { createSensoriaConfig } from '../config/site-config';
import type { GetCart } from './fetch-page-cart';
import { runPageLoad, type PageLoadDependencies } from './run-page-load';

const config = createSensoriaConfig({ apiOrigin: 'http://127.0.0.1:3333' });
const cart: ShoppingCart = {
  IdCart: 'c',
  SessionId: 's-9',
  Currency: 'CAD',
  ProductCount: 1,
  WithErrors: false,
  Lines: [],
  Total: 10,
};

function deps(overrides: Partial<PageLoadDependencies> = {}): PageLoadDependencies {
  return {
    config,
    origin: 'https://parque.example',
    getCart: jest.fn<GetCart>(async () => ({ status: 200, cart })),
    cartBudgetMs: 100,
    secureCookies: false,
    reportSsrError: jest.fn(),
    loadParkFacts: jest.fn(async () => park),
    ...overrides,
  };
}

const park = { name: 'Parque Sensoria' } as ParkFacts;

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://parque.example${path}`, { headers });

describe('the page load pipeline', () => {
  it('takes the language from the path, es → MX → MXN', async () => {
    const result = await runPageLoad(request('/es/galeria/'), deps());
    expect(result).toMatchObject({
      language: 'es',
      country: 'MX',
      currency: { code: 'MXN', id: 2 },
      cart: null,
    });
    expect(result.page?.id).toBe('gallery');
  });
  it('falls back to en and the US for a path without a language', async () => {
    const result = await runPageLoad(request('/fr/whatever/'), deps());
    expect(result).toMatchObject({ language: 'en', country: 'US', currency: { code: 'USD', id: 1 } });
    expect(result.page).toBeUndefined();
  });
  it('lets the CDN country decide the currency', async () => {
    const result = await runPageLoad(request('/en/', { 'CloudFront-Viewer-Country': 'GB' }), deps());
    expect(result.currency).toEqual({ code: 'GBP', id: 4 });
  });
  it('reads the CDN header name the site configures', async () => {
    const custom = { ...config, geoHeader: 'X-Geo-Country' };
    const result = await runPageLoad(request('/en/', { 'X-Geo-Country': 'JP' }), deps({ config: custom }));
    expect(result).toMatchObject({ country: 'JP', currency: { code: 'JPY', id: 16 } });
  });
  it('lets the _currency and _currency_id cookies win over the country', async () => {
    const result = await runPageLoad(request('/es/', { cookie: '_currency=EUR; _currency_id=3' }), deps());
    expect(result.currency).toEqual({ code: 'EUR', id: 3 });
  });
  it('stores the cart and switches the site currency to the cart currency, writing its cookies', async () => {
    const result = await runPageLoad(request('/en/', { cookie: '_shopping=s-9' }), deps());
    expect(result.cart).toEqual(cart);
    expect(result.currency).toEqual({ code: 'CAD', id: 5 });
    expect(result.setCookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^_currency=CAD;/),
        expect.stringMatching(/^_currency_id=5;/),
      ]),
    );
  });
  it('writes _shopping with the kept cart’s SessionId (SPEC §4 cookie writes), renewing its 7 days', async () => {
    const result = await runPageLoad(request('/en/', { cookie: '_shopping=s-9' }), deps());
    expect(result.setCookies).toContain('_shopping=s-9; Path=/; Max-Age=604800; SameSite=Lax');
  });
  it('reports a failure to read the park facts as a server-side rendering error (SPEC §4 step 9)', async () => {
    const reportSsrError = jest.fn();
    const failure = new Error('content/park.json unreadable');
    const loadParkFacts = jest.fn(async (): Promise<ParkFacts> => {
      throw failure;
    });
    await expect(runPageLoad(request('/es/'), deps({ reportSsrError, loadParkFacts }))).rejects.toBe(failure);
    expect(reportSsrError).toHaveBeenCalledWith(failure, { url: 'https://parque.example/es/' });
  });
  it('deletes the _shopping cookie when the cart cannot be fetched', async () => {
    const getCart = jest.fn<GetCart>(async () => ({ status: 500 }));
    const result = await runPageLoad(request('/en/', { cookie: '_shopping=s-9' }), deps({ getCart }));
    expect(result.cart).toBeNull();
    expect(result.setCookies).toContain('_shopping=; Path=/; Max-Age=0; SameSite=Lax');
  });
  it('treats the data request of a client navigation as its page', async () => {
    const result = await runPageLoad(request('/en/gallery/_.data'), deps());
    expect(result.page?.id).toBe('gallery');
    expect(result.hreflangs.es).toBe('https://parque.example/es/galeria/');
  });
  it('detects the mobile layout from the user-agent', async () => {
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect((await runPageLoad(request('/es/', { 'user-agent': ua }), deps())).mobile).toBe(true);
  });
  it('limits hreflangs to es and en for XS', async () => {
    const result = await runPageLoad(request('/pt/carrito/obrigada/'), deps());
    expect(Object.keys(result.hreflangs).sort()).toEqual(['en', 'es']);
  });
  it('reports an error during the page load as a server-side rendering error', async () => {
    const reportSsrError = jest.fn();
    const broken = { ...config, translations: undefined } as unknown as typeof config;
    await expect(runPageLoad(request('/es/'), deps({ config: broken, reportSsrError }))).rejects.toThrow();
    expect(reportSsrError).toHaveBeenCalledWith(expect.any(Error), { url: 'https://parque.example/es/' });
  });
});
