/**
 * park-api configuration, read from the environment once at start (main.ts) and passed explicitly to
 * buildApp, so tests build apps with their own config and never touch process.env.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { resolveApiSecrets } from './secrets';

export type DatabaseConfig =
  | { kind: 'pglite'; /** A folder, or undefined for an in-memory database (tests). */ dataDir?: string }
  | { kind: 'postgres'; url: string };

/** The newsletter endpoint (SPEC §3 'Newsletter subscription' configuration, the embedded mail-marketing service). */
export interface NewsletterConfig {
  /** Where the confirmation links in the e-mails point (this API as the public reaches it). */
  publicOrigin: string;
  /** The sites allowed to subscribe: clientId + externalKey, and the lists (`mid`) each may use. */
  clients: { clientId: string; externalKey: string; lists: string[] }[];
  /**
   * The only origins the success and error URLs (and so the confirmation link) may point to; the request's
   * own Origin header is never added (issue 22 §4), it only resolves a site-relative path of a listed site.
   */
  redirectOrigins: string[];
  /** Subscriptions accepted per client IP per hour. */
  perIpPerHour: number;
}

/** A relying party of the hosted OIDC provider (SPEC §7 'Hosted authentication service'). */
export interface OidcClientConfig {
  clientId: string;
  /** Exact redirect URIs: the site's auth return pages (SPEC §2), per site origin. */
  redirectUris: string[];
  /** Where the hosted /logout may send the visitor back: the same auth return pages. */
  postLogoutRedirectUris: string[];
}

/** The hosted authentication service and the users API. */
export interface AuthConfig {
  /** The OIDC issuer: this API as browsers reach it (discovery at {issuer}/.well-known/openid-configuration). */
  issuer: string;
  clients: OidcClientConfig[];
  /** Keys signing the provider's cookies; the first signs, all verify (rotation). */
  cookieKeys: string[];
  /** Private JWKs signing ID tokens (OIDC_JWKS), shared by every node; never the provider's development key. */
  signingKeys: { keys: Record<string, unknown>[] };
  /** Sender of the account e-mails. */
  mailFrom: string;
  /** A real mail server (`smtp://user:pass@host:port`); without it mail stays in `mail_outbox`. */
  smtpUrl?: string;
  /** Failed `POST /api/v1/login` tries per account, and tries per client IP, per window. */
  loginFailuresPerAccount: number;
  loginTriesPerIp: number;
  loginWindowSeconds: number;
  /** Lifetime of an own session (users API). */
  sessionTtlSeconds: number;
  /**
   * Test runs only (TEST_MAIL_OUTBOX=1): `GET /test-support/mail-outbox?to=` answers the mail sent to an
   * address, so an end-to-end run can read a confirmation code. Never set in production.
   */
  exposeOutboxForTests?: boolean;
}

/** The site's client of the hosted provider: its auth return pages on each site origin. */
export function siteClient(clientId: string, siteOrigins: string[]): OidcClientConfig {
  const returnPages = siteOrigins.flatMap((origin) => [`${origin}/es/auth/`, `${origin}/en/auth/`]);
  return { clientId, redirectUris: returnPages, postLogoutRedirectUris: returnPages };
}

/** Cart holds and the per-visitor limits (issue 17 §1, §3). */
export interface CartHoldConfig {
  /** CART_HOLD_SECONDS: one hold period (default 1200 = 20 min). */
  holdSeconds: number;
  /** CART_HOLD_SWEEP_SECONDS: how often each process sweeps the ended holds (default 30). */
  sweepSeconds: number;
  /** CART_MAX_SEATS_PER_DATE: seats one cart may hold on one date (default 20). */
  maxSeatsPerDate: number;
  /** CLIENT_MAX_CARTS_PER_HOUR: carts created from one client address per hour (default 20). */
  clientMaxCartsPerHour: number;
  /** CLIENT_MAX_SEATS_PER_HOUR: seats held from one client address per hour (default 100). */
  clientMaxSeatsPerHour: number;
}

export const DEFAULT_CART_HOLDS: CartHoldConfig = {
  holdSeconds: 1200,
  sweepSeconds: 30,
  maxSeatsPerDate: 20,
  clientMaxCartsPerHour: 20,
  clientMaxSeatsPerHour: 100,
};

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** The drizzle-kit migrations folder (apps/park-api/drizzle). */
  migrationsDir: string;
  /** HMAC secret of the cart API bearer tokens. */
  tokenSecret: string;
  tokenTtlSeconds: number;
  logLevel: string;
  /** The site's content folder (pages, collections, FAQs) the search index is built from. */
  contentDir: string;
  /** HMAC secret of the search-service bearer tokens and attribution tokens (not the cart secret). */
  searchTokenSecret: string;
  searchTokenTtlSeconds: number;
  /** Adds `Server-Timing: app;dur=<ms>` to every answer, so a benchmark reads server-side latency. */
  serverTiming: boolean;
  newsletter: NewsletterConfig;
  auth: AuthConfig;
  /** The operators' bearer token for GET /ops/error-logs; undefined = that endpoint does not exist. */
  opsToken?: string;
  /**
   * The OpenAPI document and Swagger UI at /docs (issue 22 §6): on in development, off when
   * NODE_ENV=production unless API_DOCS=1; API_DOCS=0 turns them off anywhere.
   */
  apiDocs: boolean;
  /**
   * The proxies whose `X-Forwarded-For` is believed (addresses, CIDRs, or `loopback`, `linklocal`,
   * `uniquelocal`): park-site and the load balancers in front of this API. The client address is the
   * nearest one not in this list, so a visitor's own header can never choose the address every per-client
   * limit counts against. An empty list believes no header.
   */
  trustedProxies: string[];
  /** BANK_NOTIFICATION_SECRET: HMAC-SHA256 key shared with the bank; it signs the payment notifications (issue 17 §2). */
  bankNotificationSecret: string;
  /** BOOKING_ACCESS_SECRET: HMAC key of the 'find my booking' access tokens (issue 20 §1). */
  bookingAccessSecret: string;
  /** Cart holds and the per-visitor limits (issue 17 §1, §3). */
  cartHolds: CartHoldConfig;
}

const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The names proxy-addr (Fastify's and Express's `trust proxy`) knows besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUSTED_PROXIES: unset = loopback only (the embedded default: park-site on this machine); an empty value
 * trusts no proxy. Checked here so a typo stops the start with its name instead of trusting nothing quietly.
 */
export function trustedProxiesOf(value: string | undefined): string[] {
  const entries = list(value ?? 'loopback');
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const validPrefix =
      prefix === undefined ||
      (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32)) ||
      (version === 4 && isIP(prefix) === 4);
    if (PROXY_RANGE_NAMES.has(entry) || (version !== 0 && validPrefix && rest.length === 0)) continue;
    throw new Error(
      `TRUSTED_PROXIES must list addresses, CIDRs, loopback, linklocal or uniquelocal, got "${entry}"`,
    );
  }
  return entries;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** /docs (issue 22 §6): on in development, off in production unless API_DOCS=1; API_DOCS=0 turns it off anywhere. */
export function apiDocsEnabled(env: NodeJS.ProcessEnv): boolean {
  return env['API_DOCS'] === '1' || (env['API_DOCS'] !== '0' && env['NODE_ENV'] !== 'production');
}

export function loadConfig(
  env: NodeJS.ProcessEnv,
  paths: { repoRoot: string; migrationsDir: string },
): AppConfig {
  const port = Number(env['PORT'] ?? 3333);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  const databaseUrl = env['DATABASE_URL']?.trim();
  const dataDir = env['DATA_DIR'] ?? path.join(paths.repoRoot, '.data');
  // Secrets have no defaults: production must set them, elsewhere they are generated into dataDir.
  const secrets = resolveApiSecrets(env, dataDir);
  return {
    port,
    host: env['HOST'] ?? '127.0.0.1',
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    migrationsDir: paths.migrationsDir,
    tokenSecret: secrets.cartTokenSecret,
    tokenTtlSeconds: Number(env['CART_TOKEN_TTL_SECONDS'] ?? 3600),
    logLevel: env['LOG_LEVEL'] ?? 'info',
    contentDir: env['CONTENT_DIR']?.trim() || path.join(paths.repoRoot, 'content'),
    searchTokenSecret: secrets.searchTokenSecret,
    searchTokenTtlSeconds: positiveInteger(env, 'SEARCH_TOKEN_TTL_SECONDS', 15 * 60),
    serverTiming: env['SEARCH_BENCH_TIMINGS'] === '1',
    newsletter: {
      publicOrigin: env['PUBLIC_API_ORIGIN']?.trim() || `http://127.0.0.1:${port}`,
      clients: [
        {
          clientId: env['NEWSLETTER_CLIENT_ID'] ?? 'parks-sites',
          externalKey: env['NEWSLETTER_EXTERNAL_KEY'] ?? 'parks-newsletter',
          lists: (env['NEWSLETTER_LISTS'] ?? 'XS').split(',').map((list) => list.trim()),
        },
      ],
      // The sites' own origins unless the newsletter has a list of its own: the request's Origin never counts.
      redirectOrigins: list(
        env['NEWSLETTER_REDIRECT_ORIGINS'] ??
          env['SITE_ORIGINS'] ??
          'http://localhost:3000,http://127.0.0.1:3000',
      ),
      perIpPerHour: positiveInteger(env, 'NEWSLETTER_PER_IP_PER_HOUR', 10),
    },
    auth: {
      issuer: env['OIDC_ISSUER']?.trim() || env['PUBLIC_API_ORIGIN']?.trim() || `http://127.0.0.1:${port}`,
      clients: [
        siteClient(
          env['OIDC_SITE_CLIENT_ID'] ?? 'park-site',
          list(env['SITE_ORIGINS'] ?? 'http://localhost:3000,http://127.0.0.1:3000'),
        ),
      ],
      cookieKeys: secrets.oidcCookieKeys,
      signingKeys: secrets.oidcJwks,
      mailFrom: env['MAIL_FROM'] ?? 'Parks account <no-reply@parks.example>',
      smtpUrl: env['SMTP_URL']?.trim() || undefined,
      loginFailuresPerAccount: positiveInteger(env, 'LOGIN_FAILURES_PER_ACCOUNT', 5),
      loginTriesPerIp: positiveInteger(env, 'LOGIN_TRIES_PER_IP', 30),
      loginWindowSeconds: positiveInteger(env, 'LOGIN_WINDOW_SECONDS', 15 * 60),
      sessionTtlSeconds: positiveInteger(env, 'USER_SESSION_TTL_SECONDS', 30 * 24 * 3600),
      exposeOutboxForTests: env['TEST_MAIL_OUTBOX'] === '1',
    },
    opsToken: secrets.opsToken,
    apiDocs: apiDocsEnabled(env),
    trustedProxies: trustedProxiesOf(env['TRUSTED_PROXIES']),
    bankNotificationSecret: secrets.bankNotificationSecret,
    bookingAccessSecret: secrets.bookingAccessSecret,
    cartHolds: {
      holdSeconds: positiveInteger(env, 'CART_HOLD_SECONDS', DEFAULT_CART_HOLDS.holdSeconds),
      sweepSeconds: positiveInteger(env, 'CART_HOLD_SWEEP_SECONDS', DEFAULT_CART_HOLDS.sweepSeconds),
      maxSeatsPerDate: positiveInteger(env, 'CART_MAX_SEATS_PER_DATE', DEFAULT_CART_HOLDS.maxSeatsPerDate),
      clientMaxCartsPerHour: positiveInteger(
        env,
        'CLIENT_MAX_CARTS_PER_HOUR',
        DEFAULT_CART_HOLDS.clientMaxCartsPerHour,
      ),
      clientMaxSeatsPerHour: positiveInteger(
        env,
        'CLIENT_MAX_SEATS_PER_HOUR',
        DEFAULT_CART_HOLDS.clientMaxSeatsPerHour,
      ),
    },
  };
}
