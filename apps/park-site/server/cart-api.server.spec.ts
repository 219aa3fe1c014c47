/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerCartApi, PRICE_CALENDAR_BUDGET_MS } from './cart-api.server';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server | undefined;

/** A real cart API stand-in on a free port whose answers each test scripts (a sick upstream). */
async function upstream(handler: Handler): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const token = (response: ServerResponse) => json(response, 200, { access_token: 't-1', expires_in: 3600 });
const day = { Available: true, AdultPrice: 50, ChildPrice: 30 };

function api(baseUrl: string) {
  return createServerCartApi({ baseUrl, siteCode: 'XS', prefixProject: 'PARKS' });
}

const query = { Language: 'EN', SessionId: 's-1', Mobile: false, IncludeAmountsUSD: false } as const;

describe('the server cart API against a failing upstream', () => {
  it(
    'gives up on the price calendar after its budget when the upstream never answers',
    async () => {
      const baseUrl = await upstream(() => undefined);
      await expect(api(baseUrl).getPriceFrom(100, 'USD')).rejects.toMatchObject({ name: 'TimeoutError' });
    },
    PRICE_CALENDAR_BUDGET_MS + 5000,
  );

  it('asks for both months of the price calendar at once, so the budget is not spent twice', async () => {
    const waiting: ServerResponse[] = [];
    const baseUrl = await upstream((request, response) => {
      if (request.url === '/xapi/token') return token(response);
      // Answers only once both months were asked for: a month-by-month caller would time out.
      waiting.push(response);
      if (waiting.length === 2) for (const held of waiting) json(held, 200, { Days: [day] });
    });
    expect(await api(baseUrl).getPriceFrom(100, 'USD')).toEqual({ currency: 'USD', adult: 50, child: 30 });
  });

  it('rejects a 200 cart answer that is not JSON (the page load then clears the cart)', async () => {
    const baseUrl = await upstream((request, response) => {
      if (request.url === '/xapi/token') return token(response);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"Cart": <html>');
    });
    await expect(api(baseUrl).getCart(query, AbortSignal.timeout(2000))).rejects.toMatchObject({
      name: 'SyntaxError',
    });
  });

  it('asks for a new token after a failed one, so a recovered upstream serves the cart again', async () => {
    let healthy = false;
    const baseUrl = await upstream((request, response) => {
      if (!healthy) return json(response, 500, { code: 'INTERNAL_ERROR' });
      if (request.url === '/xapi/token') return token(response);
      json(response, 200, { Cart: { SessionId: 's-1', ProductCount: 1 } });
    });
    const cartApi = api(baseUrl);
    await expect(cartApi.getCart(query, AbortSignal.timeout(2000))).rejects.toThrow('cart token: HTTP 500');
    healthy = true;
    expect(await cartApi.getCart(query, AbortSignal.timeout(2000))).toMatchObject({ status: 200 });
  });
});

describe('applyCoupon (the coupon form posted without scripts)', () => {
  it('posts the session and code with the bearer token, and answers the status', async () => {
    const calls: { url: string; authorization?: string; body: string }[] = [];
    const baseUrl = await upstream((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.url === '/xapi/token') return token(response);
        calls.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
        json(response, 200, { Cart: {} });
      });
    });
    expect(await api(baseUrl).applyCoupon({ SessionId: 's-1', Code: 'GIFT-1' }, 'EN')).toEqual({
      status: 200,
    });
    expect(calls).toEqual([
      {
        url: '/xapi/shopping-cart/coupon?Language=EN&IncludeAmountsUSD=true',
        authorization: 'Bearer t-1',
        body: JSON.stringify({ SessionId: 's-1', Code: 'GIFT-1' }),
      },
    ]);
  });

  it("answers park-api's refusal code", async () => {
    const baseUrl = await upstream((request, response) => {
      if (request.url === '/xapi/token') return token(response);
      json(response, 404, { code: 'COUPON_NOT_FOUND', message: 'The coupon does not exist' });
    });
    expect(await api(baseUrl).applyCoupon({ SessionId: 's-1', Code: 'NOPE' }, 'ES')).toEqual({
      status: 404,
      code: 'COUPON_NOT_FOUND',
    });
  });
});

describe('getPriceFrom (the price references of content pages)', () => {
  it('shares one pair of calendar calls between renders asking at the same time, and keeps no answer', async () => {
    const asked: string[] = [];
    let adult = 50;
    const baseUrl = await upstream((request, response) => {
      if (request.url === '/xapi/token') return token(response);
      asked.push(request.url ?? '');
      json(response, 200, { Days: [{ ...day, AdultPrice: adult }] });
    });
    const cartApi = api(baseUrl);
    const together = await Promise.all([
      cartApi.getPriceFrom(100, 'USD'),
      cartApi.getPriceFrom(100, 'USD'),
      cartApi.getPriceFrom(100, 'EUR'),
    ]);
    expect(together).toEqual([
      { currency: 'USD', adult: 50, child: 30 },
      { currency: 'USD', adult: 50, child: 30 },
      { currency: 'EUR', adult: 50, child: 30 },
    ]);
    // Two months per product and currency: the second USD render asked for nothing of its own.
    const months = (currency: string) =>
      asked.filter(
        (url) => url.startsWith('/xapi/products/100/availability?') && url.endsWith(`&Currency=${currency}`),
      );
    expect(months('USD')).toHaveLength(2);
    expect(months('EUR')).toHaveLength(2);
    expect(asked).toHaveLength(4);
    // Once answered, the next render asks again and sees the new price.
    adult = 45;
    expect(await cartApi.getPriceFrom(100, 'USD')).toEqual({ currency: 'USD', adult: 45, child: 30 });
    expect(asked).toHaveLength(6);
  });

  it('lets a render after a failed shared call ask again', async () => {
    let healthy = false;
    const baseUrl = await upstream((request, response) => {
      if (request.url === '/xapi/token') return token(response);
      if (!healthy) return json(response, 503, { code: 'UNAVAILABLE' });
      json(response, 200, { Days: [day] });
    });
    const cartApi = api(baseUrl);
    expect(await Promise.all([cartApi.getPriceFrom(100, 'USD'), cartApi.getPriceFrom(100, 'USD')])).toEqual([
      null,
      null,
    ]);
    healthy = true;
    expect(await cartApi.getPriceFrom(100, 'USD')).toEqual({ currency: 'USD', adult: 50, child: 30 });
  });
});
