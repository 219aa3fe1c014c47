/**
 * The hosted provider seen by an independent OIDC client library (openid-client): discovery, the
 * authorization code flow with PKCE through the account site's sign-in page, refresh, logout, and the
 * refusals (wrong state, replayed code, wrong redirect URI, missing verifier).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as oidc from 'openid-client';
import { createTestApp, TEST_AUTH, TEST_SITE_ORIGIN, type TestApp } from '../test-support/test-app';
import { injectFetch, TestBrowser } from '../test-support/test-browser';
import { addConfirmedUser } from '../test-support/test-users';

const REDIRECT_URI = `${TEST_SITE_ORIGIN}/en/auth/`;
const SCOPE = 'openid email phone profile user-admin';
const EMAIL = 'ana@example.com';
const PASSWORD = 'correct horse battery';

let test: TestApp;
let config: oidc.Configuration;

beforeAll(async () => {
  test = await createTestApp();
  await addConfirmedUser(test.app.database.db, { email: EMAIL, password: PASSWORD });
  config = await oidc.discovery(new URL(TEST_AUTH.issuer), 'park-site', undefined, oidc.None(), {
    [oidc.customFetch]: injectFetch(test.app),
    execute: [oidc.allowInsecureRequests],
  });
});
afterAll(() => test.close());

interface Started {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

async function startFlow(extra: Record<string, string> = {}): Promise<Started> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ui_locales: 'en',
    ...extra,
  });
  return { url, verifier, state, nonce };
}

/** Signs in on the hosted page and answers where the provider finally sends the browser. */
async function signIn(browser: TestBrowser, started: Started, password = PASSWORD) {
  const toSignInPage = await browser.follow(await browser.get(started.url.toString()));
  expect(toSignInPage.response.statusCode).toBe(200);
  expect(toSignInPage.response.body).toContain('Please use your credentials to sign in');
  const action = /action="([^"]+\/sign-in)"/.exec(toSignInPage.response.body)?.[1];
  if (!action) throw new Error('no sign-in form');
  const submitted = await browser.post(action, { email: EMAIL, password });
  return browser.follow(submitted);
}

const newBrowser = () => new TestBrowser(test.app, TEST_AUTH.issuer);

describe('discovery', () => {
  it('publishes the SPEC §7 endpoints, code + PKCE S256 only, and the scopes', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(TEST_AUTH.issuer);
    expect(metadata.authorization_endpoint).toBe(`${TEST_AUTH.issuer}/oauth2/authorize`);
    expect(metadata.token_endpoint).toBe(`${TEST_AUTH.issuer}/oauth2/token`);
    expect(metadata.end_session_endpoint).toBe(`${TEST_AUTH.issuer}/logout`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'phone', 'profile', 'user-admin']),
    );
  });
});

describe('discovery advertises only what answers (issue 22 §6)', () => {
  it('every advertised endpoint of this issuer answers, none with 404', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
    expect(answer.statusCode).toBe(200);
    const metadata = answer.json<Record<string, unknown>>();
    const endpoints = Object.entries(metadata).filter(
      (entry): entry is [string, string] =>
        /(_endpoint|_uri)$/.test(entry[0]) && typeof entry[1] === 'string',
    );
    expect(endpoints.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'authorization_endpoint',
        'token_endpoint',
        'jwks_uri',
        'end_session_endpoint',
      ]),
    );
    for (const [name, url] of endpoints) {
      expect({ name, origin: new URL(url).origin }).toEqual({ name, origin: TEST_AUTH.issuer });
      const path = new URL(url).pathname;
      // Some endpoints answer only GET, others only POST: an endpoint that works answers one of them.
      const statuses = [
        (await test.app.inject({ method: 'GET', url: path })).statusCode,
        (
          await test.app.inject({
            method: 'POST',
            url: path,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'client_id=park-site',
          })
        ).statusCode,
      ];
      expect({ name, statuses, answers: statuses.some((status) => status !== 404) }).toEqual({
        name,
        statuses,
        answers: true,
      });
    }
  });

  it('offers neither pushed authorization requests, DPoP nor client secrets', async () => {
    const metadata = (
      await test.app.inject({ method: 'GET', url: '/.well-known/openid-configuration' })
    ).json<Record<string, unknown>>();
    expect(metadata['pushed_authorization_request_endpoint']).toBeUndefined();
    expect(metadata['dpop_signing_alg_values_supported']).toBeUndefined();
    expect(metadata['token_endpoint_auth_methods_supported']).toEqual(['none']);
  });
});

describe('authorization code + PKCE', () => {
  it('signs in on the hosted page, exchanges the code, reads the user info and refreshes', async () => {
    const started = await startFlow();
    const { location } = await signIn(newBrowser(), started);
    expect(location?.startsWith(`${REDIRECT_URI}?code=`)).toBe(true);

    const tokens = await oidc.authorizationCodeGrant(config, new URL(location ?? ''), {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({ name: 'Ana Sofía Pérez Gómez', given_name: 'Ana Sofía', email: EMAIL });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
    expect(info).toMatchObject({ given_name: 'Ana Sofía', family_name: 'Pérez Gómez', email_verified: true });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.claims()?.sub).toBe(claims?.sub);
  });

  it('keeps the provider state in the database, not in memory', async () => {
    const started = await startFlow();
    await signIn(newBrowser(), started);
    const rows = await test.app.database.db.query.oidcPayloads.findMany();
    expect(rows.map((row) => row.model)).toEqual(
      expect.arrayContaining(['Session', 'AuthorizationCode', 'Grant']),
    );
  });

  it('shows the SPEC §8 message for a wrong password and stays on the sign-in page', async () => {
    const browser = newBrowser();
    const started = await startFlow();
    const page = await browser.follow(await browser.get(started.url.toString()));
    const action = /action="([^"]+\/sign-in)"/.exec(page.response.body)?.[1] ?? '';
    const answer = await browser.post(action, { email: EMAIL, password: 'wrong password' });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toContain('The email or password entered is incorrect');
  });
});

describe('refusals', () => {
  it('a callback with another state is refused by the client', async () => {
    const started = await startFlow();
    const { location } = await signIn(newBrowser(), started);
    await expect(
      oidc.authorizationCodeGrant(config, new URL(location ?? ''), {
        pkceCodeVerifier: started.verifier,
        expectedState: oidc.randomState(),
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/"state"/) } });
  });

  it('a code is good once: the replay is invalid_grant', async () => {
    const started = await startFlow();
    const { location } = await signIn(newBrowser(), started);
    const checks = {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    };
    await oidc.authorizationCodeGrant(config, new URL(location ?? ''), checks);
    await expect(oidc.authorizationCodeGrant(config, new URL(location ?? ''), checks)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('an unregistered redirect URI is never redirected to', async () => {
    for (const redirectUri of [
      'https://evil.example/en/auth/',
      `${TEST_SITE_ORIGIN}/en/auth/extra`,
      `${TEST_SITE_ORIGIN}/en/auth`,
    ]) {
      const started = await startFlow({ redirect_uri: redirectUri });
      const answer = await newBrowser().get(started.url.toString());
      expect(answer.statusCode).toBe(400);
      expect(answer.headers.location).toBeUndefined();
    }
  });

  it('the token call must repeat the exact redirect URI', async () => {
    const started = await startFlow();
    const { location } = await signIn(newBrowser(), started);
    const code = new URL(location ?? '').searchParams.get('code') ?? '';
    const answer = await test.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: 'park-site',
        redirect_uri: `${TEST_SITE_ORIGIN}/es/auth/`,
        code_verifier: started.verifier,
      }).toString(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('without a code verifier the token call is refused; without a challenge no code is issued', async () => {
    const started = await startFlow();
    const { location } = await signIn(newBrowser(), started);
    const code = new URL(location ?? '').searchParams.get('code') ?? '';
    const answer = await test.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: 'park-site',
        redirect_uri: REDIRECT_URI,
      }).toString(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'invalid_grant' });

    const noChallenge = new URL(started.url);
    noChallenge.searchParams.delete('code_challenge');
    noChallenge.searchParams.delete('code_challenge_method');
    const refused = await newBrowser().get(noChallenge.toString());
    expect(refused.statusCode).toBe(303);
    const back = new URL(String(refused.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('the plain PKCE method is not accepted', async () => {
    const started = await startFlow({ code_challenge_method: 'plain', code_challenge: 'x'.repeat(43) });
    const refused = await newBrowser().get(started.url.toString());
    expect(new URL(String(refused.headers.location)).searchParams.get('error')).toBe('invalid_request');
  });
});

describe('logout', () => {
  it('ends the provider session and returns to the auth return page', async () => {
    const browser = newBrowser();
    const started = await startFlow();
    const { location } = await signIn(browser, started);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(location ?? ''), {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    const logoutUrl = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: REDIRECT_URI,
      ui_locales: 'en',
    });
    const confirm = await browser.get(logoutUrl.toString());
    expect(confirm.statusCode).toBe(200);
    // The provider's own page has the account site's headers, its stylesheet the nonce they allow.
    const nonce = /<style nonce="([^"]+)">/.exec(confirm.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(confirm.headers['content-security-policy'])).toContain(`style-src 'nonce-${nonce}'`);
    expect(confirm.headers['x-frame-options']).toBe('DENY');
    // Asked by the site with its id token: the page posts the sign-out itself (issue 18 §5: the visitor
    // ends on the site's auth return page, not on this question), with the one script its CSP allows.
    const script = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(confirm.body);
    expect(script?.[1]).toBe(nonce);
    expect(String(confirm.headers['content-security-policy'])).toContain(`script-src 'nonce-${nonce}'`);
    expect(script?.[2]).toContain("getElementById('op.logoutForm')");
    expect(script?.[2]).toMatch(/logout\.name = 'logout';\s*logout\.value = 'yes';/);
    expect(script?.[2]).toContain('form.submit()');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const action = /action="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await browser.post(action, { xsrf, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(REDIRECT_URI);

    // The session is gone: a new authorization asks for the sign-in again.
    const again = await browser.follow(await browser.get((await startFlow()).url.toString()));
    expect(again.response.body).toContain('Please use your credentials to sign in');
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

describe('logout without the site', () => {
  it('still asks a signed-in visitor who follows a bare /logout link, and runs no script', async () => {
    const browser = newBrowser();
    await signIn(browser, await startFlow());
    const confirm = await browser.get(`${TEST_AUTH.issuer}/logout`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('name="xsrf"');
    expect(confirm.body).toContain('name="logout"');
    expect(confirm.body).not.toContain('<script');
    expect(String(confirm.headers['content-security-policy'])).not.toContain('script-src');
  });
});

describe('storage housekeeping', () => {
  it('purges expired provider rows and keeps live ones', async () => {
    const { purgeExpiredOidcPayloads, DrizzleOidcAdapter } = await import('./oidc-adapter');
    const db = test.app.database.db;
    const adapter = new DrizzleOidcAdapter(db, 'Housekeeping');
    await adapter.upsert('live', { jti: 'live' }, 600);
    await adapter.upsert('dead', { jti: 'dead' }, 1);
    await purgeExpiredOidcPayloads(db, new Date(Date.now() + 5_000));
    expect(await adapter.find('live')).toEqual({ jti: 'live' });
    expect(await adapter.find('dead')).toBeUndefined();
    await adapter.consume('live');
    expect(await adapter.find('live')).toMatchObject({ consumed: expect.any(Number) });
  });
});
