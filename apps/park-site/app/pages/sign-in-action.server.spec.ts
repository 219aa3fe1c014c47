/**
 * @jest-environment node
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInFromForm, type FormSignInDependencies } from './sign-in-action.server';

const SITE = 'http://127.0.0.1:3000';
const SESSION_ID = 'session-id-0123456789abcdef';
const PASSWORD = 'correct horse battery staple';

interface ApiCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

// A stand-in for park-api's users API on a free 127.0.0.1 port: what reaches it is what the test reads.
let server: Server;
let apiBaseUrl: string;
let calls: ApiCall[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      calls.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const { Username, Password } = JSON.parse(body || '{}') as { Username?: string; Password?: string };
      response.setHeader('Content-Type', 'application/json');
      if (Username === 'busy@example.com') {
        response.writeHead(429, { 'Retry-After': '60' });
        response.end(
          JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many sign-in tries; try again later' }),
        );
      } else if (Username === 'ana@example.com' && Password === PASSWORD) {
        response.end(JSON.stringify({ sessionId: SESSION_ID, expiresAt: '2026-12-24T00:00:00.000Z' }));
      } else if (Username === 'broken@example.com') {
        response.writeHead(500);
        response.end('{}');
      } else {
        response.writeHead(401);
        response.end(
          JSON.stringify({ code: 'LOGIN_FAILED', message: 'The email or password entered is incorrect' }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls = [];
});

function deps(overrides: Partial<FormSignInDependencies> = {}): FormSignInDependencies {
  return {
    apiBaseUrl,
    siteOrigin: SITE,
    secureCookies: false,
    visitorHeaders: () => ({ 'X-Forwarded-For': '203.0.113.7' }),
    ...overrides,
  };
}

function post(fields: Record<string, string>, headers: Record<string, string> = { origin: SITE }): Request {
  return new Request(`${SITE}/en/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}

describe('the login form posted without scripts', () => {
  it("signs in through park-api's users API with the visitor's address, and sets the session cookie", async () => {
    const outcome = await signInFromForm(post({ email: ' ana@example.com ', password: PASSWORD }), deps());
    expect(outcome).toEqual({
      kind: 'signed-in',
      location: '/redirect/',
      setCookie: `user_session=${SESSION_ID}; Path=/; HttpOnly; SameSite=Lax`,
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/api/v1/login');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call?.body ?? '')).toEqual({ Username: 'ana@example.com', Password: PASSWORD });
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(Buffer.from(String(call?.headers['hostnamepath']), 'base64').toString('utf8')).toBe(
      '127.0.0.1:3000/en/auth/',
    );
  });

  it("keeps the session 30 days with 'remember me', and names it __Host- and Secure on https", async () => {
    const remembered = await signInFromForm(
      post(
        { email: 'ana@example.com', password: PASSWORD, remember: 'true' },
        { origin: 'https://parque.example' },
      ),
      deps({ siteOrigin: 'https://parque.example', secureCookies: true }),
    );
    expect(remembered).toMatchObject({
      kind: 'signed-in',
      setCookie: `__Host-user_session=${SESSION_ID}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure`,
    });
  });

  it('answers a wrong password with 401 and the e-mail kept, never the password', async () => {
    const outcome = await signInFromForm(post({ email: 'ana@example.com', password: 'wrong-one' }), deps());
    expect(outcome).toEqual({
      kind: 'refused',
      status: 401,
      state: { email: 'ana@example.com', failure: 'wrongCredentials' },
    });
    expect(JSON.stringify(outcome)).not.toContain('wrong-one');
  });

  it("answers park-api's rate limit with 429, its Retry-After and the too-many-tries message", async () => {
    const outcome = await signInFromForm(post({ email: 'busy@example.com', password: 'x' }), deps());
    expect(outcome).toEqual({
      kind: 'refused',
      status: 429,
      retryAfter: '60',
      state: { email: 'busy@example.com', failure: 'tooManyTries' },
    });
  });

  it('answers 502 with the generic message when park-api fails or cannot be reached', async () => {
    expect(await signInFromForm(post({ email: 'broken@example.com', password: 'x' }), deps())).toEqual({
      kind: 'refused',
      status: 502,
      state: { email: 'broken@example.com', failure: 'generic' },
    });
    const unreachable = await signInFromForm(
      post({ email: 'ana@example.com', password: PASSWORD }),
      deps({ apiBaseUrl: 'http://127.0.0.1:9/api/v1', timeoutMs: 1000 }),
    );
    expect(unreachable).toMatchObject({ kind: 'refused', status: 502, state: { failure: 'generic' } });
  });

  it('checks the SPEC §5 rules before calling park-api', async () => {
    const outcome = await signInFromForm(post({ email: 'ana@', password: '' }), deps());
    expect(outcome).toEqual({
      kind: 'refused',
      status: 400,
      state: { email: 'ana@', errors: { email: 'emailFormat', password: 'passwordRequired' } },
    });
    expect(calls).toHaveLength(0);
  });
});
