/**
 * Issue 10 §4: every endpoint of the OpenAPI document (and the hosted account pages, which are HTML and
 * not in it) meets the shared bad-input corpus — in every query parameter, path parameter and body
 * field, as wrong types, as whole hostile bodies, with repeated parameters and oversized headers. It
 * must never answer 5xx, never leak a stack trace, never reflect markup unescaped in HTML, and never
 * redirect off the allowed origins. The cross product is deterministic; every endpoint gets all of it.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  HOSTILE_BODIES,
  HOSTILE_TEXTS,
  percentEncode,
  REFLECTION_MARKERS,
  STACK_TRACE,
  WRONG_TYPES,
} from '../test-support/hostile-inputs';
import { EN_PAGE, searchToken } from '../test-support/search-calls';
import { createTestApp, testNow, TEST_SITE_ORIGIN, type TestApp } from '../test-support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Operation {
  method: Method;
  path: string;
  query: string[];
  pathParams: string[];
  bodyFields: string[];
  hasBody: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

/** Redirects may only go to the site, to park-api itself, or stay on the same origin. */
const ALLOWED_REDIRECT_ORIGINS = [TEST_SITE_ORIGIN, 'http://api.test'];

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      return {
        method: method.toUpperCase() as Method,
        path,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        hasBody: operation.requestBody !== undefined,
      };
    }),
  );
}

function fill(path: string, params: string[], value: string): string {
  return params.reduce((url, name) => url.replace(`{${name}}`, percentEncode(value) || '%20'), path);
}

function check(res: LightMyRequestResponse, label: string) {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (STACK_TRACE.test(res.body)) problems.push(`${label}: a stack trace in the body`);
  if (String(res.headers['content-type'] ?? '').includes('html'))
    for (const marker of REFLECTION_MARKERS)
      if (res.body.includes(marker)) problems.push(`${label}: reflects ${marker}`);
  const location = res.headers['location'];
  if (typeof location === 'string') {
    const target = new URL(location, 'http://api.test');
    if (!ALLOWED_REDIRECT_ORIGINS.includes(target.origin))
      problems.push(`${label}: redirects off-site to ${location}`);
  }
  if (res.headers['injected'] !== undefined || String(res.headers['set-cookie'] ?? '').includes('injected'))
    problems.push(`${label}: a header was injected`);
  return problems;
}

describe('bad input on every endpoint of the OpenAPI document (issue 10 §4)', () => {
  let t: TestApp;
  let operations: Operation[];
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(testNow);
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
    operations = operationsOf(doc);
    headers = {
      ...t.headers,
      hostnamepath: EN_PAGE,
      origin: TEST_SITE_ORIGIN,
      'idempotency-key': 'bad-input-sweep',
      'x-user-session': 'not-a-session',
    };
  });
  afterAll(() => t.close());

  it('reads the whole document: cart, catalog, payments, orders, newsletter, search, reporting, users', () => {
    const paths = new Set(operations.map((operation) => operation.path));
    for (const path of [
      '/xapi/shopping-cart/items',
      '/xapi/payments',
      '/xapi/orders/{IdOrder}',
      '/newsletter/subscribe',
      '/api/v1/discovery/search',
      '/api/v1/reporting',
      '/api/v1/login',
    ])
      expect(paths).toContain(path);
    expect(operations.length).toBeGreaterThanOrEqual(30);
  });

  it('never answers 5xx, leaks a stack, reflects markup or redirects off-site', async () => {
    // The search service wants its own token: fetched once, then used by every discovery call.
    const searchBearer = `Bearer ${await searchToken(t)}`;
    const problems: string[] = [];
    for (const operation of operations) {
      const authorization = operation.path.startsWith('/api/v1/discovery/')
        ? searchBearer
        : (headers['authorization'] ?? '');
      const send = async (label: string, options: Omit<InjectOptions, 'method'>) => {
        const res = await t.app.inject({ method: operation.method, ...options });
        problems.push(...check(res, `${operation.method} ${operation.path} ${label}`));
      };
      for (const text of HOSTILE_TEXTS) {
        const query = operation.query.map((name) => `${name}=${percentEncode(text.value)}`).join('&');
        const body = Object.fromEntries(operation.bodyFields.map((name) => [name, text.value]));
        await send(text.name, {
          url: `${fill(operation.path, operation.pathParams, text.value)}?${query}`,
          headers: { ...headers, authorization, 'content-type': 'application/json' },
          ...(operation.hasBody ? { payload: JSON.stringify(body) } : {}),
        });
      }
      for (const [index, value] of WRONG_TYPES.entries()) {
        if (!operation.hasBody) continue;
        const body = Object.fromEntries(operation.bodyFields.map((name) => [name, value]));
        await send(`wrong type #${index}`, {
          url: fill(operation.path, operation.pathParams, '1'),
          headers: { ...headers, authorization, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      }
      for (const hostile of HOSTILE_BODIES) {
        await send(hostile.name, {
          url: fill(operation.path, operation.pathParams, '1'),
          headers: { ...headers, authorization, 'content-type': hostile.contentType },
          payload: hostile.body,
        });
      }
      // Repeated query parameters, and headers and cookies far beyond any real one.
      const repeated = operation.query.map((name) => `${name}=EN&${name}=ES&${name}[]=x`).join('&');
      await send('repeated parameters', {
        url: `${fill(operation.path, operation.pathParams, '1')}?${repeated}`,
        headers: { ...headers, authorization },
      });
      await send('oversized headers', {
        url: fill(operation.path, operation.pathParams, '1'),
        headers: {
          ...headers,
          authorization: `Bearer ${'x'.repeat(16_000)}`,
          hostnamepath: 'A'.repeat(16_000),
          cookie: `_shopping=${'%ff'.repeat(2000)}; _currency=${'<'.repeat(4000)}`,
        },
      });
    }
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('the hosted account pages (HTML, outside the document) never reflect markup or fail', async () => {
    const problems: string[] = [];
    for (const text of HOSTILE_TEXTS) {
      const uid = percentEncode(text.value) || '%20';
      for (const page of ['', '/register', '/confirm', '/forgot', '/reset', '/abort'])
        problems.push(
          ...check(
            await t.app.inject({
              method: 'GET',
              url: `/account/interaction/${uid}${page}`,
              query: { lang: text.value },
            }),
            `GET account${page} ${text.name}`,
          ),
        );
      const form = new URLSearchParams({ email: text.value, password: text.value, code: text.value });
      problems.push(
        ...check(
          await t.app.inject({
            method: 'POST',
            url: `/account/interaction/${uid}/sign-in`,
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://api.test' },
            payload: form.toString(),
          }),
          `POST account sign-in ${text.name}`,
        ),
        ...check(
          await t.app.inject({
            method: 'GET',
            url: '/oauth2/authorize',
            query: { redirect_uri: text.value, client_id: text.value },
          }),
          `GET authorize ${text.name}`,
        ),
      );
    }
    expect(problems).toEqual([]);
  });
});
