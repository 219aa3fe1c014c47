/** @jest-environment node */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShoppingCart } from '@parks/contracts';
import { createApiClient, createSiteStore, initialSiteState, type SiteState } from '@parks/site';
import { createCartApi, createCartApiCall, type CartApi, type CartApiOptions } from '../api/cart.api';
import { cartLine, cartOf } from '../test-support/carts';
import { cartSlice } from './cart.slice';
import {
  addCartHotelStay,
  addCartPackage,
  addCartProduct,
  applyCartCoupon,
  changeCartCurrency,
  updateCartLine,
  type CartWrite,
} from './cart.commands';

// The commands run against a real cart API on 127.0.0.1 (through the site's fetch client), so what is
// checked is what reaches the server. The browser's cookie jar is the one thing stood in for: the
// `_shopping` session cookie the commands read and write (node has no `document`).
const jar = new Map<string, string>();
beforeAll(() => {
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(written: string) {
        const [pair = ''] = written.split(';');
        const [name = '', ...value] = pair.split('=');
        if (/max-age=0\b/i.test(written)) jar.delete(name.trim());
        else jar.set(name.trim(), value.join('='));
      },
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the server answers a request: the status and JSON body. */
type Answer = (seen: Seen) => { status: number; body: unknown };

let server: Server;
let origin: string;
const seen: Seen[] = [];
let answer: Answer = () => ({ status: 500, body: { code: 'UNSET', message: 'No answer set' } });

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const entry: Seen = {
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      seen.push(entry);
      const { status, body } = answer(entry);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  jar.clear();
});
afterEach(() => {
  answer = () => ({ status: 500, body: { code: 'UNSET', message: 'No answer set' } });
});

const options: CartApiOptions = { siteCode: 'XS', prefixProject: 'PARKS', getToken: () => 'token-abc' };
const cartApi = (): CartApi => createCartApi(createApiClient({ baseURL: origin }), options);

function storeWith(shopping: ShoppingCart | null, site: Partial<SiteState> = {}) {
  return createSiteStore({
    reducers: { [cartSlice.reducerPath]: cartSlice.reducer },
    preloadedState: { site: { ...initialSiteState, ...site, shopping } },
  });
}
const shoppingOf = (store: ReturnType<typeof storeWith>) =>
  (store.getState() as { site: SiteState }).site.shopping;

const cartAnswer = (cart: ShoppingCart) => ({ status: 200, body: { Cart: cart } });
const refusal = (status: number, code: string) => ({ status, body: { code, message: code } });

/** The three cart headers of every call (SPEC §7 'Cart API'). */
const cartHeaders = {
  authorization: 'Bearer token-abc',
  prefixproject: 'PARKS',
  sitecode: 'XS',
};

describe('addCartProduct', () => {
  it('makes the _shopping session, posts the item with it and the currency, moves an older cart to the visitor currency and stores it', async () => {
    const added = cartOf([cartLine(2, 1)], { SessionId: 'ignored', Currency: 'MXN' });
    const inUsd = { ...added, Currency: 'USD' as const, Total: 70 };
    answer = ({ method, path }) =>
      method === 'POST' && path === '/xapi/shopping-cart/items' ? cartAnswer(added) : cartAnswer(inUsd);
    const store = storeWith(null);

    const result = await store.dispatch(
      addCartProduct(cartApi(), {
        item: {
          IdProduct: 101,
          VisitDate: '2030-01-08',
          Schedule: null,
          Passengers: { Adults: 2, Children: 1, Infants: 0 },
        },
        currency: 'USD',
        language: 'pt',
      }),
    );

    const session = jar.get('_shopping');
    expect(session).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(seen.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      {
        method: 'POST',
        path: '/xapi/shopping-cart/items',
        query: { Language: 'PT', IncludeAmountsUSD: 'false' },
      },
      { method: 'PUT', path: '/xapi/shopping-cart/currency', query: {} },
    ]);
    expect(seen[0]?.headers).toMatchObject(cartHeaders);
    expect(seen[0]?.body).toEqual({
      IdProduct: 101,
      VisitDate: '2030-01-08',
      Schedule: null,
      Passengers: { Adults: 2, Children: 1, Infants: 0 },
      SessionId: session,
      Currency: 'USD',
    });
    expect(seen[1]?.body).toEqual({ Currency: 'USD', SessionId: session });
    expect(result).toEqual({ ok: true, cart: inUsd });
    expect(shoppingOf(store)).toEqual(inUsd);
  });

  it('keeps the existing session, and a refusal leaves the stored cart as it was with the API code', async () => {
    jar.set('_shopping', 'existing-session-1');
    const before = cartOf([cartLine(1, 0)], { SessionId: 'existing-session-1' });
    answer = () => refusal(409, 'NO_AVAILABILITY');
    const store = storeWith(before);

    const result = await store.dispatch(
      addCartProduct(cartApi(), {
        item: { IdProduct: 101, VisitDate: '2030-01-08', Passengers: { Adults: 1, Children: 0, Infants: 0 } },
        currency: 'MXN',
        language: 'es',
      }),
    );

    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toMatchObject({ SessionId: 'existing-session-1' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'http', status: 409, code: 'NO_AVAILABILITY', message: 'NO_AVAILABILITY' },
    });
    expect(shoppingOf(store)).toEqual(before);
  });
});

describe('addCartPackage', () => {
  it('adds every piece under one package group; when one is refused the added ones are removed again', async () => {
    jar.set('_shopping', 'package-session-1');
    let lines: ShoppingCart['Lines'] = [];
    answer = ({ method, path, body }) => {
      if (method === 'DELETE') {
        lines = lines.filter((line) => path !== `/xapi/shopping-cart/items/${line.IdLine}`);
        return cartAnswer(cartOf(lines));
      }
      const item = body as { IdProduct: number; PackageGroup: string };
      if (item.IdProduct === 202) return refusal(409, 'NO_AVAILABILITY');
      lines = [...lines, { ...cartLine(2, 0), IdLine: 'line-pkg-1', PackageGroup: item.PackageGroup }];
      return cartAnswer(cartOf(lines));
    };
    const store = storeWith(null);
    const piece = { VisitDate: '2030-01-08', Passengers: { Adults: 2, Children: 0, Infants: 0 } };

    const result = await store.dispatch(
      addCartPackage(cartApi(), {
        items: [
          { ...piece, IdProduct: 101 },
          { ...piece, IdProduct: 202 },
        ],
        currency: 'MXN',
        language: 'en',
      }),
    );

    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /xapi/shopping-cart/items',
      'POST /xapi/shopping-cart/items',
      'DELETE /xapi/shopping-cart/items/line-pkg-1',
    ]);
    const groups = seen.slice(0, 2).map((entry) => (entry.body as { PackageGroup: string }).PackageGroup);
    expect(groups[0]).toMatch(/^pkg-[a-z0-9]+-[a-z0-9]+$/);
    expect(groups[1]).toBe(groups[0]);
    expect(seen[2]?.body).toEqual({ SessionId: 'package-session-1' });
    expect(seen[2]?.query).toEqual({ Language: 'EN', IncludeAmountsUSD: 'false' });
    expect(result).toMatchObject({ ok: false, error: { code: 'NO_AVAILABILITY' } });
    expect(shoppingOf(store)?.Lines).toEqual([]);
  });
});

/** A write of another lib's client on the same cart API (as booking's hotel stays and payments' coupon). */
const writeTo =
  (path: string, extra: Record<string, unknown>): CartWrite =>
  (SessionId, query) =>
    createCartApiCall(createApiClient({ baseURL: origin }), options)<ShoppingCart>(
      { method: 'POST', url: path, data: { ...extra, SessionId }, params: query },
      undefined,
      (data) => (data as { Cart?: ShoppingCart }).Cart,
    );

describe('addCartHotelStay', () => {
  it("gives the hotel stay's write the session and the answer's language, and stores the cart in the visitor currency", async () => {
    const stay = cartOf([cartLine(2, 0, 3000)], { Currency: 'EUR' });
    answer = ({ path }) => cartAnswer(path.endsWith('/currency') ? { ...stay, Currency: 'MXN' } : stay);
    const store = storeWith(null);

    const result = await store.dispatch(
      addCartHotelStay(cartApi(), {
        write: writeTo('/xapi/shopping-cart/hotel-stays', { IdProduct: 900, CheckIn: '2030-01-08' }),
        currency: 'MXN',
        language: 'es',
      }),
    );

    const session = jar.get('_shopping');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/xapi/shopping-cart/hotel-stays',
      query: { Language: 'ES', IncludeAmountsUSD: 'false' },
      body: { IdProduct: 900, CheckIn: '2030-01-08', SessionId: session },
      headers: cartHeaders,
    });
    expect(seen[1]).toMatchObject({ method: 'PUT', body: { Currency: 'MXN', SessionId: session } });
    expect(result).toMatchObject({ ok: true, cart: { Currency: 'MXN' } });
    expect(shoppingOf(store)?.Currency).toBe('MXN');
  });
});

describe('applyCartCoupon', () => {
  it("sends the cart's session with USD amounts and stores the discounted cart", async () => {
    jar.set('_shopping', 'coupon-session-1');
    const before = cartOf([cartLine(2, 0)], { SessionId: 'coupon-session-1' });
    const discounted = { ...before, CouponCode: 'SENSORIA10', CouponDiscount: 240, Total: 2160 };
    answer = () => cartAnswer(discounted);
    const store = storeWith(before);

    const result = await store.dispatch(
      applyCartCoupon({
        write: writeTo('/xapi/shopping-cart/coupon', { Code: 'SENSORIA10' }),
        language: 'en',
      }),
    );

    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/xapi/shopping-cart/coupon',
      query: { Language: 'EN', IncludeAmountsUSD: 'true' },
      body: { Code: 'SENSORIA10', SessionId: 'coupon-session-1' },
    });
    expect(result).toEqual({ ok: true, cart: discounted });
    expect(shoppingOf(store)).toEqual(discounted);
  });

  it('sends nothing without a cart session and says NO_SESSION', async () => {
    const store = storeWith(null);
    const result = await store.dispatch(
      applyCartCoupon({ write: writeTo('/xapi/shopping-cart/coupon', { Code: 'X' }), language: 'en' }),
    );
    expect(seen).toHaveLength(0);
    expect(result).toMatchObject({ ok: false, error: { kind: 'session', code: 'NO_SESSION' } });
  });
});

describe('changeCartCurrency', () => {
  it('PUTs the currency, reads the cart again in the page language and stores it', async () => {
    jar.set('_shopping', 'currency-session-1');
    const before = cartOf([cartLine(2, 0)], { SessionId: 'currency-session-1' });
    const fresh = { ...before, Currency: 'USD' as const, Total: 120, TotalUSD: 120 };
    answer = () => cartAnswer(fresh);
    const store = storeWith(before);

    const result = await store.dispatch(
      changeCartCurrency(cartApi(), { currency: 'USD', language: 'pt', mobile: true }),
    );

    expect(seen.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      {
        method: 'PUT',
        path: '/xapi/shopping-cart/currency',
        query: {},
        body: { Currency: 'USD', SessionId: 'currency-session-1' },
      },
      {
        method: 'GET',
        path: '/xapi/shopping-cart',
        query: { Language: 'PT', SessionId: 'currency-session-1', Mobile: 'true', IncludeAmountsUSD: 'true' },
        body: undefined,
      },
    ]);
    expect(seen[0]?.headers).toMatchObject(cartHeaders);
    expect(result).toEqual({ ok: true, cart: fresh });
    expect(shoppingOf(store)).toEqual(fresh);
  });

  it('keeps the cart when the cart API refuses, and calls nothing without a cart', async () => {
    jar.set('_shopping', 'currency-session-2');
    const before = cartOf([cartLine(2, 0)], { SessionId: 'currency-session-2' });
    answer = () => refusal(422, 'CURRENCY_NOT_ALLOWED');
    const store = storeWith(before);
    const refused = await store.dispatch(
      changeCartCurrency(cartApi(), { currency: 'USD', language: 'es', mobile: false }),
    );
    expect(refused).toMatchObject({ ok: false, error: { status: 422, code: 'CURRENCY_NOT_ALLOWED' } });
    expect(shoppingOf(store)).toEqual(before);

    seen.length = 0;
    jar.clear();
    const none = await storeWith(null).dispatch(
      changeCartCurrency(cartApi(), { currency: 'USD', language: 'es', mobile: false }),
    );
    expect(none).toEqual({ ok: true, cart: null });
    expect(seen).toHaveLength(0);
  });
});

describe('updateCartLine', () => {
  it('PUTs the line with the session and stores the answered cart', async () => {
    jar.set('_shopping', 'line-session-1');
    const line = cartLine(1, 0);
    const changed = cartOf([{ ...line, Passengers: { Adults: 3, Children: 0, Infants: 0 } }]);
    answer = () => cartAnswer(changed);
    const store = storeWith(cartOf([line]));

    const ok = await store.dispatch(
      updateCartLine(cartApi(), {
        idLine: line.IdLine,
        changes: { Passengers: { Adults: 3, Children: 0, Infants: 0 } },
        language: 'es',
      }),
    );

    expect(ok).toBe(true);
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      path: `/xapi/shopping-cart/items/${line.IdLine}`,
      query: { Language: 'ES' },
      body: { Passengers: { Adults: 3, Children: 0, Infants: 0 }, SessionId: 'line-session-1' },
      headers: cartHeaders,
    });
    expect(shoppingOf(store)).toEqual(changed);
  });
});
