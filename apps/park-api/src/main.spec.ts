/**
 * Issue 22 §1: a production start of the real entry (src/main.ts, run as `node dist/main.js` runs it)
 * without a secret, or with oidc-provider's development key, exits non-zero naming the variable, before
 * it opens a database or a port.
 */
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { generateSigningKeys } from './config/secrets';
import { developmentKeystore } from './test-support/development-keystore';

const APP_ROOT = path.resolve(__dirname, '..');

const PRODUCTION = {
  NODE_ENV: 'production',
  CART_TOKEN_SECRET: 'c'.repeat(40),
  SEARCH_TOKEN_SECRET: 's'.repeat(40),
  OIDC_COOKIE_KEYS: 'k'.repeat(40),
  OIDC_JWKS: JSON.stringify(generateSigningKeys()),
  BANK_NOTIFICATION_SECRET: 'b'.repeat(40),
  BOOKING_ACCESS_SECRET: 'a'.repeat(40),
};

function start(env: Record<string, string | undefined>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--conditions=@parks/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: APP_ROOT,
    // Nothing inherited: no secret of this machine's environment may satisfy the check.
    env: { PATH: process.env['PATH'], HOST: '127.0.0.1', PORT: '0', DATA_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
}

describe('a production start of park-api', () => {
  it.each([
    'CART_TOKEN_SECRET',
    'SEARCH_TOKEN_SECRET',
    'OIDC_COOKIE_KEYS',
    'OIDC_JWKS',
    'BANK_NOTIFICATION_SECRET',
    'BOOKING_ACCESS_SECRET',
  ])('exits non-zero without %s, naming it', async (name) => {
    const { code, stderr } = await start({ ...PRODUCTION, [name]: undefined });
    expect(code).toBe(1);
    expect(stderr).toContain(`park-api refuses to start: ${name} is missing`);
  });

  it("exits non-zero with oidc-provider's development key configured", async () => {
    const { code, stderr } = await start({ ...PRODUCTION, OIDC_JWKS: JSON.stringify(developmentKeystore()) });
    expect(code).toBe(1);
    expect(stderr).toContain("OIDC_JWKS holds oidc-provider's published development key");
  });

  it('exits non-zero with a secret that is too short', async () => {
    const { code, stderr } = await start({ ...PRODUCTION, CART_TOKEN_SECRET: 'too-short' });
    expect(code).toBe(1);
    expect(stderr).toContain('CART_TOKEN_SECRET is shorter than 32 characters');
  });
});
