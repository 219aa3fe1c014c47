/**
 * @jest-environment node
 *
 * Issue 22 §3: park-api sees exactly one X-Forwarded-For address from park-site, the visitor's as this
 * server saw it, on proxied calls and on its own server-side calls alike; a visitor's header never passes.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import express from 'express';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyToApi } from './api-proxy';
import { createServerCartApi } from './cart-api.server';
import { fetchForVisitor, rememberVisitorAddress, trustedProxiesOf } from './client-address';
import { createErrorReporter } from './error-reporter';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    }),
  );
});

function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** A stand-in park-api that records the headers of every call, by path. */
async function recordingApi() {
  const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
  const origin = await listen((request, response) => {
    seen.push({ path: (request.url ?? '').split('?')[0] ?? '', headers: request.headers });
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        request.url === '/xapi/token'
          ? JSON.stringify({ access_token: 't', expires_in: 3600 })
          : JSON.stringify({ Cart: { SessionId: 's-1', ProductCount: 0 } }),
      );
    });
  });
  const forwardedFor = (path: string) =>
    seen.filter((call) => call.path === path).map((call) => call.headers['x-forwarded-for']);
  return { origin, seen, forwardedFor };
}

/** park-site's wiring of the visitor's address, with the given TRUSTED_PROXIES. */
async function site(apiOrigin: string, trustedProxies: string | undefined) {
  const app = express();
  app.set('trust proxy', trustedProxiesOf(trustedProxies));
  app.use(rememberVisitorAddress());
  app.use('/api/v1', proxyToApi(apiOrigin, 2000));
  const cartApi = createServerCartApi({ baseUrl: apiOrigin, siteCode: 'XS', prefixProject: 'PARKS' });
  const reporter = createErrorReporter({ apiOrigin, siteOrigin: 'http://localhost:3000' });
  // A page whose loader reads the cart after some other awaited work, and reports a failure.
  app.get('/en/cart/', async (_request, response) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const cart = await cartApi.getCart(
      { Language: 'EN', SessionId: 's-1', Mobile: false, IncludeAmountsUSD: false },
      AbortSignal.timeout(2000),
    );
    reporter.reportSsrError(new Error('test'), { url: '/en/cart/' });
    response.json({ status: cart.status });
  });
  return listen(app);
}

const login = (siteOrigin: string, forwardedFor?: string) =>
  fetch(`${siteOrigin}/api/v1/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
      'X-Real-IP': '192.0.2.99',
      Forwarded: 'for=192.0.2.98',
    },
    body: JSON.stringify({ Username: 'a@example.com', Password: 'x' }),
  });

describe('the X-Forwarded-For park-site sends park-api', () => {
  it('is the socket address alone when the visitor is not a trusted proxy', async () => {
    const api = await recordingApi();
    // Nothing trusted: the visitor on 127.0.0.1 is just a visitor, whatever its header says.
    const siteOrigin = await site(api.origin, '');
    for (const spoof of ['192.0.2.1', '192.0.2.2, 10.0.0.1'])
      expect((await login(siteOrigin, spoof)).status).toBe(200);
    expect(api.forwardedFor('/api/v1/login')).toEqual(['127.0.0.1', '127.0.0.1']);
    const [call] = api.seen;
    expect(call?.headers['x-real-ip']).toBeUndefined();
    expect(call?.headers['forwarded']).toBeUndefined();
  });

  it('is the address the trusted proxy saw, never what the visitor put before it', async () => {
    const api = await recordingApi();
    // Loopback trusted (the default): this test plays the load balancer, appending the visitor's address.
    const siteOrigin = await site(api.origin, undefined);
    await login(siteOrigin, '192.0.2.1, 203.0.113.7');
    await login(siteOrigin, '192.0.2.2, 192.0.2.3, 203.0.113.7');
    await login(siteOrigin);
    expect(api.forwardedFor('/api/v1/login')).toEqual(['203.0.113.7', '203.0.113.7', '127.0.0.1']);
  });

  it("goes with the server's own calls for the visitor: the cart API and error reports", async () => {
    // The report's own log line is not this test's business.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = await recordingApi();
    const siteOrigin = await site(api.origin, undefined);
    const page = await fetch(`${siteOrigin}/en/cart/`, {
      headers: { 'X-Forwarded-For': '192.0.2.1, 203.0.113.8' },
    });
    expect(await page.json()).toEqual({ status: 200 });
    // The report is not awaited by the page: give it a moment.
    for (let tries = 0; tries < 50 && !api.forwardedFor('/api/v1/reporting').length; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.forwardedFor('/xapi/token')).toEqual(['203.0.113.8']);
    expect(api.forwardedFor('/xapi/shopping-cart')).toEqual(['203.0.113.8']);
    expect(api.forwardedFor('/api/v1/reporting')).toEqual(['203.0.113.8']);
    quiet.mockRestore();
  });

  it("goes with the sign-in client's calls to the issuer (its fetch is fetchForVisitor)", async () => {
    const api = await recordingApi();
    const app = express();
    app.set('trust proxy', trustedProxiesOf(undefined));
    app.use(rememberVisitorAddress());
    app.get('/user-info-social/', async (_request, response) => {
      const answer = await fetchForVisitor(`${api.origin}/oauth2/me`, {
        headers: { Authorization: 'Bearer access-token' },
      });
      response.status(answer.status).end();
    });
    const siteOrigin = await listen(app);
    await fetch(`${siteOrigin}/user-info-social/`, {
      headers: { 'X-Forwarded-For': '192.0.2.1, 203.0.113.9' },
    });
    await fetchForVisitor(`${api.origin}/oauth2/me`);
    expect(api.forwardedFor('/oauth2/me')).toEqual(['203.0.113.9', undefined]);
    expect(api.seen[0]?.headers.authorization).toBe('Bearer access-token');
  });

  it('refuses a TRUSTED_PROXIES entry that is no address', () => {
    const app = express();
    expect(() => app.set('trust proxy', trustedProxiesOf('loopback, not-an-address'))).toThrow();
  });
});
