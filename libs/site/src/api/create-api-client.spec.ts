/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Records whether axios's module is ever evaluated; the module itself is the real axios.
const mockAxiosLoads: string[] = [];
jest.mock('axios', () => {
  mockAxiosLoads.push('axios');
  return jest.requireActual('axios');
});

import { createApiClient, isApiError } from './create-api-client';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let origin: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url?.startsWith('/slow')) return void setTimeout(() => response.end('{}'), 1000);
      if (request.url?.startsWith('/text')) return void response.end('plain words');
      const missing = request.url?.endsWith('/missing');
      response.writeHead(missing ? 404 : 201, { 'content-type': 'application/json' });
      response.end(JSON.stringify(missing ? { code: 'NOT_FOUND', message: 'No such cart' } : { ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const page = { host: 'www.parquesensoria.example', pathname: '/es/carrito/' };

describe('createApiClient', () => {
  it('sends a call whole over fetch (method, URL, query, JSON body, headers, HostNamePath) without axios', async () => {
    const client = createApiClient({ baseURL: `${origin}/api/v1/`, page, headers: { 'X-Site': 'XS' } });

    const response = await client.request<{ ok: boolean }>({
      method: 'POST',
      url: '/cart/items',
      data: { productId: 7 },
      params: { Language: 'es', IncludeAmountsUSD: false, skipped: undefined, ids: [1, 2] },
      headers: { Authorization: 'Bearer t0k' },
    });

    expect(response.status).toBe(201);
    expect(response.data).toEqual({ ok: true });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(
      '/api/v1/cart/items?Language=es&IncludeAmountsUSD=false&ids%5B%5D=1&ids%5B%5D=2',
    );
    expect(JSON.parse(request?.body ?? '')).toEqual({ productId: 7 });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-site']).toBe('XS');
    expect(request?.headers['authorization']).toBe('Bearer t0k');
    expect(atob(String(request?.headers['hostnamepath']))).toBe('www.parquesensoria.example/es/carrito/');

    await client.get('/cart');
    expect(seen.at(-1)?.method).toBe('GET');
    expect(seen.at(-1)?.url).toBe('/api/v1/cart');
    expect((await client.get(`${origin}/text`)).data).toBe('plain words');
    expect(mockAxiosLoads).toEqual([]);
  });

  it('rejects an error status as axios does: an error isApiError recognises, with the answer', async () => {
    const client = createApiClient({ baseURL: origin, page });
    const error: unknown = await client.delete('/cart/missing').catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error) && error.code).toBe('ERR_BAD_REQUEST');
    expect(isApiError(error) && error.response?.status).toBe(404);
    expect(isApiError(error) && error.response?.data).toEqual({ code: 'NOT_FOUND', message: 'No such cart' });
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });

  it('fails a call past its timeout with ECONNABORTED, a cancelled one with ERR_CANCELED, no answer with ERR_NETWORK', async () => {
    const client = createApiClient({ baseURL: origin, page, timeout: 5000 });
    const timedOut: unknown = await client.get('/slow', { timeout: 50 }).catch((caught: unknown) => caught);
    expect(isApiError(timedOut) && [timedOut.code, timedOut.response]).toEqual(['ECONNABORTED', undefined]);

    const controller = new AbortController();
    const pending = client.get('/slow', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    const canceled = await pending;
    expect(isApiError(canceled) && canceled.code).toBe('ERR_CANCELED');

    const closed = createApiClient({ baseURL: 'http://127.0.0.1:9', page });
    const unanswered: unknown = await closed.post('/x', {}).catch((caught: unknown) => caught);
    expect(isApiError(unanswered) && [unanswered.code, unanswered.response]).toEqual([
      'ERR_NETWORK',
      undefined,
    ]);
  });
});
