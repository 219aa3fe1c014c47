// Issue 22 §1 on the running site and API, started as `npm start` starts them (tools/e2e/run.mjs gives
// each run its own drawn secrets): nothing sealed or signed with a published or foreign secret is accepted.
import assert from 'node:assert/strict';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { API_URL, SITE_URL } from './browser.ts';

/** The secret this run's park-site seals with (run.mjs passes it, for the control case only). */
const RUN_SECRET = process.env['E2E_SITE_SESSION_SECRET'] ?? '';
const OLD_DEFAULT = 'park-site-dev-session-secret-change-me';

/** An `id_session` cookie sealed under `secret` the way park-site seals it (AES-256-GCM, per-purpose key). */
function identityCookie(secret: string, name: string): string {
  const key = createHash('sha256').update(`identity-session\0${secret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const session = {
    sub: 'forged-sub',
    name,
    idToken: 'x.y.z',
    accessToken: 'forged',
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
  };
  const body = Buffer.concat([cipher.update(JSON.stringify(session), 'utf8'), cipher.final()]);
  return `id_session=${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

async function identity(cookie: string): Promise<unknown> {
  const response = await fetch(`${SITE_URL}/auth/identity/`, { headers: { cookie } });
  assert.equal(response.status, 200);
  return ((await response.json()) as { identity: unknown }).identity;
}

describe('published and foreign secrets', () => {
  it('GET /auth/identity/ refuses an id_session sealed with the old default or a foreign secret', async () => {
    assert.equal(await identity(identityCookie(OLD_DEFAULT, 'Forged Name')), null);
    assert.equal(await identity(identityCookie(randomBytes(48).toString('base64url'), 'Forged Name')), null);
    // Control: sealed with this run's own secret the same cookie opens.
    assert.ok(RUN_SECRET, 'run.mjs passes E2E_SITE_SESSION_SECRET');
    assert.deepEqual(await identity(identityCookie(RUN_SECRET, 'Ana')), { name: 'Ana', sub: 'forged-sub' });
  });

  it("the issuer's JWKS holds this installation's key, not oidc-provider's development keystore", async () => {
    const response = await fetch(`${API_URL}/oauth2/jwks`);
    assert.equal(response.status, 200);
    const { keys } = (await response.json()) as { keys: { kid: string; d?: string }[] };
    assert.ok(keys.length > 0);
    assert.ok(
      keys.every((key) => !key.d),
      'public keys only',
    );
    assert.ok(
      !keys.some((key) => key.kid === 'keystore-CHANGE-ME'),
      JSON.stringify(keys.map((key) => key.kid)),
    );
  });
});
