/**
 * Starts the built park-api (apps/park-api/dist/main.js) on a fresh, empty database, so every run begins
 * from the seed: PGlite in a new temp DATA_DIR, or a new database created in the PostgreSQL cluster that
 * BENCH_DATABASE_URL points at (dropped again afterwards, like the API tests do).
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startChildServer } from './child-server.mjs';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN_JS = path.join(REPO_ROOT, 'apps/park-api/dist/main.js');

/** Builds park-api once if there is no dist/main.js; an existing build is used as it is. */
export function ensureParkApiBuilt() {
  if (existsSync(MAIN_JS)) return;
  console.error('bench: apps/park-api/dist/main.js is missing, running `npx nx build park-api`');
  const build = spawnSync('npx', ['nx', 'build', 'park-api'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(MAIN_JS)) throw new Error('bench: building park-api failed');
}

async function adminQuery(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The databases to measure: PGlite always, PostgreSQL when BENCH_DATABASE_URL is set. */
export function benchDatabases() {
  const targets = [{ kind: 'pglite', label: 'PGlite' }];
  if (process.env.BENCH_DATABASE_URL)
    targets.push({ kind: 'postgres', label: 'PostgreSQL', adminUrl: process.env.BENCH_DATABASE_URL });
  return targets;
}

/**
 * @param {{kind: 'pglite'} | {kind: 'postgres', adminUrl: string}} target
 * @returns the child server plus where its data lives (for checks made directly in the database)
 */
export async function startParkApi(target) {
  ensureParkApiBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'park-api-bench-'));
  let databaseUrl = '';
  let dropDatabase = async () => {
    // PGlite: its folder goes with the temp DATA_DIR
  };
  if (target.kind === 'postgres') {
    const name = `park_bench_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(target.adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(target.adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(target.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const server = await startChildServer({
    name: 'park-api',
    script: MAIN_JS,
    env: {
      DATA_DIR: dataDir,
      // '' selects PGlite (main.ts treats an empty DATABASE_URL as unset).
      DATABASE_URL: databaseUrl,
      // Request logs at info would measure the log pipe as much as the API; the anchor logs nothing either.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // Every bench session comes from 127.0.0.1: the per-visitor limits (issue 17 §3) would count the whole
      // run as one visitor, so they are set far above what a run needs (the results say so).
      CART_MAX_SEATS_PER_DATE: '1000',
      CLIENT_MAX_CARTS_PER_HOUR: '1000000',
      CLIENT_MAX_SEATS_PER_HOUR: '1000000',
    },
    readyPath: '/health',
    // PGlite takes ~6 s to open, then migrations and the seed run: allow a slow, shared machine.
    readyTimeoutMs: 120_000,
  });
  return {
    ...server,
    kind: target.kind,
    /** PGlite's folder (readable once the server has stopped) or the PostgreSQL database URL. */
    pgliteDir: target.kind === 'pglite' ? path.join(dataDir, 'pglite') : undefined,
    databaseUrl: databaseUrl || undefined,
    /** Removes the temp folder and drops the PostgreSQL database; call after stop(). */
    async cleanup() {
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
