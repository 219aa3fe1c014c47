/**
 * Reads seats and cart lines per product/date straight from park-api's database, bypassing the API, so the
 * capacity invariants are checked against what was stored rather than against what the API reports.
 * PGlite is single-process: its folder is opened here only after park-api has stopped.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// Seats in carts are held (issue 17 cart holds), paid ones sold: the capacity run's adds all stay inside the
// default 20-minute hold, so the seats they took are sold + held.
const LEDGER_SQL = `
  SELECT dc.capacity::int AS capacity,
         (dc.sold + dc.held)::int AS sold,
         (SELECT count(*)::int FROM cart_lines cl
           WHERE cl.product_id = dc.product_id AND cl.visit_date = dc.visit_date) AS lines,
         (SELECT coalesce(sum(cl.adults + cl.children + cl.infants), 0)::int FROM cart_lines cl
           WHERE cl.product_id = dc.product_id AND cl.visit_date = dc.visit_date) AS seats_in_lines
    FROM daily_capacity dc
   WHERE dc.product_id = $1 AND dc.visit_date = $2`;

/**
 * @param {{pgliteDir?: string, databaseUrl?: string}} where
 * @param {{productId: number, date: string}[]} items
 */
export async function readSeatLedger(where, items) {
  const query = where.pgliteDir ? await openPglite(where.pgliteDir) : await openPostgres(where.databaseUrl);
  try {
    const ledger = [];
    for (const { productId, date } of items) {
      const [row] = await query.rows(LEDGER_SQL, [productId, date]);
      // No row means nothing was ever reserved for that date.
      ledger.push(row ?? { capacity: null, sold: 0, lines: 0, seats_in_lines: 0 });
    }
    return ledger;
  } finally {
    await query.close();
  }
}

async function openPglite(dir) {
  const db = new PGlite(dir);
  return { rows: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
}

async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { rows: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
}
