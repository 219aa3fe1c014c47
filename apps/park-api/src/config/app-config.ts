/**
 * park-api configuration, read from the environment once at start (main.ts) and passed explicitly to
 * buildApp, so tests build apps with their own config and never touch process.env.
 */
import path from 'node:path';

export type DatabaseConfig =
  | { kind: 'pglite'; /** A folder, or undefined for an in-memory database (tests). */ dataDir?: string }
  | { kind: 'postgres'; url: string };

/** The newsletter endpoint (SPEC §3 'Newsletter subscription' configuration, the embedded mail-marketing service). */
export interface NewsletterConfig {
  /** Where the confirmation links in the e-mails point (this API as the public reaches it). */
  publicOrigin: string;
  /** The sites allowed to subscribe: clientId + externalKey, and the lists (`mid`) each may use. */
  clients: { clientId: string; externalKey: string; lists: string[] }[];
  /** Origins the success and error URLs may point to, besides the origin of the page that posted. */
  redirectOrigins: string[];
  /** Subscriptions accepted per client IP per hour. */
  perIpPerHour: number;
}

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
}

/** Only for local development: production sets CART_TOKEN_SECRET. */
const DEV_TOKEN_SECRET = 'park-api-dev-secret-change-me';
/** Only for local development: production sets SEARCH_TOKEN_SECRET. */
const DEV_SEARCH_TOKEN_SECRET = 'park-api-dev-search-secret-change-me';

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
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
  return {
    port,
    host: env['HOST'] ?? '127.0.0.1',
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    migrationsDir: paths.migrationsDir,
    tokenSecret: env['CART_TOKEN_SECRET'] ?? DEV_TOKEN_SECRET,
    tokenTtlSeconds: Number(env['CART_TOKEN_TTL_SECONDS'] ?? 3600),
    logLevel: env['LOG_LEVEL'] ?? 'info',
    contentDir: env['CONTENT_DIR']?.trim() || path.join(paths.repoRoot, 'content'),
    searchTokenSecret: env['SEARCH_TOKEN_SECRET'] ?? DEV_SEARCH_TOKEN_SECRET,
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
      redirectOrigins: (env['NEWSLETTER_REDIRECT_ORIGINS'] ?? 'http://localhost:3000,http://127.0.0.1:3000')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      perIpPerHour: positiveInteger(env, 'NEWSLETTER_PER_IP_PER_HOUR', 10),
    },
  };
}
