/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { createServer, type Server } from 'node:http';
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

/** A stand-in park-api: POST /xapi/payments answers `paymentStatus`, everything else 200. */
async function site(paymentStatus: number, secure = false): Promise<string> {
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
    const response = await fetch(`${await site(201)}/xapi/payments`, paying());
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
    const response = await fetch(`${await site(201, true)}/xapi/payments`, paying());
    expect(response.headers.getSetCookie()).toEqual([
      '__Host-_paid_session=Ses_ABC12345; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly; Secure',
    ]);
  });

  it('sets nothing when the payment was refused, for another call, or without a well-formed cart session', async () => {
    const origin = await site(201);
    const declined = await fetch(`${await site(402)}/xapi/payments`, paying());
    const cart = await fetch(`${origin}/xapi/shopping-cart/coupon`, paying());
    const read = await fetch(`${origin}/xapi/payments`, { headers: { Cookie: '_shopping=Ses_ABC12345' } });
    const forged = await fetch(`${origin}/xapi/payments`, paying('_shopping=a;b'));
    const none = await fetch(`${origin}/xapi/payments`, paying(''));
    for (const response of [declined, cart, read, forged, none])
      expect(response.headers.getSetCookie()).toEqual([]);
  });
});
