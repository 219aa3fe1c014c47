/**
 * Checks one requested cart line against the catalog (SPEC §5 "Booking") and prices it, before any seat
 * is taken: schedule, add-ons, visitors, open date, and a computable price.
 */
import type { CartPassengers } from '@parks/contracts/core';
import {
  findProduct,
  flagshipSlugs,
  pickupLocationExists,
  productSchedules,
  toPricingProduct,
  type ProductRecord,
} from '../catalog/catalog.repository';
import type { Db } from '../db/database';
import { ApiHttpError } from '../http/api-error';
import { isIsoDate, parkToday, priceLine, type PricingAddOn, type PricingProduct } from '../pricing';
import { isOpenForSale } from './capacity';

export interface LineInput {
  IdProduct: number;
  VisitDate: string;
  Schedule?: string | null;
  Passengers: CartPassengers;
  AddOns?: { IdProduct: number; From?: string }[];
}

export interface CheckedLine {
  product: ProductRecord;
  pricing: PricingProduct;
  addOns: { idProduct: number; from?: string }[];
  seats: number;
}

const SELLABLE_ALONE = new Set(['admission', 'tour', 'combo', 'package', 'passport', 'complement', 'hotel']);

export async function checkLineInput(db: Db, input: LineInput, now: Date): Promise<CheckedLine> {
  const product = await findProduct(db, input.IdProduct);
  if (!product) throw new ApiHttpError('PRODUCT_NOT_FOUND', `Product ${input.IdProduct} does not exist`);
  if (!SELLABLE_ALONE.has(product.kind))
    throw new ApiHttpError('PRODUCT_NOT_SOLD_ALONE', 'An add-on goes inside a line (AddOns)');

  const { Adults, Children, Infants } = input.Passengers;
  if (Adults + Children < 1)
    throw new ApiHttpError('PASSENGERS_REQUIRED', 'At least one adult or child is required');

  const schedules = await productSchedules(db, product.id);
  if (schedules.length > 0 && !input.Schedule)
    throw new ApiHttpError('SCHEDULE_REQUIRED', 'Please select a schedule');
  if (input.Schedule && !schedules.includes(input.Schedule))
    throw new ApiHttpError('SCHEDULE_INVALID', `Schedule ${input.Schedule} does not exist for this product`);

  if (!isIsoDate(input.VisitDate) || !isOpenForSale(input.VisitDate, now)) {
    throw new ApiHttpError(
      'NO_AVAILABILITY',
      'There is no availability for the date selected, please choose a different date',
    );
  }

  const pricingAddOns: PricingAddOn[] = [];
  const addOns: CheckedLine['addOns'] = [];
  const seen = new Set<number>();
  for (const requested of input.AddOns ?? []) {
    const addOn = await findProduct(db, requested.IdProduct);
    if (!addOn || addOn.kind !== 'addon' || seen.has(addOn.id))
      throw new ApiHttpError('ADDON_INVALID', `Add-on ${requested.IdProduct} is not valid here`);
    seen.add(addOn.id);
    if (addOn.addonKind === 'transport') {
      if (!requested.From)
        throw new ApiHttpError('PICKUP_LOCATION_REQUIRED', 'Transportation needs a pick-up location (From)');
      if (!(await pickupLocationExists(db, requested.From)))
        throw new ApiHttpError('ADDON_INVALID', `Unknown pick-up location ${requested.From}`);
    }
    pricingAddOns.push({
      label: addOn.nameEn,
      unitPriceUsdCents: addOn.adultPriceUsdCents,
      coversPeople: addOn.coversPeople ?? 1,
    });
    addOns.push(
      addOn.addonKind === 'transport'
        ? { idProduct: addOn.id, from: requested.From }
        : { idProduct: addOn.id },
    );
  }

  const pricing = toPricingProduct(product, await flagshipSlugs(db));
  // Throws PRICE_UNAVAILABLE before any seat is taken: a line that cannot be priced never enters a cart.
  priceLine({
    product: pricing,
    passengers: toPassengers(input.Passengers),
    visitDate: input.VisitDate,
    purchaseDate: parkToday(now),
    addOns: pricingAddOns,
  });
  return { product, pricing, addOns, seats: Adults + Children + Infants };
}

export function toPassengers(p: CartPassengers): { adults: number; children: number; infants: number } {
  return { adults: p.Adults, children: p.Children, infants: p.Infants };
}
