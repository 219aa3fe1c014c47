/**
 * The catalog's reference data (active products, schedules, pick-up locations, flagship parks, currencies)
 * read in five queries and kept in memory for a short while, so a cart call does not ask the database
 * for the same few rows again and again: on PGlite every query costs about a millisecond, and adding to
 * the cart read eight of them (issue 5's add-to-cart budget).
 *
 * Nothing in park-api writes these tables after the seed. Rows changed in the database by hand (a product
 * withdrawn, a new exchange rate) are seen within `CATALOG_TTL_MS`, in every process, as a CDN would.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { currencies, parks, pickupLocations, products, schedules } from '../db/schema';

export type ProductRecord = typeof products.$inferSelect;
export type CurrencyRecord = typeof currencies.$inferSelect;
export type PickupLocationRecord = typeof pickupLocations.$inferSelect;

/** How long a read of the catalog is reused. */
export const CATALOG_TTL_MS = 30_000;

export interface CatalogSnapshot {
  /** Active products by id. */
  products: ReadonlyMap<number, ProductRecord>;
  /** Start times per product, in order; no entry for a product without schedules. */
  schedules: ReadonlyMap<number, readonly string[]>;
  /** Pick-up locations by English name. */
  pickupLocations: readonly PickupLocationRecord[];
  flagshipSlugs: ReadonlySet<string>;
  currencies: ReadonlyMap<string, CurrencyRecord>;
}

async function readCatalog(db: Db): Promise<CatalogSnapshot> {
  const [productRows, scheduleRows, pickupRows, flagshipRows, currencyRows] = await Promise.all([
    db.select().from(products).where(eq(products.active, true)),
    db.select().from(schedules).orderBy(asc(schedules.productId), asc(schedules.time)),
    db.select().from(pickupLocations).orderBy(asc(pickupLocations.nameEn)),
    db.select({ slug: parks.slug }).from(parks).where(eq(parks.isFlagship, true)),
    db.select().from(currencies),
  ]);
  const byProduct = new Map<number, string[]>();
  for (const row of scheduleRows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.time]);
  return {
    products: new Map(productRows.map((row) => [row.id, row])),
    schedules: byProduct,
    pickupLocations: pickupRows,
    flagshipSlugs: new Set(flagshipRows.map((row) => row.slug)),
    currencies: new Map(currencyRows.map((row) => [row.code, row])),
  };
}

/** One database's catalog, read again once older than `ttlMs`; callers waiting on a read share it. */
export class CatalogCache {
  private current: { snapshot: Promise<CatalogSnapshot>; readAt: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = CATALOG_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  snapshot(): Promise<CatalogSnapshot> {
    const now = this.clock();
    if (this.current && now - this.current.readAt < this.ttlMs) return this.current.snapshot;
    const snapshot = readCatalog(this.db);
    const entry = { snapshot, readAt: now };
    this.current = entry;
    // A failed read is not kept: the next call asks the database again.
    snapshot.catch(() => {
      if (this.current === entry) this.current = null;
    });
    return snapshot;
  }
}

const caches = new WeakMap<Db, CatalogCache>();

/**
 * The catalog of a database handle. Pass the database, not a transaction: a transaction is a handle of
 * its own and would read the catalog anew (correct, only slower).
 */
export function catalogOf(db: Db): Promise<CatalogSnapshot> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache(db);
    caches.set(db, cache);
  }
  return cache.snapshot();
}
