/**
 * Catalog reads shared by the cart, availability and payment modules, answered from the catalog snapshot
 * (a few milliseconds of queries saved per cart call; see catalog-snapshot.ts).
 */
import type { Db } from '../db/database';
import type { PricingProduct, ProductKind } from '../pricing';
import {
  catalogOf,
  type CurrencyRecord,
  type PickupLocationRecord,
  type ProductRecord,
} from './catalog-snapshot';

export type { CurrencyRecord, PickupLocationRecord, ProductRecord } from './catalog-snapshot';

/** An active product. */
export async function findProduct(db: Db, id: number): Promise<ProductRecord | undefined> {
  return (await catalogOf(db)).products.get(id);
}

export async function productSchedules(db: Db, productId: number): Promise<string[]> {
  return [...((await catalogOf(db)).schedules.get(productId) ?? [])];
}

export async function findCurrency(db: Db, code: string): Promise<CurrencyRecord | undefined> {
  return (await catalogOf(db)).currencies.get(code);
}

export async function pickupLocationExists(db: Db, id: string): Promise<boolean> {
  return (await catalogOf(db)).pickupLocations.some((location) => location.id === id);
}

export async function listPickupLocations(db: Db): Promise<PickupLocationRecord[]> {
  return [...(await catalogOf(db)).pickupLocations];
}

/** Active add-ons by id. */
export async function listAddOns(db: Db): Promise<ProductRecord[]> {
  return [...(await catalogOf(db)).products.values()]
    .filter((product) => product.kind === 'addon')
    .sort((a, b) => a.id - b.id);
}

export async function flagshipSlugs(db: Db): Promise<Set<string>> {
  return new Set((await catalogOf(db)).flagshipSlugs);
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

/**
 * A product's name in the request's Language (ES, EN, PT): what the cart, the payment page, the thank-you
 * page, the e-tickets and the mails show. A product without a Portuguese name shows the English one, as
 * Portuguese pages fall back to English (docs/decisions/013-portuguese-links.md).
 */
export function productName(
  product: Pick<ProductRecord, 'nameEs' | 'nameEn'> & { namePt?: string | null },
  language: string,
): string {
  if (language === 'ES') return product.nameEs;
  if (language === 'PT') return product.namePt ?? product.nameEn;
  return product.nameEn;
}

/**
 * What a build-your-own package may hold: single-park admissions and tours for everyone. A combo, a
 * package or a resident price inside a package would stack discounts.
 */
export function isPackagePiece(product: Pick<ProductRecord, 'kind' | 'audience'>): boolean {
  return (product.kind === 'admission' || product.kind === 'tour') && product.audience === null;
}
