/**
 * @jest-environment node
 */
// Issue 22 §1: SITE_SESSION_SECRET has no default. Production refuses to start without a strong one;
// the embedded default draws its own and keeps it in .data/.
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import express from 'express';
import { authRoutes } from './auth/auth.routes';
import type { IdentityProviderClient } from './auth/identity-provider';
import { resolveSiteSecrets, SecretsError } from './secrets.server';

const SITE_DIR = resolve(__dirname, '..');
const OLD_DEFAULT = 'park-site-dev-session-secret-change-me';
const STRONG = 'a-production-secret-of-enough-length-0123456789';

const dirs: string[] = [];
const servers: Server[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'park-site-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

function refusal(env: NodeJS.ProcessEnv): SecretsError {
  try {
    resolveSiteSecrets(env);
  } catch (error) {
    if (error instanceof SecretsError) return error;
    throw error;
  }
  throw new Error('resolveSiteSecrets accepted the environment');
}

describe('SITE_SESSION_SECRET in production (NODE_ENV=production)', () => {
  it.each([
    ['missing', undefined, 'SITE_SESSION_SECRET is missing'],
    ['shorter than 32 characters', 'x'.repeat(31), 'SITE_SESSION_SECRET is shorter than 32 characters'],
    ['the old default', OLD_DEFAULT, 'SITE_SESSION_SECRET is a published development value'],
  ])('is refused when %s, naming the variable', (_case, value, message) => {
    const error = refusal({ NODE_ENV: 'production', SITE_SESSION_SECRET: value, DATA_DIR: tempDir() });
    expect(error.variables).toEqual(['SITE_SESSION_SECRET']);
    expect(error.message).toContain(message);
    expect(error.message).toContain('docs/deploy.md');
  });

  it('is taken from the environment when strong enough', () => {
    expect(resolveSiteSecrets({ NODE_ENV: 'production', SITE_SESSION_SECRET: 'y'.repeat(32) })).toEqual({
      sessionSecret: 'y'.repeat(32),
    });
  });
});

describe('SITE_SESSION_SECRET outside production (the embedded default)', () => {
  it('is drawn on first start, kept in DATA_DIR/secrets.json (0600) and reused on restart', () => {
    const dataDir = tempDir();
    const first = resolveSiteSecrets({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ SITE_SESSION_SECRET: first });
    expect(resolveSiteSecrets({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('refuses the old default here too', () => {
    expect(refusal({ SITE_SESSION_SECRET: OLD_DEFAULT, DATA_DIR: tempDir() }).variables).toEqual([
      'SITE_SESSION_SECRET',
    ]);
  });

  it('differs between two installations and is never the old default', () => {
    const one = resolveSiteSecrets({ DATA_DIR: tempDir() }).sessionSecret;
    const other = resolveSiteSecrets({ DATA_DIR: tempDir() }).sessionSecret;
    expect(other).not.toBe(one);
    expect([one, other]).not.toContain(OLD_DEFAULT);
  });

  it('adds itself to a secrets.json park-api (or npm start) wrote, keeping its values', () => {
    const dataDir = tempDir();
    resolveSiteSecrets({ DATA_DIR: dataDir });
    const file = join(dataDir, 'secrets.json');
    const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    rmSync(file);
    // Written as another process would: the site's value missing.
    writeFileSync(file, JSON.stringify({ CART_TOKEN_SECRET: 'kept' }), { mode: 0o600 });
    const drawn = resolveSiteSecrets({ DATA_DIR: dataDir }).sessionSecret;
    expect(drawn).not.toBe(before['SITE_SESSION_SECRET']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      CART_TOKEN_SECRET: 'kept',
      SITE_SESSION_SECRET: drawn,
    });
  });
});

describe('a production start of park-site (server.ts)', () => {
  function start(env: Record<string, string | undefined>): Promise<{ code: number | null; stderr: string }> {
    const child = spawn(process.execPath, ['server.ts'], {
      cwd: SITE_DIR,
      env: { PATH: process.env['PATH'], NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    return new Promise((done) =>
      child.on('exit', (code) => {
        clearTimeout(timer);
        done({ code, stderr });
      }),
    );
  }

  it.each([
    ['without SITE_SESSION_SECRET', undefined, 'SITE_SESSION_SECRET is missing'],
    ['with the old default', OLD_DEFAULT, 'SITE_SESSION_SECRET is a published development value'],
    ['with a short one', 'short', 'SITE_SESSION_SECRET is shorter than 32 characters'],
  ])(
    'exits non-zero %s, naming the variable',
    async (_case, value, message) => {
      const { code, stderr } = await start({ SITE_SESSION_SECRET: value });
      expect(code).toBe(1);
      expect(stderr).toContain(`park-site refuses to start: ${message}`);
    },
    30_000,
  );
});

/** An `id_session` cookie as an outsider seals it under `secret` (what sealed-cookie.server.ts does). */
function forgeIdentityCookie(secret: string, name: string): string {
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

describe('GET /auth/identity/ with a forged id_session cookie', () => {
  /** The auth routes with the secret server/app.ts gives them: resolveSiteSecrets(process.env). */
  async function site(env: NodeJS.ProcessEnv): Promise<string> {
    const app = express();
    const server = createServer(app);
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app.use(
      authRoutes({
        siteOrigin: origin,
        apiOrigin: 'http://127.0.0.1:9',
        identityProvider: {} as IdentityProviderClient,
        secret: resolveSiteSecrets(env).sessionSecret,
      }),
    );
    return origin;
  }
  const identity = async (origin: string, cookie: string) => {
    const response = await fetch(`${origin}/auth/identity/`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { identity: { name: string } | null }).identity;
  };

  it('refuses one sealed with the old default secret (the embedded default draws its own)', async () => {
    const origin = await site({ DATA_DIR: tempDir() });
    expect(await identity(origin, forgeIdentityCookie(OLD_DEFAULT, 'Forged Name'))).toBeNull();
  });

  it("refuses one sealed with another installation's secret, takes one sealed with its own", async () => {
    const origin = await site({ NODE_ENV: 'production', SITE_SESSION_SECRET: STRONG });
    const foreign = resolveSiteSecrets({ DATA_DIR: tempDir() }).sessionSecret;
    expect(await identity(origin, forgeIdentityCookie(foreign, 'Forged Name'))).toBeNull();
    // Control: the same cookie under this site's secret opens, so the refusals above are the secret's doing.
    expect(await identity(origin, forgeIdentityCookie(STRONG, 'Ana'))).toEqual({
      name: 'Ana',
      sub: 'forged-sub',
    });
  });
});
