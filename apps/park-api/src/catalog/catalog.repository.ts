/** Catalog reads shared by the cart, availability and payment modules. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { currencies, parks, pickupLocations, products, schedules } from '../db/schema';
import type { PricingProduct, ProductKind } from '../pricing';

export type ProductRecord = typeof products.$inferSelect;
export type CurrencyRecord = typeof currencies.$inferSelect;

export async function findProduct(db: Db, id: number): Promise<ProductRecord | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row;
}

export async function productSchedules(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .select({ time: schedules.time })
    .from(schedules)
    .where(eq(schedules.productId, productId))
    .orderBy(schedules.time);
  return rows.map((row) => row.time);
}

export async function findCurrency(db: Db, code: string): Promise<CurrencyRecord | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
  return row;
}

export async function pickupLocationExists(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: pickupLocations.id })
    .from(pickupLocations)
    .where(eq(pickupLocations.id, id));
  return rows.length > 0;
}

export type PickupLocationRecord = typeof pickupLocations.$inferSelect;

export async function listPickupLocations(db: Db): Promise<PickupLocationRecord[]> {
  return db.select().from(pickupLocations).orderBy(pickupLocations.nameEn);
}

export async function listAddOns(db: Db): Promise<ProductRecord[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.kind, 'addon'), eq(products.active, true)))
    .orderBy(products.id);
}

export async function flagshipSlugs(db: Db): Promise<Set<string>> {
  const rows = await db.select({ slug: parks.slug }).from(parks).where(eq(parks.isFlagship, true));
  return new Set(rows.map((row) => row.slug));
}

export function toPricingProduct(product: ProductRecord, flagships: Set<string>): PricingProduct {
  const onlyPark = product.parkSlugs.length === 1 ? product.parkSlugs[0] : undefined;
  return {
    kind: product.kind as ProductKind,
    parkCount: product.parkSlugs.length,
    isFlagshipPark: onlyPark !== undefined && flagships.has(onlyPark),
    adultPriceUsdCents: product.adultPriceUsdCents,
  };
}

export function productName(product: Pick<ProductRecord, 'nameEs' | 'nameEn'>, language: string): string {
  return language === 'ES' ? product.nameEs : product.nameEn;
}

/**
 * What a build-your-own package may hold: single-park admissions and tours for everyone. A combo, a
 * package or a resident price inside a package would stack discounts.
 */
export function isPackagePiece(product: Pick<ProductRecord, 'kind' | 'audience'>): boolean {
  return (product.kind === 'admission' || product.kind === 'tour') && product.audience === null;
}
