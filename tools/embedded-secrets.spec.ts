/**
 * @jest-environment node
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain ES module of the tools, without type declarations
import { embeddedSecrets, secretsEnv } from './embedded-secrets.mjs';

const NAMES = [
  'BANK_NOTIFICATION_SECRET',
  'BOOKING_ACCESS_SECRET',
  'CART_TOKEN_SECRET',
  'OIDC_COOKIE_KEYS',
  'OIDC_JWKS',
  'SEARCH_TOKEN_SECRET',
  'SITE_SESSION_SECRET',
];
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the embedded default secrets (npm start, e2e)', () => {
  it('draws every secret of both apps on first start, keeps them 0600 and reuses them', () => {
    const dataDir = tempDir();
    const first = embeddedSecrets(dataDir) as Record<string, string>;
    expect(Object.keys(first).sort()).toEqual(NAMES);
    for (const name of NAMES) expect(first[name]?.length).toBeGreaterThanOrEqual(32);
    const jwks = JSON.parse(first['OIDC_JWKS'] ?? '') as { keys: Record<string, string>[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]?.['d']).toBeTruthy();
    expect(jwks.keys[0]?.['kid']).not.toBe('keystore-CHANGE-ME');
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(embeddedSecrets(dataDir)).toEqual(first);
  });

  it('gives two installations nothing in common', () => {
    const one = embeddedSecrets(tempDir()) as Record<string, string>;
    const other = embeddedSecrets(tempDir()) as Record<string, string>;
    for (const name of NAMES) expect(other[name]).not.toBe(one[name]);
  });

  it("lets an operator's own variables win", () => {
    const dataDir = tempDir();
    const env = secretsEnv(dataDir, { CART_TOKEN_SECRET: 'from-the-environment' }) as Record<string, string>;
    expect(env['CART_TOKEN_SECRET']).toBe('from-the-environment');
    expect(env['SITE_SESSION_SECRET']).toBe(
      (embeddedSecrets(dataDir) as Record<string, string>)['SITE_SESSION_SECRET'],
    );
  });
});
