import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { products } from '../db/schema';
import { CatalogCache } from './catalog-snapshot';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

describe('CatalogCache', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' }, MIGRATIONS_DIR);
  });
  afterAll(() => handle.close());

  it('answers the seeded catalog: active products, ordered schedules, pick-up points, flagships, currencies', async () => {
    const catalog = await new CatalogCache(handle.db).snapshot();
    expect(catalog.products.get(100)?.kind).toBe('admission');
    expect(catalog.schedules.get(110)).toEqual([...(catalog.schedules.get(110) ?? [])].sort());
    expect(catalog.schedules.get(110)?.length).toBeGreaterThan(0);
    expect(catalog.schedules.has(100)).toBe(false);
    expect(catalog.pickupLocations.map((p) => p.id)).toContain('playa-del-carmen');
    expect(catalog.flagshipSlugs.size).toBe(1);
    expect(catalog.currencies.get('MXN')?.id).toBe(2);
    expect(catalog.currencies.size).toBe(17);
  });

  it('reuses a read for the TTL, shares it between concurrent callers, then reads the database again', async () => {
    let now = 0;
    const cache = new CatalogCache(handle.db, 1000, () => now);
    const [first, concurrent] = await Promise.all([cache.snapshot(), cache.snapshot()]);
    expect(concurrent).toBe(first);
    await handle.db.update(products).set({ active: false }).where(eq(products.id, 202));
    try {
      now = 999;
      expect((await cache.snapshot()).products.has(202)).toBe(true);
      now = 1000;
      const fresh = await cache.snapshot();
      expect(fresh).not.toBe(first);
      expect(fresh.products.has(202)).toBe(false);
    } finally {
      await handle.db.update(products).set({ active: true }).where(eq(products.id, 202));
    }
  });

  it('does not keep a failed read: the next call asks again', async () => {
    let reads = 0;
    // A stand-in for a database that is down: the cache only ever calls `select`, so a full Db is not needed.
    const failing = {
      select: () => {
        reads += 1;
        throw new Error('database down');
      },
    } as unknown as DatabaseHandle['db'];
    const cache = new CatalogCache(failing, 60_000, () => 0);
    await expect(cache.snapshot()).rejects.toThrow('database down');
    await expect(cache.snapshot()).rejects.toThrow('database down');
    expect(reads).toBe(2);
  });
});
