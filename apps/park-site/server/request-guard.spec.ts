/**
 * @jest-environment node
 *
 * Issue 22 §5: one same-origin guard and one small body limit in front of every endpoint of the site.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { createServer, request as httpRequest, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_BODY_LIMIT_BYTES,
  limitRequestBody,
  siteRequestGuard,
  SITE_BODY_LIMIT_BYTES,
} from './request-guard';

let server: Server;
let site: string;
let reached: string[] = [];

beforeAll(async () => {
  const app = express();
  // As in app.ts: the proxied API paths get park-api's limit, the site's own endpoints the guard.
  app.use('/api/v1', limitRequestBody(API_BODY_LIMIT_BYTES), (request, response) => {
    reached.push(request.originalUrl);
    request.resume().on('end', () => response.status(204).end());
  });
  app.use((request, response, next) => siteRequestGuard({ siteOrigin: site })(request, response, next));
  // Stand-ins for the site's endpoints: each records that the guard let the request through.
  app.post(['/api/cart-currency', '/user-session/', '/redirect/'], express.json(), (request, response) => {
    reached.push(request.path);
    response.json({ ok: true });
  });
  // A React Router document POST (a form on the page itself, no scripts).
  app.post('/en/', express.urlencoded({ extended: false }), (request, response) => {
    reached.push(request.path);
    response.type('html').send('<p>signed in</p>');
  });
  app.get('/en/', (_request, response) => response.type('html').send('<p>page</p>'));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  reached = [];
});

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** A raw request: headers exactly as given (no Origin added), a body sent whole or chunked. */
function send(
  path: string,
  headers: OutgoingHttpHeaders,
  body?: string,
  { chunked = false, method = 'POST' } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${site}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body !== undefined && !chunked ? { 'Content-Length': Buffer.byteLength(body) } : {}),
      },
    });
    outgoing.on('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          type: String(incoming.headers['content-type']),
          body: text,
        }),
      );
    });
    // The server may answer and close before the whole body is written: that is the point.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (body !== undefined && chunked) outgoing.write(body);
    outgoing.end(chunked || body === undefined ? undefined : body);
  });
}

const json = { 'Content-Type': 'application/json', Accept: '*/*' };
const ONE_MEGABYTE = JSON.stringify({ Currency: 'USD', padding: 'x'.repeat(1024 * 1024) });

describe('the body limit', () => {
  it.each(['/api/cart-currency', '/user-session/', '/redirect/', '/en/', '/api/v1/login'])(
    'refuses a 1 MB body to %s with 413, without reaching the endpoint',
    async (path) => {
      const answer = await send(path, { ...json, Origin: site }, ONE_MEGABYTE);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(reached).toEqual([]);
    },
  );

  it('lets a body of the limit through, and refuses one byte more', async () => {
    const body = (size: number) => JSON.stringify({ Currency: 'USD', p: 'x'.repeat(size - 25) });
    expect(Buffer.byteLength(body(SITE_BODY_LIMIT_BYTES))).toBe(SITE_BODY_LIMIT_BYTES);
    expect((await send('/api/cart-currency', json, body(SITE_BODY_LIMIT_BYTES))).status).toBe(200);
    expect((await send('/api/cart-currency', json, body(SITE_BODY_LIMIT_BYTES + 1))).status).toBe(413);
    expect(reached).toEqual(['/api/cart-currency']);
  });

  it('refuses a body without a length (chunked) with 411', async () => {
    const answer = await send('/api/cart-currency', json, '{"Currency":"USD"}', { chunked: true });
    expect(answer.status).toBe(411);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'LENGTH_REQUIRED' });
    expect(reached).toEqual([]);
  });

  it('answers a form posted without scripts with a page in the visitor language', async () => {
    const answer = await send(
      '/en/',
      { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,*/*;q=0.8', Origin: site },
      `email=a%40example.com&password=${'x'.repeat(20_000)}`,
    );
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain('<html lang="en-US">');
    expect(answer.body).toContain('The request is too large.');
  });
});

describe('the same-origin guard', () => {
  const body = '{"Currency":"USD"}';

  it('refuses another Origin, and the opaque null one', async () => {
    for (const origin of ['https://evil.example', 'null', `${site}.evil.example`]) {
      const answer = await send('/api/cart-currency', { ...json, Origin: origin }, body);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    }
    expect(reached).toEqual([]);
  });

  it('refuses Sec-Fetch-Site cross-site or same-site when there is no Origin', async () => {
    for (const fetchSite of ['cross-site', 'same-site'])
      expect((await send('/api/cart-currency', { ...json, 'Sec-Fetch-Site': fetchSite }, body)).status).toBe(
        403,
      );
    expect(reached).toEqual([]);
  });

  it("lets the site's own calls through: its Origin, Sec-Fetch-Site same-origin or none, or neither header", async () => {
    expect((await send('/api/cart-currency', { ...json, Origin: site }, body)).status).toBe(200);
    expect((await send('/user-session/', { ...json, 'Sec-Fetch-Site': 'same-origin' }, body)).status).toBe(
      200,
    );
    expect((await send('/redirect/', { ...json, 'Sec-Fetch-Site': 'none' }, body)).status).toBe(200);
    expect((await send('/redirect/', json, body)).status).toBe(200);
    expect(reached).toEqual(['/api/cart-currency', '/user-session/', '/redirect/', '/redirect/']);
  });

  it('lets a same-origin form post to a page through (a React Router action without scripts)', async () => {
    const answer = await send(
      '/en/',
      {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Origin: site,
        'Sec-Fetch-Site': 'same-origin',
      },
      'email=a%40example.com&password=secret',
    );
    expect(answer.status).toBe(200);
    expect(reached).toEqual(['/en/']);
  });

  it('refuses a cross-site form post to a page with a page in the visitor language', async () => {
    const answer = await send(
      '/en/',
      {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Origin: 'https://evil.example',
      },
      'email=a%40example.com&password=secret',
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('Cross-origin requests are refused');
    expect(reached).toEqual([]);
  });

  it('answers an endpoint without a language in the language of the page that sent it, else in English', async () => {
    const fromSpanishPage = await send(
      '/api/cart-currency',
      {
        'Content-Type': 'application/json',
        Accept: 'text/html',
        Origin: 'https://evil.example',
        Referer: 'https://evil.example/es/entrada/',
      },
      '{}',
    );
    expect(fromSpanishPage.status).toBe(403);
    expect(fromSpanishPage.body).toContain('<html lang="es-MX">');
    expect(fromSpanishPage.body).toContain('Esta solicitud solo se acepta desde el propio sitio.');
    const withoutReferer = await send(
      '/api/cart-currency',
      { 'Content-Type': 'application/json', Accept: 'text/html', Origin: 'https://evil.example' },
      '{}',
    );
    expect(withoutReferer.body).toContain('<html lang="en-US">');
    expect(reached).toEqual([]);
  });

  it('never stands in the way of reading a page', async () => {
    const answer = await send(
      '/en/',
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      undefined,
      {
        method: 'GET',
      },
    );
    expect(answer.status).toBe(200);
  });
});
