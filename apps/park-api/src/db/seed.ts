/**
 * Seeds the catalog on start. Every insert is ON CONFLICT DO NOTHING, so it is idempotent and several
 * API nodes can start against one PostgreSQL at once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { HOTELS, PARKS, PICKUP_LOCATIONS, PRODUCTS, PROMOTIONS, SCHEDULES } from './seed-data/catalog.data';
import { CURRENCY_ROWS } from './seed-data/currencies.data';
import { PRODUCT_NAMES_PT } from './seed-data/product-names-pt';
import { hotelRateRows } from './seed-data/hotel-rates.data';
import { parkToday } from '../pricing/visit-dates';

/**
 * Coupons for the sandbox: two valid (bought today; one takes 10 % off, one pays the whole order), one
 * bought more than a year ago.
 */
const DAY_MS = 86_400_000;

export async function seedCatalog(
  db: PgDatabase<PgQueryResultHKT, typeof schema>,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(schema.currencies).values(CURRENCY_ROWS).onConflictDoNothing();
    await tx.insert(schema.parks).values(PARKS).onConflictDoNothing();
    await tx
      .insert(schema.products)
      .values(PRODUCTS.map((product) => ({ ...product, namePt: PRODUCT_NAMES_PT[product.code] ?? null })))
      .onConflictDoNothing();
    // A database seeded before the Portuguese names (migration 0009 adds the column empty) gets them
    // here; a name someone already set is left as it is.
    for (const [code, namePt] of Object.entries(PRODUCT_NAMES_PT)) {
      await tx
        .update(schema.products)
        .set({ namePt })
        .where(and(eq(schema.products.code, code), isNull(schema.products.namePt)));
    }
    await tx.insert(schema.schedules).values(SCHEDULES).onConflictDoNothing();
    await tx.insert(schema.pickupLocations).values(PICKUP_LOCATIONS).onConflictDoNothing();
    await tx.insert(schema.hotels).values(HOTELS).onConflictDoNothing();
    await tx.insert(schema.promotions).values(PROMOTIONS).onConflictDoNothing();
    await tx
      .insert(schema.hotelRates)
      .values(hotelRateRows(parkToday(now)))
      .onConflictDoNothing();
    await tx
      .insert(schema.coupons)
      .values([
        { code: 'SENSORIA-GIFT-10', percentOff: 10, purchasedAt: now },
        { code: 'SENSORIA-GIFT-100', percentOff: 100, purchasedAt: now },
        { code: 'SENSORIA-OLD-20', percentOff: 20, purchasedAt: new Date(now.getTime() - 400 * DAY_MS) },
      ])
      .onConflictDoNothing();
  });
}
