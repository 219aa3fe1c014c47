/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import express from 'express';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createErrorReporter, recordHttpErrors } from './error-reporter';

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

interface Received {
  url?: string;
  headers: IncomingHttpHeaders;
  body: { error: string; params: Record<string, unknown> };
}

/** A stand-in park-api that keeps the reports it receives. */
async function reportingApi(): Promise<{ origin: string; received: Received[] }> {
  const received: Received[] = [];
  const origin = await listen(
    createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({
          url: request.url,
          headers: request.headers,
          body: JSON.parse(body) as Received['body'],
        });
        response.writeHead(201).end('{}');
      });
    }),
  );
  return { origin, received };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('park-site error reporting', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  it('reports a page-load error to /api/v1/reporting as SSR_ERROR, with the page in HostNamePath', async () => {
    const api = await reportingApi();
    const reporter = createErrorReporter({ apiOrigin: api.origin, siteOrigin: 'http://localhost:3000' });
    reporter.reportSsrError(new Error('cart down'), { url: 'http://localhost:3000/es/galeria/' });
    await until(() => api.received.length > 0);
    expect(api.received[0]).toMatchObject({
      url: '/api/v1/reporting',
      body: {
        error: 'SSR_ERROR',
        params: { url: 'http://localhost:3000/es/galeria/', errorMessage: 'cart down' },
      },
    });
    expect(Buffer.from(String(api.received[0]?.headers['hostnamepath']), 'base64').toString()).toBe(
      'localhost:3000/es/galeria/',
    );
  });

  it('reports every 5xx page answer as HTTP_ERROR, and nothing else', async () => {
    const api = await reportingApi();
    const reporter = createErrorReporter({ apiOrigin: api.origin, siteOrigin: 'http://localhost:3000' });
    const site = express();
    site.use(recordHttpErrors(reporter));
    site.get('/es/roto/', (_request, response) => void response.status(500).send('Error Interno'));
    site.get('/es/falta/', (_request, response) => void response.status(404).send('no'));
    site.get('/api/v1/algo', (_request, response) => void response.status(502).send('api'));
    const origin = await listen(createServer(site));
    await fetch(`${origin}/es/falta/`);
    await fetch(`${origin}/api/v1/algo`);
    await fetch(`${origin}/es/roto/?q=1`);
    await until(() => api.received.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.received.map((report) => report.body)).toEqual([
      {
        error: 'HTTP_ERROR',
        params: { method: 'GET', url: '/es/roto/?q=1', status: 500, errorMessage: 'park-site answered 500' },
      },
    ]);
  });

  it('never fails when park-api cannot be reached', () => {
    const reporter = createErrorReporter({
      apiOrigin: 'http://127.0.0.1:9',
      siteOrigin: 'http://localhost:3000',
    });
    expect(() => reporter.reportHttpError({ method: 'GET', url: '/es/', status: 503 })).not.toThrow();
  });
});
