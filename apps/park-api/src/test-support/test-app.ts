/**
 * One app per test file: in-memory PGlite, or — when DATABASE_URL is set (CI's second run) — a fresh
 * PostgreSQL database created for the file and dropped after it, so parallel files never collide.
 */
import path from 'node:path';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp, type ParkApi } from '../app';
import { DEFAULT_CART_HOLDS, siteClient, type AppConfig } from '../config/app-config';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');
/** The real content folder: the search tests check what the site actually publishes. */
export const CONTENT_DIR = path.resolve(__dirname, '../../../../content');
export const TEST_SEARCH_SECRET = 'test-search-secret';
export const TEST_HEADERS = { prefixproject: 'PARKS', sitecode: 'XS' };

export interface TestApp {
  app: ParkApi;
  /** Headers of an authorised cart API call. */
  headers: Record<string, string>;
  close(): Promise<void>;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const TEST_NEWSLETTER: AppConfig['newsletter'] = {
  publicOrigin: 'http://api.test',
  clients: [{ clientId: 'parks-sites', externalKey: 'parks-newsletter', lists: ['XS'] }],
  redirectOrigins: ['http://localhost:3000'],
  perIpPerHour: 3,
};

export const TEST_BANK_SECRET = 'test-bank-notification-secret';
export const TEST_BOOKING_SECRET = 'test-booking-access-secret';
export const TEST_SITE_ORIGIN = 'http://localhost:3000';
export const TEST_AUTH: AppConfig['auth'] = {
  issuer: 'http://api.test',
  clients: [siteClient('park-site', [TEST_SITE_ORIGIN])],
  cookieKeys: ['test-cookie-key'],
  // A signing key of the tests' own, as production passes OIDC_JWKS (no development-key warning).
  signingKeys: {
    keys: [
      {
        ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
        use: 'sig',
        kid: 'test-key',
      },
    ],
  },
  mailFrom: 'Parks account <no-reply@parks.example>',
  loginFailuresPerAccount: 3,
  loginTriesPerIp: 10,
  loginWindowSeconds: 900,
  sessionTtlSeconds: 3600,
};

export async function createTestApp(
  now: () => Date = () => new Date(),
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const baseUrl = process.env['DATABASE_URL'];
  let database: AppConfig['database'] = { kind: 'pglite' };
  let dropDatabase = async () => {
    // PGlite in memory: nothing to drop
  };
  if (baseUrl) {
    const name = `parks_test_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    database = { kind: 'postgres', url: url.toString() };
    dropDatabase = () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    database,
    migrationsDir: MIGRATIONS_DIR,
    tokenSecret: 'test-secret',
    tokenTtlSeconds: 600,
    logLevel: 'silent',
    contentDir: CONTENT_DIR,
    searchTokenSecret: TEST_SEARCH_SECRET,
    searchTokenTtlSeconds: 900,
    serverTiming: false,
    newsletter: TEST_NEWSLETTER,
    auth: TEST_AUTH,
    apiDocs: true,
    // Like the embedded default: inject() calls come from 127.0.0.1, so a test's X-Forwarded-For is the
    // address park-site (a trusted proxy on loopback) would have set.
    trustedProxies: ['loopback'],
    bankNotificationSecret: TEST_BANK_SECRET,
    bookingAccessSecret: TEST_BOOKING_SECRET,
    // The suites create many carts from one address (127.0.0.1) within one fake hour: the per-client limits
    // stay out of their way; cart-holds.spec.ts sets its own.
    cartHolds: { ...DEFAULT_CART_HOLDS, clientMaxCartsPerHour: 100_000, clientMaxSeatsPerHour: 1_000_000 },
    ...overrides,
  };
  const app = await buildApp({ config, logger: false, now });
  await app.ready();
  const token = await app.inject({ method: 'POST', url: '/xapi/token', headers: TEST_HEADERS });
  const headers = {
    ...TEST_HEADERS,
    authorization: `Bearer ${token.json<{ access_token: string }>().access_token}`,
  };
  return {
    app,
    headers,
    close: async () => {
      await app.close();
      await dropDatabase();
    },
  };
}

/** A Monday `weeksAhead` weeks after the fixed test "today" (parks are closed on Sundays). */
export const TEST_TODAY = new Date('2030-01-07T15:00:00Z'); // Monday 2030-01-07 in Cancun
export function testNow(): Date {
  return TEST_TODAY;
}
