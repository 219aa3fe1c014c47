/**
 * park-api's secrets (issue 22 §1; docs/deploy.md 'Secrets'). No secret has a value in code:
 *
 * - production (NODE_ENV=production): CART_TOKEN_SECRET, SEARCH_TOKEN_SECRET, OIDC_COOKIE_KEYS (each
 *   key), BANK_NOTIFICATION_SECRET, BOOKING_ACCESS_SECRET and OPS_TOKEN (when set) are at least SECRET_MIN_LENGTH characters and none of the development
 *   values this code once shipped; OIDC_JWKS is a private RSA key set of the operator's own. Otherwise
 *   SecretsError, whose message names every variable at fault (main.ts prints it and exits 1).
 * - elsewhere: a missing one is drawn at random on first start and kept in `<DATA_DIR>/secrets.json`
 *   (mode 0600; the file `npm start` and park-site use too), so restarts keep tokens and sessions valid
 *   and two installations never share a secret or a signing key.
 *
 * oidc-provider's development keystore (kid `keystore-CHANGE-ME`, private key published in its
 * package) and the development values earlier versions shipped are refused in every mode: the provider
 * only ever signs with the keys resolved here.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_MIN_LENGTH = 32;
/** RSA keys below this size are refused for signing ID tokens. */
export const RSA_MIN_BITS = 2048;

/** oidc-provider's development keystore: its kid and the modulus of its (published) key. */
export const DEVELOPMENT_KEY_ID = 'keystore-CHANGE-ME';
const DEVELOPMENT_KEY_MODULUS =
  'xwQ72P9z9OYshiQ-ntDYaPnnfwG6u9JAdLMZ5o0dmjlcyrvwQRdoFIKPnO65Q8mh6F_LDSxjxa2Yzo_wdjhbPZLjfUJXgCzm54cClXzT5twzo7lzoAfaJlkTsoZc2HFWqmcri0BuzmTFLZx2Q7wYBm0pXHmQKF0V-C1O6NWfd4mfBhbM-I1tHYSpAMgarSm22WDMDx-WWI7TEzy2QhaBVaENW9BKaKkJklocAZCxk18WhR0fckIGiWiSM5FcU1PY2jfGsTmX505Ub7P5Dz75Ygqrutd5tFrcqyPAtPTFDk8X1InxkkUwpP3nFU5o50DGhwQolGYKPGtQ-ZtmbOfcWQ';

/** Values published in this repository's history: refused even when long enough. */
const KNOWN_DEVELOPMENT_VALUES = new Set([
  'park-api-dev-secret-change-me',
  'park-api-dev-search-secret-change-me',
  'park-api-dev-oidc-cookie-key-change-me',
  'park-api-dev-bank-notification-secret-change-me',
]);

export type Jwk = Record<string, unknown>;

export interface ApiSecrets {
  /** CART_TOKEN_SECRET: HMAC key of the cart API bearer tokens. */
  cartTokenSecret: string;
  /** SEARCH_TOKEN_SECRET: HMAC key of the search and attribution tokens. */
  searchTokenSecret: string;
  /** OIDC_COOKIE_KEYS: the provider's cookie keys, the first signs (comma-separated). */
  oidcCookieKeys: string[];
  /** OIDC_JWKS: the private keys signing ID tokens (JSON `{"keys": [...]}`). */
  oidcJwks: { keys: Jwk[] };
  /** BANK_NOTIFICATION_SECRET: HMAC key the bank signs its payment notifications with (issue 17 §2). */
  bankNotificationSecret: string;
  /** BOOKING_ACCESS_SECRET: HMAC key of 'find my booking' access tokens (issue 20 §1). */
  bookingAccessSecret: string;
  /** OPS_TOKEN: optional; without it GET /ops/error-logs does not exist. */
  opsToken?: string;
}

interface Problem {
  variable: string;
  problem: string;
}

export class SecretsError extends Error {
  readonly variables: string[];
  constructor(problems: Problem[]) {
    super(
      `park-api refuses to start: ${problems.map(({ variable, problem }) => `${variable} ${problem}`).join('; ')}. ` +
        `Secrets are random values of at least ${SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 48\`); ` +
        'see docs/deploy.md, "Secrets".',
    );
    this.name = 'SecretsError';
    this.variables = problems.map(({ variable }) => variable);
  }
}

const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** A new random secret (48 bytes, 64 characters). */
export const randomSecret = () => randomBytes(48).toString('base64url');

/** A new RS256 signing key set with one private key (what the provider signs ID tokens with). */
export function generateSigningKeys(): { keys: Jwk[] } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: RSA_MIN_BITS });
  const jwk = privateKey.export({ format: 'jwk' }) as Jwk;
  return { keys: [{ ...jwk, kid: `generated-${randomBytes(8).toString('hex')}`, alg: 'RS256', use: 'sig' }] };
}

const GENERATORS: Record<string, () => string> = {
  CART_TOKEN_SECRET: randomSecret,
  SEARCH_TOKEN_SECRET: randomSecret,
  OIDC_COOKIE_KEYS: randomSecret,
  OIDC_JWKS: () => JSON.stringify(generateSigningKeys()),
  BANK_NOTIFICATION_SECRET: randomSecret,
  BOOKING_ACCESS_SECRET: randomSecret,
};

function readSecretsFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
}

/**
 * The development secrets of `dataDir`: those already in secrets.json, plus the missing ones of `generate`
 * drawn now and added. The file is written atomically (a 0600 temp file linked or renamed into place), so
 * a reader never sees half of it, and of two processes creating it at once the first wins.
 */
export function persistedSecrets(
  dataDir: string,
  generate: Record<string, () => string>,
): Record<string, string> {
  const file = path.join(dataDir, 'secrets.json');
  const exists = existsSync(file);
  const stored = readSecretsFile(file);
  const missing = Object.keys(generate).filter((name) => !stored[name]);
  if (!missing.length) return stored;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const next = { ...stored };
  for (const name of missing) next[name] = (generate[name] as () => string)();
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  if (exists) {
    // Adds names to an existing file: rename replaces it in one step.
    renameSync(temp, file);
    return next;
  }
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process created it first: its values win.
    return persistedSecrets(dataDir, generate);
  } finally {
    rmSync(temp, { force: true });
  }
  return next;
}

function secretProblem(value: string | undefined): string | undefined {
  if (!value) return 'is missing';
  if (KNOWN_DEVELOPMENT_VALUES.has(value)) return 'is a published development value';
  if (value.length < SECRET_MIN_LENGTH) return `is shorter than ${SECRET_MIN_LENGTH} characters`;
  return undefined;
}

/** Why a signing key set is unusable, or undefined. The development key is refused in every mode. */
function jwksProblem(keys: { keys: Jwk[] } | undefined, production: boolean): string | undefined {
  if (!keys || !Array.isArray(keys.keys) || !keys.keys.length)
    return 'must be a JSON key set {"keys": [private JWKs]}';
  for (const key of keys.keys) {
    if (key['kid'] === DEVELOPMENT_KEY_ID || key['n'] === DEVELOPMENT_KEY_MODULUS)
      return `holds oidc-provider's published development key (kid ${DEVELOPMENT_KEY_ID})`;
  }
  if (!production) return undefined;
  if (keys.keys.some((key) => typeof key['d'] !== 'string'))
    return 'must hold private keys (a "d" member in each)';
  const rsa = keys.keys.filter((key) => key['kty'] === 'RSA');
  if (!rsa.length) return 'must hold an RSA key (ID tokens are signed RS256)';
  if (rsa.some((key) => Buffer.from(String(key['n']), 'base64url').length * 8 < RSA_MIN_BITS))
    return `must hold RSA keys of at least ${RSA_MIN_BITS} bits`;
  return undefined;
}

function parseJwks(value: string | undefined): { keys: Jwk[] } | undefined {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as { keys: Jwk[] };
  } catch {
    return undefined;
  }
}

/**
 * The secrets of this process: from `env`, checked as above; outside production the missing ones come
 * from (or are generated into) `<dataDir>/secrets.json`.
 */
export function resolveApiSecrets(env: NodeJS.ProcessEnv, dataDir: string): ApiSecrets {
  const production = env['NODE_ENV'] === 'production';
  const given = (name: string) => env[name]?.trim() || undefined;
  const source: Record<string, string | undefined> = Object.fromEntries(
    Object.keys(GENERATORS).map((name) => [name, given(name)]),
  );
  if (!production && Object.values(source).some((value) => !value)) {
    const missing = Object.fromEntries(Object.entries(GENERATORS).filter(([name]) => !source[name]));
    const stored = persistedSecrets(dataDir, missing);
    for (const name of Object.keys(missing)) source[name] = stored[name];
  }
  const cookieKeys = list(source['OIDC_COOKIE_KEYS'] ?? '');
  const jwks = parseJwks(source['OIDC_JWKS']);
  const opsToken = given('OPS_TOKEN');
  const problems: Problem[] = [];
  const check = (variable: string, problem: string | undefined) => {
    if (problem) problems.push({ variable, problem });
  };
  if (production) {
    check('CART_TOKEN_SECRET', secretProblem(source['CART_TOKEN_SECRET']));
    check('SEARCH_TOKEN_SECRET', secretProblem(source['SEARCH_TOKEN_SECRET']));
    if (source['SEARCH_TOKEN_SECRET'] && source['SEARCH_TOKEN_SECRET'] === source['CART_TOKEN_SECRET'])
      check('SEARCH_TOKEN_SECRET', 'must differ from CART_TOKEN_SECRET');
    check(
      'OIDC_COOKIE_KEYS',
      cookieKeys.length
        ? cookieKeys.map(secretProblem).find(Boolean)?.replace(/^is/, 'has a key that is')
        : 'is missing',
    );
    check('BANK_NOTIFICATION_SECRET', secretProblem(source['BANK_NOTIFICATION_SECRET']));
    check('BOOKING_ACCESS_SECRET', secretProblem(source['BOOKING_ACCESS_SECRET']));
    for (const other of ['CART_TOKEN_SECRET', 'SEARCH_TOKEN_SECRET', 'BANK_NOTIFICATION_SECRET'])
      if (source['BOOKING_ACCESS_SECRET'] && source['BOOKING_ACCESS_SECRET'] === source[other])
        check('BOOKING_ACCESS_SECRET', `must differ from ${other}`);
    if (opsToken) check('OPS_TOKEN', secretProblem(opsToken));
  } else {
    // Published values are refused in every mode: a cookie or token forged with one must never pass.
    const published = (value: string | undefined) =>
      value && KNOWN_DEVELOPMENT_VALUES.has(value) ? 'is a published development value' : undefined;
    check('CART_TOKEN_SECRET', published(source['CART_TOKEN_SECRET']));
    check('SEARCH_TOKEN_SECRET', published(source['SEARCH_TOKEN_SECRET']));
    check('BANK_NOTIFICATION_SECRET', published(source['BANK_NOTIFICATION_SECRET']));
    check('OIDC_COOKIE_KEYS', cookieKeys.map(published).find(Boolean)?.replace(/^is/, 'has a key that is'));
  }
  check('OIDC_JWKS', source['OIDC_JWKS'] ? jwksProblem(jwks, production) : 'is missing');
  if (problems.length) throw new SecretsError(problems);
  return {
    cartTokenSecret: source['CART_TOKEN_SECRET'] as string,
    searchTokenSecret: source['SEARCH_TOKEN_SECRET'] as string,
    oidcCookieKeys: cookieKeys,
    oidcJwks: jwks as { keys: Jwk[] },
    bankNotificationSecret: source['BANK_NOTIFICATION_SECRET'] as string,
    bookingAccessSecret: source['BOOKING_ACCESS_SECRET'] as string,
    opsToken,
  };
}
