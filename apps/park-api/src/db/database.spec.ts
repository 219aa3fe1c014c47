import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, PGLITE_SHARED_BUFFERS, type DatabaseHandle } from './database';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

/** One setting as the running server reports it (both drivers answer `{ rows }`). */
async function show(database: DatabaseHandle, setting: 'shared_buffers' | 'search_path'): Promise<unknown> {
  const result = (await database.db.execute(sql.raw(`SHOW ${setting}`))) as {
    rows: Record<string, unknown>[];
  };
  return result.rows[0]?.[setting];
}

describe('openDatabase on PGlite', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' }, MIGRATIONS_DIR);
  });
  afterAll(() => database.close());

  it('runs the in-process PostgreSQL with small shared buffers (128 MB by default, resident in park-api)', async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
    expect(await show(database, 'shared_buffers')).toBe(PGLITE_SHARED_BUFFERS);
  });

  it('keeps PGlite’s other start parameters (single-user settings, search_path)', async () => {
    expect(await show(database, 'search_path')).toBe('public');
  });
});
