import childProcess from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, PGLITE_START_PARAMS } from './database';
import { hasPgliteDatabase, initialisePgliteDataDir } from './pglite-data-dir';

const APP_DIR = path.resolve(__dirname, '../..');
const MIGRATIONS_DIR = path.join(APP_DIR, 'drizzle');

describe('a PGlite data folder created by a child process', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'park-api-pglite-'));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs initdb outside this process, so the server only ever opens an existing folder', async () => {
    expect(hasPgliteDatabase(dataDir)).toBe(false);
    await initialisePgliteDataDir(dataDir, PGLITE_START_PARAMS, APP_DIR);
    expect(hasPgliteDatabase(dataDir)).toBe(true);
  });

  it('is created by openDatabase before PGlite opens it, migrated and seeded, and kept across restarts', async () => {
    const spawn = jest.spyOn(childProcess, 'spawn');
    const first = await openDatabase({ kind: 'pglite', dataDir }, MIGRATIONS_DIR);
    expect(spawn).toHaveBeenCalledTimes(1);
    expect(spawn.mock.calls[0]?.[0]).toBe(process.execPath);
    try {
      await first.db.execute(
        sql`INSERT INTO coupons (code, percent_off, purchased_at) VALUES ('KEPT-1', 5, now())`,
      );
    } finally {
      await first.close();
    }
    const second = await openDatabase({ kind: 'pglite', dataDir }, MIGRATIONS_DIR);
    expect(spawn).toHaveBeenCalledTimes(1); // an existing folder is opened as it is
    try {
      const rows = (await second.db.execute(sql`SELECT code FROM coupons WHERE code = 'KEPT-1'`)) as {
        rows: unknown[];
      };
      expect(rows.rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('reports an initdb that fails, with its error output', async () => {
    await expect(
      initialisePgliteDataDir(path.join(dataDir, 'missing', 'folder'), PGLITE_START_PARAMS, APP_DIR),
    ).rejects.toThrow(/PGlite initdb in .* failed/);
  });
});
