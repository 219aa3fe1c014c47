/**
 * @jest-environment node
 */
import {
  classifyRequest,
  isStorableResponse,
  isThankYouPath,
  precacheRequest,
  type RequestFacts,
} from './caching-rules';
import { offlinePagePath, offlinePageUrls } from './offline-pages';

const origin = 'http://127.0.0.1:3000';

function navigation(path: string): RequestFacts {
  return { url: `${origin}${path}`, method: 'GET', mode: 'navigate', destination: 'document' };
}

function fetchOf(path: string, destination = ''): RequestFacts {
  return { url: `${origin}${path}`, method: 'GET', mode: 'cors', destination };
}

function response(status: number, headers: Record<string, string> = {}, type = 'basic') {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { status, type, headers: { get: (name: string) => lower[name.toLowerCase()] ?? null } };
}

describe('classifyRequest', () => {
  it.each(['/es/', '/en/hotels/', '/en/sensoria-admission/', '/es/preguntas-frecuentes/', '/en/offline/'])(
    'keeps the page %s (network first)',
    (path) => {
      expect(classifyRequest(navigation(path), origin)).toBe('page');
    },
  );

  it.each([
    '/es/busqueda/?q=delfines',
    '/en/search/',
    '/es/carrito/',
    '/en/carrito/',
    '/es/carrito/detalles-pago/',
    '/en/carrito/payment-details/',
    '/pt/carrito/detalhes-do-pagamento/',
    '/en/carrito/payment-details-coupon/',
    '/es/carrito/gracias/?order=3f0c6d1e-0000-4000-8000-000000000000',
    '/pt/carrito/obrigada/',
    '/es/mi-reserva/',
    '/en/my-booking/?done=changed&date=2030-03-20',
    '/pt/minha-reserva/',
  ])('never keeps the personal or dynamic page %s', (path) => {
    expect(classifyRequest(navigation(path), origin)).toBe('personal-page');
  });

  it.each([
    '/xapi/shopping-cart',
    '/xapi',
    '/api/v1/search?q=x',
    '/api/cart-currency',
    '/user-session/',
    '/user-info/',
    '/user-info-social/',
    '/user-logout/',
    '/redirect/',
    '/oauth2/authorize',
    '/account/sign-in',
    '/auth/sign-in/?lang=en',
    '/auth/identity/',
    '/en/auth/',
    '/es/auth/?code=abc&state=xyz',
    '/es/auth/_.data',
    '/sw.js',
  ])('never answers %s from a cache, even as a navigation', (path) => {
    expect(classifyRequest(fetchOf(path), origin)).toBe('network');
    expect(classifyRequest(navigation(path), origin)).toBe('network');
  });

  it('never keeps a POST, even to a page', () => {
    expect(classifyRequest({ ...navigation('/en/hotels/'), method: 'POST' }, origin)).toBe('network');
  });

  it('leaves other origins alone', () => {
    expect(classifyRequest(navigation('/en/hotels/'), 'https://other.example')).toBe('network');
  });

  it("keeps the data of a client-side navigation, except a personal page's", () => {
    expect(classifyRequest(fetchOf('/en/hotels/_.data'), origin)).toBe('page-data');
    expect(classifyRequest(fetchOf('/en/hotels/_.data?_routes=root'), origin)).toBe('page-data');
    expect(classifyRequest(fetchOf('/en/carrito/_.data'), origin)).toBe('personal-page-data');
    expect(classifyRequest(fetchOf('/es/busqueda/_.data?q=x'), origin)).toBe('personal-page-data');
    expect(classifyRequest(fetchOf('/en/carrito/thank-you/_.data'), origin)).toBe('personal-page-data');
  });

  it('revalidates images and lets other subresources through', () => {
    expect(classifyRequest(fetchOf('/content-images/hero-640.webp', 'image'), origin)).toBe('image');
    expect(classifyRequest(fetchOf('/global/flags/MXN.svg', 'image'), origin)).toBe('image');
    expect(classifyRequest(fetchOf('/installments/provider.js', 'script'), origin)).toBe('network');
    expect(classifyRequest(fetchOf('/robots.txt'), origin)).toBe('network');
  });
});

describe('isStorableResponse', () => {
  it('keeps a same-origin 200', () => {
    expect(isStorableResponse(response(200, { 'Cache-Control': 'public, max-age=300' }))).toBe(true);
    expect(isStorableResponse(response(200))).toBe(true);
  });

  it('never keeps no-store answers', () => {
    expect(isStorableResponse(response(200, { 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(isStorableResponse(response(200, { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isStorableResponse(response(200, { 'Cache-Control': 'max-age=0,no-store' }))).toBe(false);
  });

  it('never keeps an answer that sets a cookie', () => {
    expect(isStorableResponse(response(200, { 'Set-Cookie': '_currency=USD; Path=/' }))).toBe(false);
  });

  it('never keeps errors, redirects or opaque answers', () => {
    expect(isStorableResponse(response(404))).toBe(false);
    expect(isStorableResponse(response(500))).toBe(false);
    expect(isStorableResponse(response(200, {}, 'opaqueredirect'))).toBe(false);
    expect(isStorableResponse(response(200, {}, 'opaque'))).toBe(false);
  });
});

describe('offline pages', () => {
  it("answers in the page's language, English for the others", () => {
    expect(offlinePagePath('/es/hoteles/', 'page')).toBe('/es/sin-conexion/');
    expect(offlinePagePath('/en/hotels/', 'page')).toBe('/en/offline/');
    expect(offlinePagePath('/pt/carrito/', 'dynamic')).toBe('/en/offline/?content=dynamic');
    expect(offlinePagePath('/es/carrito/', 'dynamic')).toBe('/es/sin-conexion/?content=dynamic');
    expect(offlinePagePath('/', 'page')).toBe('/en/offline/');
  });

  it('precaches both texts in both languages', () => {
    expect(offlinePageUrls()).toEqual([
      '/es/sin-conexion/',
      '/es/sin-conexion/?content=dynamic',
      '/en/offline/',
      '/en/offline/?content=dynamic',
    ]);
  });

  it('knows the thank-you page in every language', () => {
    expect(isThankYouPath('/es/carrito/gracias/')).toBe(true);
    expect(isThankYouPath('/en/carrito/thank-you/')).toBe(true);
    expect(isThankYouPath('/pt/carrito/obrigada')).toBe(true);
    expect(isThankYouPath('/en/carrito/')).toBe(false);
  });

  it('keeps the booking page e-tickets too (issue 20), in every language', () => {
    expect(isThankYouPath('/es/mi-reserva/')).toBe(true);
    expect(isThankYouPath('/en/my-booking')).toBe(true);
    expect(isThankYouPath('/pt/minha-reserva/')).toBe(true);
  });
});

describe('precacheRequest', () => {
  it('fetches a precached page without the visitor cookies, so no cart is read (or cleared) for it', () => {
    const request = new Request(`${origin}/en/offline/?content=dynamic`, { credentials: 'same-origin' });
    const precached = precacheRequest(request);
    expect(precached.credentials).toBe('omit');
    expect(precached.url).toBe(request.url);
    expect(precached.method).toBe('GET');
  });
});
