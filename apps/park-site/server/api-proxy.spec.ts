/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyToApi } from './api-proxy';

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
