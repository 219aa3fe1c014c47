/**
 * Issue 22 §1: the provider signs with this installation's own key, never oidc-provider's development
 * keystore (kid `keystore-CHANGE-ME`, private part published in the package). An ID token an outsider
 * signs with that key neither verifies against /oauth2/jwks nor passes the provider as an id_token_hint.
 * The app is configured the way main.ts does it outside production (loadConfig on an empty environment).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPrivateKey, createPublicKey, sign, verify, type JsonWebKey } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config/app-config';
import { developmentKeystore } from '../test-support/development-keystore';
import { createTestApp, TEST_AUTH, TEST_SITE_ORIGIN, type TestApp } from '../test-support/test-app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'park-api-oidc-keys-'));
let config: AppConfig;
let test: TestApp;

beforeAll(async () => {
  config = loadConfig({ DATA_DIR: dataDir }, { repoRoot: dataDir, migrationsDir: dataDir });
  test = await createTestApp(undefined, {
    auth: { ...TEST_AUTH, cookieKeys: config.auth.cookieKeys, signingKeys: config.auth.signingKeys },
  });
});
afterAll(async () => {
  await test.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 ID token for the site's client, signed with `key` (a private JWK). */
function idToken(key: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid: key['kid'] });
  const payload = base64url({
    iss: TEST_AUTH.issuer,
    aud: 'park-site',
    sub: 'forged-user',
    name: 'Forged Name',
    iat: now,
    exp: now + 600,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), {
    key: createPrivateKey({ key: key as JsonWebKey, format: 'jwk' }),
  });
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/** What a relying party does with an ID token: find its kid in the issuer's JWKS and check the signature. */
async function verifiesAgainstJwks(token: string): Promise<boolean> {
  const jwks = (await test.app.inject({ method: 'GET', url: '/oauth2/jwks' })).json<{ keys: JsonWebKey[] }>();
  const [header = '', payload = '', signature = ''] = token.split('.');
  const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string };
  const key = jwks.keys.find((candidate) => candidate['kid'] === kid);
  if (!key) return false;
  return verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
}

const logoutWithHint = (token: string) =>
  test.app.inject({
    method: 'GET',
    url: `/logout?${new URLSearchParams({
      id_token_hint: token,
      post_logout_redirect_uri: `${TEST_SITE_ORIGIN}/en/auth/`,
      ui_locales: 'en',
    })}`,
  });

const [developmentKey = {}] = developmentKeystore().keys;
const ownKey = () => config.auth.signingKeys.keys[0] ?? {};

describe('the OIDC signing key', () => {
  it("publishes this installation's generated key and not the development keystore", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/oauth2/jwks' });
    expect(response.statusCode).toBe(200);
    const kids = response.json<{ keys: { kid: string; d?: string }[] }>().keys.map((key) => key.kid);
    expect(kids).not.toContain('keystore-CHANGE-ME');
    expect(kids).toEqual([ownKey()['kid']]);
    expect(response.body).not.toContain(developmentKey['n']);
    expect(response.body).not.toContain('"d"');
  });

  it('a token signed with the development key does not verify against /oauth2/jwks', async () => {
    expect(await verifiesAgainstJwks(idToken(developmentKey))).toBe(false);
    // Control: a token signed with the installation's key does.
    expect(await verifiesAgainstJwks(idToken(ownKey()))).toBe(true);
  });

  it('the provider rejects a development-key token as id_token_hint and takes its own', async () => {
    const forged = await logoutWithHint(idToken(developmentKey));
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('id_token_hint');
    const genuine = await logoutWithHint(idToken(ownKey()));
    expect(genuine.statusCode).toBe(200);
    expect(genuine.body).toContain('/logout/confirm');
  });
});
