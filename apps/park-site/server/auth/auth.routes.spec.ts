/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteRequestGuard } from '../request-guard';
import { authRoutes } from './auth.routes';
import type { IdentityProviderClient, IdentityTokens } from './identity-provider';

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

function listen(app: express.Express): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const TOKENS: IdentityTokens = {
  idToken: 'id.token.value',
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  expiresIn: 3600,
  sub: 'user-1',
  name: 'Ana Sofía Pérez Gómez',
};
const KNOWN_SESSION = 'known-session-id-0123456789';

const provider = {
  authorizationUrl: jest.fn<IdentityProviderClient['authorizationUrl']>(async (request) => {
    return `https://issuer.example/oauth2/authorize?state=${request.state}&code_challenge=${request.codeChallenge}&redirect_uri=${encodeURIComponent(request.redirectUri)}`;
  }),
  exchangeCode: jest.fn<IdentityProviderClient['exchangeCode']>(async () => TOKENS),
  refresh: jest.fn<IdentityProviderClient['refresh']>(async () => TOKENS),
  userInfo: jest.fn<IdentityProviderClient['userInfo']>(async () => ({
    sub: 'user-1',
    given_name: 'Ana Sofía',
    family_name: 'Pérez Gómez',
    country: 'MEX',
  })),
  endSessionUrl: jest.fn<IdentityProviderClient['endSessionUrl']>(
    async (request) =>
      `https://issuer.example/logout?post_logout_redirect_uri=${encodeURIComponent(request.postLogoutRedirectUri)}`,
  ),
} satisfies IdentityProviderClient;

let site: string;
let apiCalls: { path: string; session?: string; forwardedFor?: string }[] = [];

beforeAll(async () => {
  const api = express();
  api.get('/api/v1/users/me', (request, response) => {
    apiCalls.push({
      path: request.path,
      session: request.header('x-user-session'),
      forwardedFor: request.header('x-forwarded-for'),
    });
    response.json(
      request.header('x-user-session') === KNOWN_SESSION
        ? { foundData: true, firstName: 'Ana', sId: 'u1' }
        : { foundData: false },
    );
  });
  api.post('/api/v1/users/logout', (request, response) => {
    apiCalls.push({ path: request.path, session: request.header('x-user-session') });
    response.status(204).end();
  });
  const apiOrigin = await listen(api);
  const app = express();
  // The site origin is only known once listening: the routes are mounted behind a late binding.
  const late: { router?: express.Router } = {};
  app.use((request, response, next) => (late.router ? late.router(request, response, next) : next()));
  site = await listen(app);
  // As app.ts mounts them: the site's one request guard in front of the routes.
  late.router = express.Router().use(
    siteRequestGuard({ siteOrigin: site }),
    authRoutes({
      siteOrigin: site,
      apiOrigin,
      identityProvider: provider,
      secret: 'test-secret',
    }),
  );
});

/** A response's cookies as name → full Set-Cookie line. */
function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.split('=')[0] ?? '', line]));
}
const cookiePair = (line: string | undefined) => (line ?? '').split(';')[0] ?? '';

async function startSignIn(language = 'en') {
  const response = await fetch(`${site}/auth/sign-in/?lang=${language}`, { redirect: 'manual' });
  return { response, flow: cookiePair(setCookies(response).get('auth_flow')) };
}

async function signedInIdentityCookie() {
  const { response: started, flow } = await startSignIn();
  const state = new URL(String(started.headers.get('location'))).searchParams.get('state');
  const callback = await fetch(`${site}/en/auth/?code=abc&state=${state}`, {
    redirect: 'manual',
    headers: { cookie: flow },
  });
  return cookiePair(setCookies(callback).get('id_session'));
}

describe('GET /auth/sign-in/', () => {
  it('asks the issuer to open on registration or password recovery when the link says so, and nothing else', async () => {
    for (const screen of ['register', 'forgot'] as const) {
      await fetch(`${site}/auth/sign-in/?lang=en&screen=${screen}`, { redirect: 'manual' });
      expect(provider.authorizationUrl.mock.calls.at(-1)?.[0].screen).toBe(screen);
    }
    await fetch(`${site}/auth/sign-in/?lang=en&screen=admin`, { redirect: 'manual' });
    expect(provider.authorizationUrl.mock.calls.at(-1)?.[0].screen).toBeUndefined();
  });

  it('sends the browser to the issuer with state and an S256 challenge, keeping the verifier in an HttpOnly cookie', async () => {
    const { response, flow } = await startSignIn('es');
    expect(response.status).toBe(303);
    const request = provider.authorizationUrl.mock.calls.at(-1)?.[0];
    expect(request?.redirectUri).toBe(`${site}/es/auth/`);
    expect(request?.language).toBe('es');
    expect(request?.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const line = setCookies(response).get('auth_flow') ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    // Sealed: neither the state nor anything else is readable in the cookie.
    expect(flow).not.toContain(request?.state ?? 'missing');
  });
});

describe('the auth return page callback', () => {
  it('exchanges the code on the server with the sealed checks, then returns through /redirect/', async () => {
    const { response: started, flow } = await startSignIn();
    const state = new URL(String(started.headers.get('location'))).searchParams.get('state') ?? '';
    const challenge = new URL(String(started.headers.get('location'))).searchParams.get('code_challenge');
    const callback = await fetch(`${site}/en/auth/?code=abc&state=${state}`, {
      redirect: 'manual',
      headers: { cookie: flow },
    });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/redirect/');
    const [url, checks] = provider.exchangeCode.mock.calls.at(-1) ?? [];
    expect(url?.toString()).toBe(`${site}/en/auth/?code=abc&state=${state}`);
    expect(checks?.state).toBe(state);
    expect(
      createHash('sha256')
        .update(checks?.verifier ?? '')
        .digest('base64url'),
    ).toBe(challenge);
    const identity = setCookies(callback).get('id_session') ?? '';
    expect(identity).toMatch(/HttpOnly/);
    expect(identity).not.toContain(TOKENS.idToken);
  });

  it('without the flow cookie nothing is exchanged', async () => {
    provider.exchangeCode.mockClear();
    const callback = await fetch(`${site}/es/auth/?code=abc&state=x`, { redirect: 'manual' });
    expect(callback.headers.get('location')).toBe('/es/auth/?signin=failed');
    expect(provider.exchangeCode).not.toHaveBeenCalled();
  });

  it('a refused exchange (wrong state, replayed code) signs nobody in', async () => {
    const { flow } = await startSignIn();
    provider.exchangeCode.mockRejectedValueOnce(new Error('unexpected "state" response parameter value'));
    const callback = await fetch(`${site}/en/auth/?code=abc&state=forged`, {
      redirect: 'manual',
      headers: { cookie: flow },
    });
    expect(callback.headers.get('location')).toBe('/en/auth/?signin=failed');
    expect(setCookies(callback).get('id_session') ?? '').not.toMatch(/id_session=[^;]/);
  });
});

describe('identity session and social user info', () => {
  it('tells the name of the identity, never its tokens', async () => {
    const cookie = await signedInIdentityCookie();
    const answer = await fetch(`${site}/auth/identity/`, { headers: { cookie } });
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ identity: { name: TOKENS.name, sub: 'user-1' } });
    expect(text).not.toContain(TOKENS.accessToken);
    expect(await (await fetch(`${site}/auth/identity/`)).json()).toEqual({ identity: null });
  });

  it('GET /user-info-social/ answers the SPEC §3 fields from the provider', async () => {
    const cookie = await signedInIdentityCookie();
    const answer = await fetch(`${site}/user-info-social/`, { headers: { cookie } });
    expect(await answer.json()).toEqual({
      foundData: true,
      firstName: 'Ana Sofía',
      lastName: 'Pérez Gómez',
      sId: 'user-1',
      countryIso3: 'MEX',
    });
    expect(
      (await fetch(`${site}/user-info-social/`, { headers: { cookie, authorization: 'other.id.token' } }))
        .status,
    ).toBe(401);
    expect((await fetch(`${site}/user-info-social/`)).status).toBe(401);
    provider.userInfo.mockRejectedValueOnce(new Error('down'));
    expect((await fetch(`${site}/user-info-social/`, { headers: { cookie } })).status).toBe(502);
  });
});

describe('own session', () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${site}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: site, ...headers },
      body: JSON.stringify(body),
    });

  it('POST /user-session/ sets the HttpOnly cookie, lasting only with remember', async () => {
    const remembered = await post('/user-session/', { sessionId: KNOWN_SESSION, remember: true });
    expect(remembered.status).toBe(204);
    const line = setCookies(remembered).get('user_session') ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).not.toMatch(/Secure/);
    const forgotten = await post('/user-session/', { sessionId: KNOWN_SESSION, remember: false });
    expect(setCookies(forgotten).get('user_session')).not.toMatch(/Max-Age|Expires/);
  });

  it('refuses an unknown session, a malformed body and another origin', async () => {
    expect(
      (await post('/user-session/', { sessionId: 'unknown-session-0123456789', remember: true })).status,
    ).toBe(401);
    expect((await post('/user-session/', { remember: true })).status).toBe(400);
    expect(
      (await post('/user-session/', { sessionId: KNOWN_SESSION }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await post('/user-logout/', {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/redirect/', { route: 'sl4sh' }, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
  });

  it('refuses a cross-site call without Origin, and a body over the limit, before park-api hears of it', async () => {
    apiCalls = [];
    const crossSite = await fetch(`${site}/user-session/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ sessionId: KNOWN_SESSION }),
    });
    expect(crossSite.status).toBe(403);
    const large = await post('/user-session/', {
      sessionId: KNOWN_SESSION,
      padding: 'x'.repeat(1024 * 1024),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(apiCalls).toEqual([]);
  });

  it("asks park-api with the visitor's address, not the visitor's X-Forwarded-For", async () => {
    apiCalls = [];
    await post('/user-session/', { sessionId: KNOWN_SESSION }, { 'x-forwarded-for': '192.0.2.1' });
    expect(apiCalls).toEqual([
      { path: '/api/v1/users/me', session: KNOWN_SESSION, forwardedFor: '127.0.0.1' },
    ]);
  });

  it('GET /user-info/ reads the own session from park-api; none means foundData false', async () => {
    const info = await fetch(`${site}/user-info/`, { headers: { cookie: `user_session=${KNOWN_SESSION}` } });
    expect(await info.json()).toEqual({ foundData: true, firstName: 'Ana', sId: 'u1' });
    expect(await (await fetch(`${site}/user-info/`)).json()).toEqual({ foundData: false });
  });

  it('POST /user-logout/ closes both sessions and hands back the hosted logout for an identity session', async () => {
    apiCalls = [];
    const identity = await signedInIdentityCookie();
    const answer = await post(
      '/user-logout/',
      { language: 'en' },
      { cookie: `user_session=${KNOWN_SESSION}; ${identity}` },
    );
    expect(apiCalls).toContainEqual({ path: '/api/v1/users/logout', session: KNOWN_SESSION });
    expect(await answer.json()).toEqual({
      hostedLogoutUrl: `https://issuer.example/logout?post_logout_redirect_uri=${encodeURIComponent(`${site}/en/auth/`)}`,
    });
    const cookies = setCookies(answer);
    expect(cookies.get('user_session')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookies.get('id_session')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await (await post('/user-logout/', {})).json()).toEqual({});
  });
});

describe('/redirect/', () => {
  it("remembers the posted route ('/' as 'sl4sh') and goes back to it", async () => {
    const posted = await fetch(`${site}/redirect/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ route: 'sl4shensl4shfaqssl4sh' }),
    });
    expect(posted.status).toBe(204);
    const cookie = cookiePair(setCookies(posted).get('auth_redirect'));
    const back = await fetch(`${site}/redirect/`, { redirect: 'manual', headers: { cookie } });
    expect(back.headers.get('location')).toBe('/en/faqs/');
    expect((await fetch(`${site}/redirect/`, { redirect: 'manual' })).headers.get('location')).toBe('/');
  });

  it('never becomes an open redirect', async () => {
    for (const route of ['sl4shsl4shevil.example', 'https:sl4shsl4shevil.example', 'evil'])
      expect(
        (
          await fetch(`${site}/redirect/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: site },
            body: JSON.stringify({ route }),
          })
        ).status,
      ).toBe(400);
  });
});

describe('token refresh', () => {
  it('refreshes an expired access token on the server and re-seals the identity cookie', async () => {
    provider.exchangeCode.mockResolvedValueOnce({ ...TOKENS, expiresIn: 0 });
    const cookie = await signedInIdentityCookie();
    provider.refresh.mockClear();
    const answer = await fetch(`${site}/user-info-social/`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(provider.refresh).toHaveBeenCalledWith('refresh-token', TOKENS.idToken);
    expect(provider.userInfo).toHaveBeenLastCalledWith(TOKENS.accessToken, 'user-1');
    expect(setCookies(answer).get('id_session')).toMatch(/HttpOnly/);
  });
});

describe('on an https site', () => {
  it('names the cookies __Host- and marks them Secure', async () => {
    const app = express();
    app.use(
      authRoutes({
        siteOrigin: 'https://site.example',
        apiOrigin: 'http://127.0.0.1:9',
        identityProvider: provider,
        secret: 's',
      }),
    );
    const origin = await listen(app);
    const answer = await fetch(`${origin}/auth/sign-in/?lang=es`, { redirect: 'manual' });
    const line = setCookies(answer).get('__Host-auth_flow') ?? '';
    expect(line).toMatch(/Secure/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Domain=/);
    expect(provider.authorizationUrl.mock.calls.at(-1)?.[0].redirectUri).toBe(
      'https://site.example/es/auth/',
    );
  });
});
