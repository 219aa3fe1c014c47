import { PGlite } from '@electric-sql/pglite';
import { inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as schema from './schema';
import { PRODUCTS } from './seed-data/catalog.data';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');
const IDS = [295, 306, 305, 377, 378, 342];

/** The complement rows as the seed wrote them before issue 18 (Sensoria's own extras). */
const OLD_ROWS = `
INSERT INTO products (id, code, kind, name_es, name_en, park_slugs, adult_price_usd_cents, daily_capacity, id_upgrade, business_unit) VALUES
 (295, 'XS-CMP-SNORKEL', 'complement', 'Snorkel en cenote', 'Cenote snorkel', ARRAY['sensoria'], 2999, 60, 377, 'XS'),
 (306, 'XS-CMP-NIGHT', 'complement', 'Show nocturno de los sentidos', 'Night show of the senses', ARRAY['sensoria'], 3999, 200, 378, 'XS'),
 (305, 'XS-CMP-TASTING', 'complement', 'Cata de cacao maya', 'Mayan cacao tasting', ARRAY['sensoria'], 2499, 60, 342, 'XS'),
 (377, 'XS-UPG-SNORKEL-TOUR', 'tour', 'Tour de snorkel en cenotes', 'Cenote snorkel tour', ARRAY['sensoria'], 6999, 40, NULL, 'XS'),
 (378, 'XS-UPG-NIGHT-DINNER', 'tour', 'Show nocturno con cena', 'Night show with dinner', ARRAY['sensoria'], 8999, 40, NULL, 'XS'),
 (342, 'XS-UPG-CACAO-TOUR', 'tour', 'Ruta del cacao', 'Cacao route tour', ARRAY['sensoria'], 5999, 40, NULL, 'XS')`;

const pick = (row: (typeof PRODUCTS)[number] | typeof schema.products.$inferSelect) => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  nameEs: row.nameEs,
  nameEn: row.nameEn,
  parkSlugs: row.parkSlugs,
  adultPriceUsdCents: row.adultPriceUsdCents,
  dailyCapacity: row.dailyCapacity,
  idUpgrade: row.idUpgrade ?? null,
  businessUnit: row.businessUnit,
});

describe('migration 0010: a database seeded before issue 18 gets the sister-park complements', () => {
  let before: string;
  beforeAll(async () => {
    // The migrations up to 0006, as a database that was seeded then has them.
    before = await mkdtemp(path.join(tmpdir(), 'migrations-0006-'));
    await mkdir(path.join(before, 'meta'));
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 6);
    await writeFile(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries)
      await copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(before, `${tag}.sql`));
  });
  afterAll(() => rm(before, { recursive: true, force: true }));

  it('moves the old rows to what the seed now inserts', async () => {
    const client = new PGlite();
    const db = drizzle(client, { schema });
    try {
      await migrate(db, { migrationsFolder: before });
      await client.exec(OLD_ROWS);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const rows = await db.select().from(schema.products).where(inArray(schema.products.id, IDS));
      const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
      expect(rows.map(pick).sort(byId)).toEqual(
        PRODUCTS.filter((row) => IDS.includes(row.id))
          .map(pick)
          .sort(byId),
      );
    } finally {
      await client.close();
    }
  });
});
