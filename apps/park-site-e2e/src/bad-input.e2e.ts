/**
 * Issue 10 §4, the site's half: the shared bad-input corpus against every route of the route table and
 * the site's own endpoints, on the built park-site with park-api behind it. Never a 5xx, never a stack
 * trace, never the corpus's markup unescaped in HTML, never a redirect off the site (or the hosted
 * sign-in on park-api).
 *
 * The full cross product (about 70 pages × 20 texts × the places a text can go) takes too long on a
 * shared machine, so it is sampled deterministically: every page meets a fixed quarter of the corpus
 * (rotating with its position in the table, so every text meets a quarter of the pages), in `?q=`, in a
 * repeated and an unknown parameter, in a path segment past the page and in the cookies the page load
 * reads. The search pages, the home pages, the cart and the auth page meet the whole corpus.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// node --test runs these files as plain TypeScript, straight from their projects.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { listSitePages, type SitePage } from '../../../libs/i18n/src/core/route-table.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  HOSTILE_TEXTS,
  percentEncode,
  REFLECTION_MARKERS,
  STACK_TRACE,
  type HostileText,
} from '../../park-api/src/test-support/hostile-inputs.ts';
import { API_URL, SITE_URL } from './browser.ts';

const SISTER_PARKS = ['aventura', 'selva', 'arrecife', 'cenotes', 'isla', 'volcan'];
const pages = listSitePages('sensoria', SISTER_PARKS);
const FULL_CORPUS_IDS = new Set(['search', 'home', 'cart', 'auth']);
const SAMPLE_EVERY = 4;
const allowedRedirectOrigins = [new URL(SITE_URL).origin, new URL(API_URL).origin];

function corpusFor(page: SitePage, index: number): readonly HostileText[] {
  if (FULL_CORPUS_IDS.has(page.id)) return HOSTILE_TEXTS;
  return HOSTILE_TEXTS.filter((_text, position) => (position + index) % SAMPLE_EVERY === 0);
}

/** What is wrong with one answer; an empty list when it is fine. */
async function problemsOf(response: Response, label: string): Promise<string[]> {
  const body = await response.text();
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`${label}: ${response.status}`);
  if (STACK_TRACE.test(body)) problems.push(`${label}: a stack trace in the body`);
  if ((response.headers.get('content-type') ?? '').includes('html'))
    for (const marker of REFLECTION_MARKERS)
      if (body.includes(marker)) problems.push(`${label}: reflects ${marker}`);
  const location = response.headers.get('location');
  if (location && !allowedRedirectOrigins.includes(new URL(location, SITE_URL).origin))
    problems.push(`${label}: redirects off-site to ${location}`);
  if (response.headers.getSetCookie().some((cookie) => cookie.startsWith('injected')))
    problems.push(`${label}: a cookie was injected`);
  return problems;
}

/** Node's default limit on a request's head (request line and headers), park-site's too. */
const MAX_HEADER_BYTES = 16 * 1024;

function headBytes(path: string, init: RequestInit): number {
  const headers = Object.entries((init.headers ?? {}) as Record<string, string>);
  return path.length + headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
}

async function request(path: string, label: string, init: RequestInit = {}): Promise<string[]> {
  const send = () => fetch(`${SITE_URL}${path}`, { redirect: 'manual', ...init });
  // The server closes the connection after answering some malformed requests with a 400; the client's
  // pool may then write the next request into that closed socket (ECONNRESET). That is the client's
  // connection reuse, not an answer of the site, so the request is sent once more on a new connection.
  const response = await send()
    .catch((error: unknown) => {
      if (error instanceof TypeError) return send();
      throw error;
    })
    .catch((error: unknown) => {
      // A head over the server's limit is answered 431 and the connection closed at once, so a client
      // still writing it (a busy machine) sees its write reset instead of the answer: either way the
      // server refused it unread. Only such a request may end so.
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (headBytes(path, init) > MAX_HEADER_BYTES && (code === 'ECONNRESET' || code === 'EPIPE'))
        return undefined;
      throw error;
    });
  return response ? problemsOf(response, label) : [];
}

/** The cookies the page load and the auth routes read, all set to one hostile text. */
function hostileCookies(text: HostileText): string {
  const value = percentEncode(text.value);
  return [
    '_shopping',
    '_currency',
    '_currency_id',
    'langRedirect',
    'userInfo',
    'auth_redirect',
    '_paid_session',
  ]
    .map((name) => `${name}=${value}`)
    .join('; ');
}

describe('bad input on every site route (issue 10 §4)', () => {
  for (const [index, page] of pages.entries()) {
    it(`${page.path}`, async () => {
      const problems: string[] = [];
      for (const text of corpusFor(page, index)) {
        const value = percentEncode(text.value);
        problems.push(
          ...(await request(
            `${page.path}?q=${value}&q=${value}&category=${value}&page=${value}&order=${value}&${value}=1`,
            `${page.path} ?q= ${text.name}`,
            { headers: { Cookie: hostileCookies(text), 'Accept-Language': value.slice(0, 200) } },
          )),
          ...(await request(`${page.path}${value || '%20'}/`, `${page.path}<segment> ${text.name}`)),
        );
      }
      assert.deepEqual(problems, []);
    });
  }

  it('oversized headers and cookies, a garbage _shopping and _currency', async () => {
    const problems = [
      ...(await request('/es/', 'oversized cookie', {
        headers: { Cookie: `_shopping=${'a'.repeat(12_000)}; _currency=${'%ff'.repeat(1000)}` },
      })),
      ...(await request('/en/carrito/', 'garbage cart cookies', {
        headers: { Cookie: '_shopping=%E0%A4%A; _currency=<script>; _currency_id=-1e308; userInfo={"a":' },
      })),
      ...(await request('/es/', 'oversized header', { headers: { 'X-Long': 'x'.repeat(20_000) } })),
      ...(await request(`/es/busqueda/?q=${'ñ'.repeat(8000)}`, 'long URL')),
      ...(await request(`/es/busqueda/?${'q=a&'.repeat(3000)}`, 'many repeated parameters')),
    ];
    assert.deepEqual(problems, []);
  });
});

describe("bad input on the site's own endpoints (issue 10 §4)", () => {
  const sameOrigin = { Origin: new URL(SITE_URL).origin, 'Content-Type': 'application/json' };

  it('auth, redirect, currency and static endpoints', async () => {
    const problems: string[] = [];
    for (const text of HOSTILE_TEXTS) {
      const value = percentEncode(text.value);
      const json = (body: unknown): RequestInit => ({
        method: 'POST',
        headers: { ...sameOrigin, Cookie: hostileCookies(text) },
        body: JSON.stringify(body),
      });
      problems.push(
        ...(await request('/redirect/', `POST /redirect/ ${text.name}`, json({ route: text.value }))),
        ...(await request('/redirect/', `GET /redirect/ ${text.name}`, {
          headers: { Cookie: hostileCookies(text) },
        })),
        ...(await request(`/auth/sign-in/?lang=${value}`, `sign-in ${text.name}`)),
        ...(await request(`/es/auth/?code=${value}&state=${value}`, `auth return ${text.name}`)),
        ...(await request(`/en/auth/?error=${value}&error_description=${value}`, `auth error ${text.name}`)),
        ...(await request(
          '/user-session/',
          `user-session ${text.name}`,
          json({ sessionId: text.value, remember: text.value }),
        )),
        ...(await request('/user-logout/', `user-logout ${text.name}`, json({ language: text.value }))),
        ...(await request('/user-info/', `user-info ${text.name}`, {
          headers: { Cookie: hostileCookies(text) },
        })),
        ...(await request('/user-info-social/', `user-info-social ${text.name}`, {
          headers: { Cookie: hostileCookies(text), Authorization: `Bearer ${value}` },
        })),
        ...(await request(
          '/api/cart-currency',
          `cart-currency ${text.name}`,
          json({ Currency: text.value, SessionId: text.value }),
        )),
        ...(await request(`/theme.css?v=${value}`, `theme.css ${text.name}`)),
        ...(await request(`/content-images/${value || '%20'}`, `content-images ${text.name}`)),
        ...(await request(`/assets/${value || '%20'}`, `assets ${text.name}`)),
        ...(await request(`/${value || '%20'}`, `root segment ${text.name}`)),
      );
    }
    for (const body of [
      '{"route":',
      '[]',
      'null',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      '{"__proto__":{"x":1}}',
    ])
      for (const path of ['/redirect/', '/user-session/', '/api/cart-currency'])
        problems.push(
          ...(await request(path, `${path} body ${body.slice(0, 12)}`, {
            method: 'POST',
            headers: sameOrigin,
            body,
          })),
          ...(await request(path, `${path} as text/plain`, {
            method: 'POST',
            headers: { ...sameOrigin, 'Content-Type': 'text/plain' },
            body,
          })),
        );
    assert.deepEqual(problems, []);
  });
});
