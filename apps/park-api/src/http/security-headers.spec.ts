/**
 * Issue 22 §6: park-api's own answers carry nosniff, a CSP that loads and frames nothing, and a
 * Referrer-Policy; the Swagger UI gets a policy it can run under; /docs is off in production unless enabled.
 */
import { apiDocsEnabled } from '../config/app-config';
import { createTestApp, TEST_HEADERS, type TestApp } from '../test-support/test-app';
import { API_CSP } from './security-headers';

const HOST_NAME_PATH = Buffer.from('localhost:3000/es/').toString('base64');

type Headers = Record<string, string | string[] | number | undefined>;
function expectApiHeaders(headers: Headers) {
  expect({
    nosniff: headers['x-content-type-options'],
    csp: headers['content-security-policy'],
    referrer: headers['referrer-policy'],
  }).toEqual({ nosniff: 'nosniff', csp: API_CSP, referrer: 'no-referrer' });
}

describe("park-api's own headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET /health', { method: 'GET' as const, url: '/health' }, 200],
    ['POST /xapi/token', { method: 'POST' as const, url: '/xapi/token', headers: TEST_HEADERS }, 200],
    ['a refused cart call', { method: 'GET' as const, url: '/xapi/currencies' }, 400],
    [
      'a parks API call',
      {
        method: 'POST' as const,
        url: '/api/v1/login',
        headers: { hostnamepath: HOST_NAME_PATH },
        payload: { Username: 'nobody@example.com', Password: 'wrong' },
      },
      401,
    ],
    ['a parks API call without its header', { method: 'GET' as const, url: '/api/v1/users/me' }, 400],
    ['an unknown path', { method: 'GET' as const, url: '/nothing-here' }, 404],
    ['the installment script', { method: 'GET' as const, url: '/installments/provider.js' }, 200],
    ['the OpenAPI document', { method: 'GET' as const, url: '/docs/json' }, 200],
  ])('%s', async (_name, request, status) => {
    const answer = await t.app.inject(request);
    expect(answer.statusCode).toBe(status);
    expectApiHeaders(answer.headers);
  });

  it('a newsletter redirect too', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/newsletter/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.1' },
      payload: new URLSearchParams({
        successUrl: 'http://localhost:3000/es/',
        errorUrl: 'http://localhost:3000/es/error/',
      }).toString(),
    });
    expect(answer.statusCode).toBe(303);
    expectApiHeaders(answer.headers);
  });

  it('the Swagger UI: its own files only, no inline script, never framed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // Every script the page loads is a file of its own under /docs (what script-src 'self' allows).
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline?.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '';
      const file = await t.app.inject({ method: 'GET', url: new URL(src, 'http://api.test/docs/').pathname });
      expect({ src, status: file.statusCode }).toEqual({ src, status: 200 });
      expect(file.headers['content-type']).toMatch(/javascript/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the OIDC provider answers keep the account pages headers', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('/docs in production', () => {
  it('is off when NODE_ENV=production unless API_DOCS=1, on in development unless API_DOCS=0', () => {
    expect(apiDocsEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(apiDocsEnabled({ NODE_ENV: 'production', API_DOCS: '1' })).toBe(true);
    expect(apiDocsEnabled({})).toBe(true);
    expect(apiDocsEnabled({ API_DOCS: '0' })).toBe(false);
  });

  it('off: neither the UI nor the document is served, and the API still is', async () => {
    const t = await createTestApp(undefined, { apiDocs: false });
    try {
      for (const url of ['/docs', '/docs/', '/docs/json', '/docs/static/index.html']) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
        expectApiHeaders(answer.headers);
      }
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
