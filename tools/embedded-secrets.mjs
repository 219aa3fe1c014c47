// The embedded default's secrets (issue 22 §1, docs/deploy.md 'Secrets'): drawn at random on first start
// and kept in `<dataDir>/secrets.json` (mode 0600), so restarts keep tokens and sign-ins valid and two
// installations never share one. `npm start` and the e2e run pass them to park-api and park-site as
// environment variables (park-site runs with NODE_ENV=production there, which requires them). The apps
// read and extend the same file when started on their own outside production
// (apps/park-api/src/config/secrets.ts, apps/park-site/server/secrets.server.ts).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const randomSecret = () => randomBytes(48).toString('base64url');

function signingKeys() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `generated-${randomBytes(8).toString('hex')}`;
  return JSON.stringify({
    keys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
  });
}

/** Every secret of both apps and how a new one is drawn. */
export const SECRET_GENERATORS = {
  CART_TOKEN_SECRET: randomSecret,
  SEARCH_TOKEN_SECRET: randomSecret,
  OIDC_COOKIE_KEYS: randomSecret,
  OIDC_JWKS: signingKeys,
  SITE_SESSION_SECRET: randomSecret,
  BANK_NOTIFICATION_SECRET: randomSecret,
  BOOKING_ACCESS_SECRET: randomSecret,
};

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

/**
 * The secrets kept in `dataDir` (created with the missing ones on first call), as environment variables.
 * Written atomically: a 0600 temp file linked (new file) or renamed (added names) into place.
 */
export function embeddedSecrets(dataDir) {
  const file = join(dataDir, 'secrets.json');
  const exists = existsSync(file);
  const stored = read(file);
  const missing = Object.keys(SECRET_GENERATORS).filter((name) => !stored[name]);
  if (!missing.length) return stored;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const next = { ...stored };
  for (const name of missing) next[name] = SECRET_GENERATORS[name]();
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  if (exists) {
    renameSync(temp, file);
    return next;
  }
  try {
    linkSync(temp, file);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    return embeddedSecrets(dataDir);
  } finally {
    rmSync(temp, { force: true });
  }
  return next;
}

/** `embeddedSecrets(dataDir)` overridden by the secrets already set in `env` (an operator's own). */
export function secretsEnv(dataDir, env = process.env) {
  const secrets = embeddedSecrets(dataDir);
  return Object.fromEntries(
    Object.keys(SECRET_GENERATORS).map((name) => [name, env[name]?.trim() ? env[name] : secrets[name]]),
  );
}
