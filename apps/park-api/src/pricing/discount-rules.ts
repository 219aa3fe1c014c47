/**
 * SPEC §9 "Discounts and presale": one discount per line, chosen by product kind and days ahead.
 * - 10 % for 7–20 days ahead: single-park admissions and tours only (not combos, packages, passport).
 * - 15 % for 21+ days ahead: single-park products, two-park combos/packages and the passport.
 * - 20 % for combos/packages of 3 or more parks or tours, whatever the date.
 * - No advance-purchase discount on the flagship park's own products.
 */
import type { DiscountReason, PricingProduct } from './pricing.types';

export const ADVANCE_SHORT_MIN_DAYS = 7;
export const ADVANCE_LONG_MIN_DAYS = 21;

export interface Discount {
  percent: number;
  reason: DiscountReason;
}

const NONE: Discount = { percent: 0, reason: 'NONE' };
const ADVANCE_SHORT: Discount = { percent: 10, reason: 'ADVANCE_7_20_DAYS' };
const ADVANCE_LONG: Discount = { percent: 15, reason: 'ADVANCE_21_DAYS' };
const MULTI_PARK: Discount = { percent: 20, reason: 'MULTI_PARK_3_PLUS' };

export function lineDiscount(product: PricingProduct, daysAhead: number, packageSize?: number): Discount {
  const grouped = product.kind === 'combo' || product.kind === 'package' || packageSize !== undefined;
  if (grouped) {
    const components = packageSize ?? product.parkCount;
    if (components >= 3) return MULTI_PARK;
    return daysAhead >= ADVANCE_LONG_MIN_DAYS ? ADVANCE_LONG : NONE;
  }
  if (product.kind === 'passport') return daysAhead >= ADVANCE_LONG_MIN_DAYS ? ADVANCE_LONG : NONE;
  if (product.kind === 'addon' || product.kind === 'hotel' || product.isFlagshipPark) return NONE;
  if (daysAhead >= ADVANCE_LONG_MIN_DAYS) return ADVANCE_LONG;
  if (daysAhead >= ADVANCE_SHORT_MIN_DAYS) return ADVANCE_SHORT;
  return NONE;
}
