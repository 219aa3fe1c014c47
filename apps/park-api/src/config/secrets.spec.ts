import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './app-config';
import { generateSigningKeys, resolveApiSecrets, SecretsError } from './secrets';
import { developmentKeystore } from '../test-support/development-keystore';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'park-api-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const secret = (fill: string, length = 32) => fill.repeat(length).slice(0, length);
const PRODUCTION = {
  NODE_ENV: 'production',
  CART_TOKEN_SECRET: secret('c'),
  SEARCH_TOKEN_SECRET: secret('s'),
  OIDC_COOKIE_KEYS: `${secret('k')},${secret('o', 40)}`,
  OIDC_JWKS: JSON.stringify(generateSigningKeys()),
  BANK_NOTIFICATION_SECRET: secret('b'),
  BOOKING_ACCESS_SECRET: secret('a'),
};

function refusal(env: NodeJS.ProcessEnv, dataDir = tempDir()): SecretsError {
  try {
    resolveApiSecrets(env, dataDir);
  } catch (error) {
    if (error instanceof SecretsError) return error;
    throw error;
  }
  throw new Error('resolveApiSecrets accepted the environment');
}

describe('a production start (NODE_ENV=production)', () => {
  it('takes every secret from the environment and writes nothing', () => {
    const dataDir = tempDir();
    const secrets = resolveApiSecrets(PRODUCTION, dataDir);
    expect(secrets.cartTokenSecret).toBe(PRODUCTION.CART_TOKEN_SECRET);
    expect(secrets.searchTokenSecret).toBe(PRODUCTION.SEARCH_TOKEN_SECRET);
    expect(secrets.oidcCookieKeys).toEqual([secret('k'), secret('o', 40)]);
    expect(secrets.oidcJwks).toEqual(JSON.parse(PRODUCTION.OIDC_JWKS));
    expect(secrets.bankNotificationSecret).toBe(PRODUCTION.BANK_NOTIFICATION_SECRET);
    expect(secrets.bookingAccessSecret).toBe(PRODUCTION.BOOKING_ACCESS_SECRET);
    expect(() => statSync(path.join(dataDir, 'secrets.json'))).toThrow();
  });

  it.each([
    'CART_TOKEN_SECRET',
    'SEARCH_TOKEN_SECRET',
    'OIDC_COOKIE_KEYS',
    'OIDC_JWKS',
    'BANK_NOTIFICATION_SECRET',
    'BOOKING_ACCESS_SECRET',
  ])('refuses to start without %s, naming it', (name) => {
    const error = refusal({ ...PRODUCTION, [name]: undefined });
    expect(error.variables).toEqual([name]);
    expect(error.message).toContain(`${name} is missing`);
  });

  it.each([
    'CART_TOKEN_SECRET',
    'SEARCH_TOKEN_SECRET',
    'OIDC_COOKIE_KEYS',
    'BANK_NOTIFICATION_SECRET',
    'BOOKING_ACCESS_SECRET',
    'OPS_TOKEN',
  ])('refuses %s shorter than 32 characters', (name) => {
    expect(refusal({ ...PRODUCTION, [name]: secret('x', 31) }).variables).toEqual([name]);
    expect(() => resolveApiSecrets({ ...PRODUCTION, [name]: secret('y', 32) }, tempDir())).not.toThrow();
  });

  it('refuses a short key anywhere in OIDC_COOKIE_KEYS', () => {
    const error = refusal({ ...PRODUCTION, OIDC_COOKIE_KEYS: `${secret('k')},short` });
    expect(error.message).toContain('OIDC_COOKIE_KEYS has a key that is shorter than 32 characters');
  });

  it.each([
    ['CART_TOKEN_SECRET', 'park-api-dev-secret-change-me'],
    ['SEARCH_TOKEN_SECRET', 'park-api-dev-search-secret-change-me'],
    ['OIDC_COOKIE_KEYS', 'park-api-dev-oidc-cookie-key-change-me'],
    ['BANK_NOTIFICATION_SECRET', 'park-api-dev-bank-notification-secret-change-me'],
  ])('refuses the published development value of %s', (name, value) => {
    expect(refusal({ ...PRODUCTION, [name]: value }).variables).toEqual([name]);
  });

  it('refuses a booking access secret shared with another secret', () => {
    const error = refusal({ ...PRODUCTION, BOOKING_ACCESS_SECRET: PRODUCTION.CART_TOKEN_SECRET });
    expect(error.message).toContain('BOOKING_ACCESS_SECRET must differ from CART_TOKEN_SECRET');
  });

  it('refuses one secret for both token kinds', () => {
    const error = refusal({ ...PRODUCTION, SEARCH_TOKEN_SECRET: PRODUCTION.CART_TOKEN_SECRET });
    expect(error.message).toContain('SEARCH_TOKEN_SECRET must differ from CART_TOKEN_SECRET');
  });

  it("refuses oidc-provider's development keystore, also under another kid", () => {
    expect(refusal({ ...PRODUCTION, OIDC_JWKS: JSON.stringify(developmentKeystore()) }).message).toContain(
      "OIDC_JWKS holds oidc-provider's published development key (kid keystore-CHANGE-ME)",
    );
    const renamed = { keys: developmentKeystore().keys.map((key) => ({ ...key, kid: 'our-key' })) };
    expect(refusal({ ...PRODUCTION, OIDC_JWKS: JSON.stringify(renamed) }).variables).toEqual(['OIDC_JWKS']);
  });

  it('refuses signing keys that are public only, not JSON, or too small', () => {
    const [key = {}] = generateSigningKeys().keys;
    const { d: _private, ...publicOnly } = key;
    expect(refusal({ ...PRODUCTION, OIDC_JWKS: JSON.stringify({ keys: [publicOnly] }) }).message).toContain(
      'OIDC_JWKS must hold private keys',
    );
    expect(refusal({ ...PRODUCTION, OIDC_JWKS: 'not json' }).variables).toEqual(['OIDC_JWKS']);
    const small = { ...key, n: Buffer.alloc(128, 1).toString('base64url') };
    expect(refusal({ ...PRODUCTION, OIDC_JWKS: JSON.stringify({ keys: [small] }) }).message).toContain(
      'at least 2048 bits',
    );
  });

  it('names every variable at fault in one message', () => {
    const error = refusal({ NODE_ENV: 'production' });
    expect(error.variables.sort()).toEqual(
      [
        'BANK_NOTIFICATION_SECRET',
        'BOOKING_ACCESS_SECRET',
        'CART_TOKEN_SECRET',
        'OIDC_COOKIE_KEYS',
        'OIDC_JWKS',
        'SEARCH_TOKEN_SECRET',
      ].sort(),
    );
    expect(error.message).toContain('docs/deploy.md');
  });
});

describe('outside production (the embedded default)', () => {
  it('generates the missing secrets on first start and keeps them in DATA_DIR/secrets.json (0600)', () => {
    const dataDir = tempDir();
    const first = resolveApiSecrets({}, dataDir);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(stored['CART_TOKEN_SECRET']).toBe(first.cartTokenSecret);
    expect(first.cartTokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.searchTokenSecret).not.toBe(first.cartTokenSecret);
    expect(first.oidcJwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.oidcJwks.keys[0]?.['kid']).not.toBe('keystore-CHANGE-ME');
    // A restart reuses them: tokens, cookies and ID tokens issued before stay valid.
    expect(resolveApiSecrets({}, dataDir)).toEqual(first);
  });

  it('gives two installations different secrets and signing keys', () => {
    const one = resolveApiSecrets({}, tempDir());
    const other = resolveApiSecrets({}, tempDir());
    expect(other.cartTokenSecret).not.toBe(one.cartTokenSecret);
    expect(other.searchTokenSecret).not.toBe(one.searchTokenSecret);
    expect(other.oidcCookieKeys).not.toEqual(one.oidcCookieKeys);
    expect(other.bankNotificationSecret).not.toBe(one.bankNotificationSecret);
    expect(other.bookingAccessSecret).not.toBe(one.bookingAccessSecret);
    expect(other.oidcJwks.keys[0]?.['n']).not.toBe(one.oidcJwks.keys[0]?.['n']);
  });

  it('uses what the environment sets and generates only the rest', () => {
    const dataDir = tempDir();
    const secrets = resolveApiSecrets({ CART_TOKEN_SECRET: 'mine' }, dataDir);
    expect(secrets.cartTokenSecret).toBe('mine');
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as object;
    expect(Object.keys(stored).sort()).toEqual([
      'BANK_NOTIFICATION_SECRET',
      'BOOKING_ACCESS_SECRET',
      'OIDC_COOKIE_KEYS',
      'OIDC_JWKS',
      'SEARCH_TOKEN_SECRET',
    ]);
  });

  it.each([
    ['CART_TOKEN_SECRET', 'park-api-dev-secret-change-me'],
    ['SEARCH_TOKEN_SECRET', 'park-api-dev-search-secret-change-me'],
    ['OIDC_COOKIE_KEYS', 'park-api-dev-oidc-cookie-key-change-me'],
    ['BANK_NOTIFICATION_SECRET', 'park-api-dev-bank-notification-secret-change-me'],
  ])('refuses the published development value of %s here too', (name, value) => {
    expect(refusal({ [name]: value }).variables).toEqual([name]);
  });

  it("refuses oidc-provider's development keystore here too", () => {
    const env = { OIDC_JWKS: JSON.stringify(developmentKeystore()) };
    expect(refusal(env).variables).toEqual(['OIDC_JWKS']);
  });

  it('is what loadConfig (main.ts) configures: no secret has a default value', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir }, { repoRoot: dataDir, migrationsDir: dataDir });
    expect(config.tokenSecret).toBe(resolveApiSecrets({}, dataDir).cartTokenSecret);
    expect(config.auth.signingKeys).toEqual(resolveApiSecrets({}, dataDir).oidcJwks);
    expect(() =>
      loadConfig(
        { NODE_ENV: 'production', DATA_DIR: dataDir },
        { repoRoot: dataDir, migrationsDir: dataDir },
      ),
    ).toThrow(SecretsError);
  });
});
