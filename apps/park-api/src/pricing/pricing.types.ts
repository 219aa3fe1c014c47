/** Inputs and outputs of the pricing rules. Amounts are integer US cents until converted. */

export type ProductKind =
  'admission' | 'tour' | 'combo' | 'package' | 'passport' | 'addon' | 'complement' | 'hotel';

export interface PricingProduct {
  kind: ProductKind;
  /** Number of parks the product enters. */
  parkCount: number;
  /** A single-park product of the group's flagship park. */
  isFlagshipPark: boolean;
  /** null: the price is not known, and the line cannot be priced. */
  adultPriceUsdCents: number | null;
}

export interface Passengers {
  adults: number;
  children: number;
  infants: number;
}

export interface PricingAddOn {
  label: string;
  unitPriceUsdCents: number | null;
  /** People one unit covers (the photo pass covers 10). */
  coversPeople: number;
}

export interface LineToPrice {
  product: PricingProduct;
  passengers: Passengers;
  visitDate: string;
  purchaseDate: string;
  addOns: PricingAddOn[];
  /** Products in the line's package group, when the line belongs to one. */
  packageSize?: number;
}

export type DiscountReason =
  'NONE' | 'ADVANCE_7_20_DAYS' | 'ADVANCE_21_DAYS' | 'MULTI_PARK_3_PLUS' | 'PROMO_CODE';

export interface BreakdownItem {
  concept: 'adult' | 'child' | 'infant' | 'discount' | 'addon';
  /** What the row is; a discount row's reason (a DiscountReason or CHILD_DISCOUNT_REASON). */
  label: string;
  quantity: number;
  unitUsdCents: number;
  amountUsdCents: number;
  /** A discount row's percentage, so the row can say it. */
  percent?: number;
}

/** What a line charges: a quantity at a net unit price (the line's discount already taken off each unit). */
export interface ChargedUnitUsd {
  quantity: number;
  unitUsdCents: number;
}

export interface LinePrice {
  items: BreakdownItem[];
  /**
   * The units the line charges, net of its discount. The line converts to another currency unit by unit
   * (issue 17 §4, `@parks/currency/core` minor-units), so its amount is exactly what the widget computes
   * from the day's per-person prices.
   */
  charged: ChargedUnitUsd[];
  discountPercent: number;
  discountReason: DiscountReason;
  totalUsdCents: number;
}

/** A price that cannot be computed is an error, never a zero. */
export class PriceUnavailableError extends Error {
  readonly code = 'PRICE_UNAVAILABLE';
}
