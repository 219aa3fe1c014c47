/**
 * Opens the one Drizzle database over PGlite (embedded default) or PostgreSQL (DATABASE_URL), migrates
 * it with the committed drizzle-kit migrations and seeds the catalog. Callers see one type either way.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config/app-config';
import * as schema from './schema';
import { initialisePgliteDataDir } from './pglite-data-dir';
import { seedCatalog } from './seed';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

/**
 * PGlite runs PostgreSQL inside this process, in a WebAssembly memory that only grows. Its default
 * shared_buffers (128 MB) is resident from the start and is most of PGlite's share of park-api's RSS;
 * 16 MB holds the seeded catalog and the carts many times over (pages beyond it come from the OS page
 * cache of the data folder). Every other PGlite default start parameter is kept.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

/** `now` dates the sandbox coupons of the seed, so a test clock sees them as bought "today". */
export async function openDatabase(
  config: DatabaseConfig,
  migrationsDir: string,
  now = new Date(),
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // replaces it on the next query.
    pool.on('error', () => {
      // nothing to do: the next query gets a fresh connection
    });
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder: migrationsDir });
    await seedCatalog(db, now);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (config.dataDir) {
    await mkdir(config.dataDir, { recursive: true });
    // A new folder is initialised by a child process: see pglite-data-dir.ts. Packages resolve from the
    // app's folder, the migrations folder's parent.
    await initialisePgliteDataDir(config.dataDir, PGLITE_START_PARAMS, path.dirname(migrationsDir));
  }
  const client = new PGlite({ dataDir: config.dataDir, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  await seedCatalog(db, now);
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Postgres unique violation: the database enforced a duplicate rule. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause. */
function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
