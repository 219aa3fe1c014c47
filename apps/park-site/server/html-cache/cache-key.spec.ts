/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { isMobileUserAgent } from '@parks/site/core';
import { cacheDecision, KEYED_COOKIES, type CacheKeyPolicy, type RequestFacts } from './cache-key';

const policy: CacheKeyPolicy = {
  keyedCookies: KEYED_COOKIES,
  geoHeader: 'CloudFront-Viewer-Country',
  isMobile: isMobileUserAgent,
};

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function request(url: string, headers: Record<string, string> = {}, method = 'GET'): RequestFacts {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { method, url, header: (name) => lower[name.toLowerCase()] };
}

function keyOf(facts: RequestFacts): string {
  const decision = cacheDecision(facts, policy);
  if (!decision.cacheable) throw new Error(`bypassed: ${decision.reason}`);
  return decision.key;
}

const base = { host: '127.0.0.1:3000', 'user-agent': DESKTOP };

describe('cacheDecision', () => {
  it.each(['/es/', '/en/', '/en/hotels/', '/es/preguntas-frecuentes/', '/en/offline/?content=dynamic'])(
    'caches the anonymous page %s',
    (path) => {
      expect(cacheDecision(request(path, base), policy).cacheable).toBe(true);
    },
  );

  it('answers HEAD from the same entry as GET', () => {
    expect(keyOf(request('/es/', base, 'HEAD'))).toBe(keyOf(request('/es/', base)));
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('bypasses %s', (method) => {
    expect(cacheDecision(request('/es/', base, method), policy)).toEqual({
      cacheable: false,
      reason: 'method',
    });
  });

  it.each([
    '/es/busqueda/?q=delfines',
    '/en/search/',
    '/es/carrito/',
    '/en/carrito/payment-details/',
    '/en/carrito/payment-details-coupon/',
    '/es/carrito/gracias/?order=3f0c6d1e-0000-4000-8000-000000000000',
    '/pt/carrito/obrigada/',
  ])('never caches the personal page %s', (path) => {
    expect(cacheDecision(request(path, base), policy)).toEqual({ cacheable: false, reason: 'personal-page' });
  });

  it.each([
    '/en/auth/?code=abc&state=xyz',
    '/auth/sign-in/?lang=en',
    '/user-session/',
    '/redirect/',
    '/account/sign-in',
    '/api/cart-currency',
    '/xapi/shopping-cart',
  ])('never caches the sign-in, account or API route %s', (path) => {
    expect(cacheDecision(request(path, base), policy)).toEqual({ cacheable: false, reason: 'not-a-page' });
  });

  it("bypasses `/` (chosen by Accept-Language) and the router's data requests", () => {
    expect(cacheDecision(request('/', base), policy)).toMatchObject({ reason: 'language-negotiation' });
    expect(cacheDecision(request('/en/hotels/_.data', base), policy)).toMatchObject({ reason: 'page-data' });
    expect(cacheDecision(request('/es.data', base), policy)).toMatchObject({ reason: 'page-data' });
  });

  it('bypasses URLs that name another origin', () => {
    expect(cacheDecision(request('//evil.example/es/', base), policy)).toMatchObject({ cacheable: false });
  });

  it.each([
    '_shopping=abc',
    '_currency=USD; _shopping=abc',
    'user_session=s1',
    '__Host-user_session=s1',
    'id_session=x',
    'auth_flow=x',
    '_paid_session=x',
    'userInfo=%7B%7D; user_session=s1',
    'userInfo=%7B%7D; _shopping=abc',
    '_ga=GA1.2.3',
    '_session=x',
  ])('bypasses a request carrying a cookie outside the allow-list: %s', (cookie) => {
    expect(cacheDecision(request('/es/', { ...base, cookie }), policy)).toEqual({
      cacheable: false,
      reason: 'cookie',
    });
  });

  it("caches a visitor who ran the page's scripts: the userInfo cookie joins neither the key nor bypasses", () => {
    // What the authentication sequence writes for an anonymous visitor (libs/auth userInfoCookie).
    const userInfo = `userInfo=${encodeURIComponent(
      JSON.stringify({ user_estado: 'n/a', user_id: 'n/a', user_pais: 'n/a', user_login: false }),
    )}`;
    expect(keyOf(request('/es/', { ...base, cookie: userInfo }))).toBe(keyOf(request('/es/', base)));
    const usd = '_currency=USD; _currency_id=2';
    expect(keyOf(request('/es/', { ...base, cookie: `${userInfo}; ${usd}` }))).toBe(
      keyOf(request('/es/', { ...base, cookie: usd })),
    );
    expect(keyOf(request('/es/', { ...base, cookie: `${usd}; ${userInfo}` }))).not.toBe(
      keyOf(request('/es/', base)),
    );
  });

  it('ignores only the cookies the policy names', () => {
    const strict: CacheKeyPolicy = { ...policy, ignoredCookies: [] };
    expect(cacheDecision(request('/es/', { ...base, cookie: 'userInfo=x' }), strict)).toEqual({
      cacheable: false,
      reason: 'cookie',
    });
  });

  it('bypasses a request with an Authorization header', () => {
    expect(cacheDecision(request('/es/', { ...base, authorization: 'Bearer x' }), policy)).toMatchObject({
      reason: 'authorization',
    });
  });

  it('keys by the currency cookies, in any order, and by the language switch cookie', () => {
    const plain = keyOf(request('/es/', base));
    const usd = keyOf(request('/es/', { ...base, cookie: '_currency=USD; _currency_id=2' }));
    const usdSwapped = keyOf(request('/es/', { ...base, cookie: '_currency_id=2;_currency=USD' }));
    const mxn = keyOf(request('/es/', { ...base, cookie: '_currency=MXN; _currency_id=1' }));
    const lang = keyOf(request('/es/', { ...base, cookie: 'langRedirect=en' }));
    expect(new Set([plain, usd, mxn, lang]).size).toBe(4);
    expect(usdSwapped).toBe(usd);
  });

  it('keys by layout (mobile or desktop), geolocation country, query string and host', () => {
    const plain = keyOf(request('/es/', base));
    expect(keyOf(request('/es/', { ...base, 'user-agent': PHONE }))).not.toBe(plain);
    expect(keyOf(request('/es/', { ...base, 'user-agent': `${DESKTOP} v2` }))).toBe(plain);
    expect(keyOf(request('/es/', { ...base, 'cloudfront-viewer-country': 'US' }))).not.toBe(plain);
    expect(keyOf(request('/es/', { ...base, 'cloudfront-viewer-country': ' us ' }))).toBe(
      keyOf(request('/es/', { ...base, 'cloudfront-viewer-country': 'US' })),
    );
    expect(keyOf(request('/es/?q=delfines', base))).not.toBe(plain);
    expect(keyOf(request('/es/', { ...base, host: 'other.example' }))).not.toBe(plain);
    expect(keyOf(request('/es', base))).not.toBe(plain);
  });
});
