/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Records when axios's module is evaluated; the module itself is the real axios.
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
      const missing = request.url?.endsWith('/missing');
      response.writeHead(missing ? 404 : 201, { 'content-type': 'application/json' });
      response.end(JSON.stringify(missing ? { error: 'NOT_FOUND' } : { ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('loads axios with its first call, not with the page, and the call reaches the server whole', async () => {
    const client = createApiClient({
      baseURL: `${origin}/api/v1`,
      page: { host: 'www.parquesensoria.example', pathname: '/es/carrito/' },
      headers: { 'X-Site': 'XS' },
    });
    expect(mockAxiosLoads).toEqual([]);

    const response = await client.post<{ ok: boolean }>('/cart/items', { productId: 7 });

    expect(mockAxiosLoads).toEqual(['axios']);
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ ok: true });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v1/cart/items');
    expect(JSON.parse(request?.body ?? '')).toEqual({ productId: 7 });
    expect(request?.headers['x-site']).toBe('XS');
    expect(atob(String(request?.headers['hostnamepath']))).toBe('www.parquesensoria.example/es/carrito/');

    // Later calls reuse the one loaded instance.
    await client.get('/cart');
    expect(mockAxiosLoads).toEqual(['axios']);
    expect(seen.at(-1)?.url).toBe('/api/v1/cart');
  });

  it('rejects an error status with an error isApiError recognises, with the response', async () => {
    const client = createApiClient({ baseURL: origin, page: { host: 'h', pathname: '/en/' } });
    const error: unknown = await client.get('/missing').catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(isApiError<{ error: string }>(error) && error.response?.status).toBe(404);
    expect(isApiError(error) && error.response?.data).toEqual({ error: 'NOT_FOUND' });
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });
});
