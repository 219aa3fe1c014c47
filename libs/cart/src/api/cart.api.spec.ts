import { describe, expect, it } from '@jest/globals';
import type { ShoppingCart } from '@parks/contracts';
import { fakeAxios, requestBody, requestHeader, type FakeReply } from '../../../../tools/jest/fake-axios';
import { createCartApi, type CartApiOptions } from './cart.api';

const cart: ShoppingCart = {
  IdCart: '7b0c2f8e-3d4a-4c55-9d1e-2f6a8b9c0d1e',
  SessionId: 'session-123',
  Currency: 'MXN',
  ProductCount: 1,
  WithErrors: false,
  Lines: [],
  Total: 1890,
};

/** One answer for every request. */
const fakeServer = (reply: FakeReply) => fakeAxios(() => reply);

const options: CartApiOptions = { siteCode: 'XS', prefixProject: 'PARKS', getToken: () => 'token-abc' };
const header = requestHeader;
const body = requestBody;

describe('createCartApi', () => {
  it('GET /xapi/shopping-cart with the query and the three cart headers (SPEC §7)', async () => {
    const server = fakeServer({ status: 200, data: { Cart: cart } });
    const result = await createCartApi(server.client, options).getCart({
      Language: 'ES',
      SessionId: 'session-123',
      Mobile: true,
      IncludeAmountsUSD: false,
    });

    expect(result).toEqual({ ok: true, status: 200, data: cart });
    const [request] = server.requests;
    expect(request?.method).toBe('get');
    expect(request?.url).toBe('/xapi/shopping-cart');
    expect(request?.params).toEqual({
      Language: 'ES',
      SessionId: 'session-123',
      Mobile: true,
      IncludeAmountsUSD: false,
    });
    expect(header(request, 'Authorization')).toBe('Bearer token-abc');
    expect(header(request, 'PrefixProject')).toBe('PARKS');
    expect(header(request, 'SiteCode')).toBe('XS');
  });

  it('PUT /xapi/shopping-cart/currency with {Currency, SessionId} and answers the re-priced cart', async () => {
    const server = fakeServer({ status: 200, data: { Cart: { ...cart, Currency: 'USD', Total: 99 } } });
    const result = await createCartApi(server.client, options).changeCurrency({
      Currency: 'USD',
      SessionId: 'session-123',
    });

    expect(result).toEqual({ ok: true, status: 200, data: { ...cart, Currency: 'USD', Total: 99 } });
    const [request] = server.requests;
    expect(request?.method).toBe('put');
    expect(request?.url).toBe('/xapi/shopping-cart/currency');
    expect(body(request)).toEqual({ Currency: 'USD', SessionId: 'session-123' });
    expect(header(request, 'Authorization')).toBe('Bearer token-abc');
    expect(header(request, 'SiteCode')).toBe('XS');
  });

  it('DELETE /xapi/shopping-cart with {IdCart, SessionId}', async () => {
    const server = fakeServer({ status: 204 });
    const result = await createCartApi(server.client, options).deleteCart({
      IdCart: cart.IdCart,
      SessionId: 'session-123',
    });

    expect(result).toEqual({ ok: true, status: 204, data: null });
    const [request] = server.requests;
    expect(request?.method).toBe('delete');
    expect(request?.url).toBe('/xapi/shopping-cart');
    expect(body(request)).toEqual({ IdCart: cart.IdCart, SessionId: 'session-123' });
    expect(header(request, 'PrefixProject')).toBe('PARKS');
  });

  it('asks for the token on every call', async () => {
    const server = fakeServer({ status: 200, data: { Cart: cart } });
    let issued = 0;
    const api = createCartApi(server.client, { ...options, getToken: async () => `token-${++issued}` });
    await api.getCart({ Language: 'EN', SessionId: 's', Mobile: false, IncludeAmountsUSD: false });
    await api.getCart({ Language: 'EN', SessionId: 's', Mobile: false, IncludeAmountsUSD: false });
    expect(server.requests.map((request) => header(request, 'Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it("passes a page load's time budget and abort signal to the request", async () => {
    const server = fakeServer({ status: 200, data: { Cart: cart } });
    const controller = new AbortController();
    await createCartApi(server.client, options).getCart(
      { Language: 'ES', SessionId: 's', Mobile: false, IncludeAmountsUSD: true },
      { timeout: 1500, signal: controller.signal },
    );
    expect(server.requests[0]?.timeout).toBe(1500);
    expect(server.requests[0]?.signal).toBe(controller.signal);
  });

  describe('gives a typed error instead of throwing', () => {
    const query = { Language: 'ES', SessionId: 's', Mobile: false, IncludeAmountsUSD: false } as const;

    it("an error answer, with park-api's code", async () => {
      const server = fakeServer({
        status: 404,
        data: { code: 'CART_NOT_FOUND', message: 'There is no cart for this session' },
      });
      expect(await createCartApi(server.client, options).getCart(query)).toEqual({
        ok: false,
        error: {
          kind: 'http',
          status: 404,
          code: 'CART_NOT_FOUND',
          message: 'There is no cart for this session',
        },
      });
    });

    it('an error answer without a body', async () => {
      const server = fakeServer({ status: 502, data: '<html>Bad gateway</html>' });
      const result = await createCartApi(server.client, options).getCart(query);
      expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 502, code: 'HTTP_502' } });
    });

    it('a network failure, a timeout and a cancelled call', async () => {
      const failures = ['network', 'timeout', 'canceled'] as const;
      const results = await Promise.all(
        failures.map((fail) => createCartApi(fakeServer({ fail }).client, options).getCart(query)),
      );
      expect(
        results.map((result) => (result.ok ? 'ok' : `${result.error.kind}:${result.error.code}`)),
      ).toEqual(['network:NETWORK_ERROR', 'timeout:TIMEOUT', 'canceled:CANCELED']);
    });

    it('a 200 answer without a cart', async () => {
      const server = fakeServer({ status: 200, data: { Cart: null } });
      expect(await createCartApi(server.client, options).getCart(query)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-response', status: 200, code: 'INVALID_RESPONSE' },
      });
    });

    it.each([
      ['lines that are not a list', { ...cart, Lines: 'none' }],
      ['a total that is text', { ...cart, Total: '12.50' }],
      ['a currency of none of the 17', { ...cart, Currency: 'XXX' }],
      ['a line without its amount', { ...cart, Lines: [{ IdLine: 'l1', IdProduct: 1 }] }],
    ])('a 200 answer whose cart breaks the contract (%s): checked field by field', async (_, broken) => {
      const server = fakeServer({ status: 200, data: { Cart: broken } });
      expect(await createCartApi(server.client, options).getCart(query)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-response', status: 200, code: 'INVALID_RESPONSE' },
      });
    });

    it('no token: nothing is sent', async () => {
      const server = fakeServer({ status: 200, data: { Cart: cart } });
      const failing = createCartApi(server.client, {
        ...options,
        getToken: () => Promise.reject(new Error('token endpoint down')),
      });
      const empty = createCartApi(server.client, { ...options, getToken: () => '' });
      expect(await failing.getCart(query)).toEqual({
        ok: false,
        error: { kind: 'token', code: 'TOKEN_UNAVAILABLE', message: 'token endpoint down' },
      });
      expect(await empty.deleteCart({ IdCart: 'c', SessionId: 's' })).toMatchObject({
        ok: false,
        error: { kind: 'token' },
      });
      expect(server.requests).toHaveLength(0);
    });

    it('no answer to the token call (offline): a network failure, not a token one', async () => {
      const server = fakeServer({ status: 200, data: { Cart: cart } });
      const tokenServer = fakeAxios(() => ({ fail: 'network' }));
      const offline = createCartApi(server.client, {
        ...options,
        getToken: () => tokenServer.client.post('/xapi/token').then(() => 'never'),
      });
      expect(await offline.getCart(query)).toMatchObject({
        ok: false,
        error: { kind: 'network', code: 'NETWORK_ERROR' },
      });
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('lines and catalog', () => {
    it('adds an item with POST /xapi/shopping-cart/items and the answer query, and returns the cart', async () => {
      const server = fakeServer({ status: 201, data: { Cart: cart } });
      const body = {
        SessionId: 'session-123',
        IdProduct: 100,
        VisitDate: '2030-01-10',
        Passengers: { Adults: 2, Children: 1, Infants: 0 },
        AddOns: [{ IdProduct: 200, From: 'cancun-hotel-zone' }],
      };
      const result = await createCartApi(server.client, options).addItem(body, { Language: 'ES' });
      expect(result).toEqual({ ok: true, status: 201, data: cart });
      expect(server.requests[0]?.method).toBe('post');
      expect(server.requests[0]?.url).toBe('/xapi/shopping-cart/items');
      expect(server.requests[0]?.params).toEqual({ Language: 'ES' });
      expect(requestBody(server.requests[0])).toEqual(body);
    });

    it('maps a rule refusal to its stable code (SPEC §8 Booking)', async () => {
      const server = fakeServer({ status: 409, data: { code: 'DUPLICATE_PRODUCT', message: 'dup' } });
      const result = await createCartApi(server.client, options).addItem({
        SessionId: 'session-123',
        IdProduct: 100,
        VisitDate: '2030-01-10',
        Passengers: { Adults: 1, Children: 0, Infants: 0 },
      });
      expect(result).toEqual({
        ok: false,
        error: { kind: 'http', status: 409, code: 'DUPLICATE_PRODUCT', message: 'dup' },
      });
    });

    it('updates and removes a line by its id (URL-encoded)', async () => {
      const server = fakeServer({ status: 200, data: { Cart: cart } });
      const api = createCartApi(server.client, options);
      await api.updateItem('line/1', { SessionId: 'session-123', Schedule: '10:00' });
      await api.removeItem('line/1', 'session-123');
      expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
        'put /xapi/shopping-cart/items/line%2F1',
        'delete /xapi/shopping-cart/items/line%2F1',
      ]);
      expect(requestBody(server.requests[1])).toEqual({ SessionId: 'session-123' });
    });

    it('reads a month of availability in a currency', async () => {
      const availability = { IdProduct: 100, Month: '2030-01', Currency: 'MXN', Schedules: [], Days: [] };
      const server = fakeServer({ status: 200, data: availability });
      const result = await createCartApi(server.client, options).getAvailability(100, {
        Month: '2030-01',
        Currency: 'MXN',
      });
      expect(result).toEqual({ ok: true, status: 200, data: availability });
      expect(server.requests[0]?.url).toBe('/xapi/products/100/availability');
      expect(server.requests[0]?.params).toEqual({ Month: '2030-01', Currency: 'MXN' });
    });

    it("asks for the complements priced in the cart's currency for its visit date", async () => {
      const server = fakeServer({ status: 200, data: [] });
      await createCartApi(server.client, options).getComplements('EN', {
        Currency: 'EUR',
        VisitDate: '2030-02-04',
      });
      expect(server.requests[0]?.url).toBe('/xapi/complements');
      expect(server.requests[0]?.params).toEqual({
        Language: 'EN',
        Currency: 'EUR',
        VisitDate: '2030-02-04',
      });
    });

    it('reads the catalog and the complements in a language, refusing non-list answers', async () => {
      const api = createCartApi(fakeServer({ status: 200, data: [] }).client, options);
      await expect(api.getProducts('EN')).resolves.toEqual({ ok: true, status: 200, data: [] });
      await expect(api.getComplements('ES')).resolves.toEqual({ ok: true, status: 200, data: [] });
      const broken = createCartApi(fakeServer({ status: 200, data: { nope: true } }).client, options);
      await expect(broken.getComplements('ES')).resolves.toMatchObject({
        ok: false,
        error: { code: 'INVALID_RESPONSE' },
      });
    });
  });
  describe('cart holds (issue 17)', () => {
    it("POST /xapi/shopping-cart/hold with {SessionId}: 'keep my tickets' answers the cart", async () => {
      const server = fakeServer({ status: 200, data: { Cart: cart } });
      const result = await createCartApi(server.client, options).extendHold('session-123', {
        Language: 'EN',
      });

      expect(result).toEqual({ ok: true, status: 200, data: cart });
      const [request] = server.requests;
      expect(request?.method).toBe('post');
      expect(request?.url).toBe('/xapi/shopping-cart/hold');
      expect(body(request)).toEqual({ SessionId: 'session-123' });
      expect(request?.params).toEqual({ Language: 'EN' });
      expect(header(request, 'Authorization')).toBe('Bearer token-abc');
      expect(header(request, 'SiteCode')).toBe('XS');
    });

    it('a third extension is refused with its stable code', async () => {
      const server = fakeServer({ status: 409, data: { code: 'HOLD_EXTENSIONS_USED', message: 'used' } });
      const result = await createCartApi(server.client, options).extendHold('session-123');

      expect(result).toEqual({
        ok: false,
        error: { kind: 'http', status: 409, code: 'HOLD_EXTENSIONS_USED', message: 'used' },
      });
    });

    it("POST /xapi/shopping-cart/items/{IdLine}/hold with {SessionId}: 'hold again', the id escaped", async () => {
      const server = fakeServer({ status: 200, data: { Cart: cart } });
      const result = await createCartApi(server.client, options).holdItemAgain('line/1', 'session-123', {
        Language: 'PT',
      });

      expect(result).toEqual({ ok: true, status: 200, data: cart });
      const [request] = server.requests;
      expect(request?.method).toBe('post');
      expect(request?.url).toBe('/xapi/shopping-cart/items/line%2F1/hold');
      expect(body(request)).toEqual({ SessionId: 'session-123' });
      expect(request?.params).toEqual({ Language: 'PT' });
      expect(header(request, 'PrefixProject')).toBe('PARKS');
    });

    it('hold again answers NO_AVAILABILITY when the seats are gone', async () => {
      const server = fakeServer({ status: 409, data: { code: 'NO_AVAILABILITY', message: 'gone' } });
      const result = await createCartApi(server.client, options).holdItemAgain('line-1', 'session-123');

      expect(result).toEqual({
        ok: false,
        error: { kind: 'http', status: 409, code: 'NO_AVAILABILITY', message: 'gone' },
      });
    });
  });
});
