/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyToApi } from './api-proxy';
import { paidSessionOnPayment } from './paid-session-on-payment';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** A stand-in park-api that echoes what it received. */
async function echoApi(): Promise<{
  origin: string;
  seen: { url?: string; headers?: IncomingHttpHeaders; body?: string };
}> {
  const seen: { url?: string; headers?: IncomingHttpHeaders; body?: string } = {};
  const origin = await listen(
    createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        Object.assign(seen, { url: request.url, headers: request.headers, body });
        response.writeHead(201, { 'Content-Type': 'application/json', 'X-Api': 'park-api' });
        response.end(JSON.stringify({ data: { id: 7 } }));
      });
    }),
  );
  return { origin, seen };
}

async function site(apiOrigin: string): Promise<string> {
  const app = express();
  app.use('/api/v1', proxyToApi(apiOrigin, 1000));
  return listen(createServer(app));
}

describe('proxyToApi', () => {
  it('forwards /api/v1 calls with their path, headers and body, and streams the answer back', async () => {
    const api = await echoApi();
    const siteOrigin = await site(api.origin);
    const response = await fetch(`${siteOrigin}/api/v1/discovery/search?x=1`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        HostNamePath: 'bG9jYWxob3N0L2VzLw==',
        Authorization: 'Bearer t',
      },
      body: JSON.stringify({ query: 'cenote' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-api')).toBe('park-api');
    expect(await response.json()).toEqual({ data: { id: 7 } });
    expect(api.seen.url).toBe('/api/v1/discovery/search?x=1');
    expect(api.seen.body).toBe('{"query":"cenote"}');
    expect(api.seen.headers?.['hostnamepath']).toBe('bG9jYWxob3N0L2VzLw==');
    expect(api.seen.headers?.['authorization']).toBe('Bearer t');
    expect(api.seen.headers?.['x-forwarded-for']).toBe('127.0.0.1');
    expect(api.seen.headers?.['x-forwarded-host']).toBe(new URL(siteOrigin).host);
  });

  it('answers 502 with a JSON error when park-api cannot be reached', async () => {
    const closed = await listen(createServer());
    await new Promise((done) => servers.pop()?.close(done));
    const siteOrigin = await site(closed);
    const response = await fetch(`${siteOrigin}/api/v1/reporting`, { method: 'POST' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The parks API is not reachable right now',
    });
  });
});

/** A stand-in park-api: POST /xapi/payments answers `paymentStatus`, everything else 200. */
async function payingSite(paymentStatus: number, secure = false): Promise<string> {
  const api = await listen(
    createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const status = request.url === '/xapi/payments' ? paymentStatus : 200;
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ Order: { IdOrder: '5f0c8a52-5d7e-4a43-9d5c-3b1f0e4a9c11' } }));
      });
    }),
  );
  const app = express();
  app.use('/xapi', proxyToApi(api, 1000, paidSessionOnPayment(secure)));
  return listen(createServer(app));
}

const paying = (cookie = '_shopping=Ses_ABC12345') => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Cookie: cookie },
  body: JSON.stringify({ SessionId: 'Ses_ABC12345' }),
});

describe('paidSessionOnPayment (decision 005: the thank-you page finds the order whatever loads in between)', () => {
  it('remembers the paying session in an HttpOnly cookie on the answer that created the order', async () => {
    const response = await fetch(`${await payingSite(201)}/xapi/payments`, paying());
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual([
      '_paid_session=Ses_ABC12345; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly',
    ]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await response.json()) as unknown).toEqual({
      Order: { IdOrder: '5f0c8a52-5d7e-4a43-9d5c-3b1f0e4a9c11' },
    });
  });

  it('uses the __Host- name with Secure on https', async () => {
    const response = await fetch(`${await payingSite(201, true)}/xapi/payments`, paying());
    expect(response.headers.getSetCookie()).toEqual([
      '__Host-_paid_session=Ses_ABC12345; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly; Secure',
    ]);
  });

  it('sets nothing when the payment was refused, for another call, or without a well-formed cart session', async () => {
    const origin = await payingSite(201);
    const declined = await fetch(`${await payingSite(402)}/xapi/payments`, paying());
    const cart = await fetch(`${origin}/xapi/shopping-cart/coupon`, paying());
    const read = await fetch(`${origin}/xapi/payments`, { headers: { Cookie: '_shopping=Ses_ABC12345' } });
    const forged = await fetch(`${origin}/xapi/payments`, paying('_shopping=a;b'));
    const none = await fetch(`${origin}/xapi/payments`, paying(''));
    for (const response of [declined, cart, read, forged, none])
      expect(response.headers.getSetCookie()).toEqual([]);
  });
});
