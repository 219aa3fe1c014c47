import type { CartErrorCode, CartLineBreakdownItem } from '@parks/contracts';

/** The i18n key (namespace `cart`, under `errors.`) of a line's or a call's error code. */
export type CartErrorKey =
  'scheduleRequired' | 'noAvailability' | 'duplicate' | 'packageLimit' | 'priceUnavailable' | 'generic';

const ERROR_KEYS: Record<CartErrorCode, CartErrorKey> = {
  SCHEDULE_REQUIRED: 'scheduleRequired',
  SCHEDULE_INVALID: 'scheduleRequired',
  DUPLICATE_PRODUCT: 'duplicate',
  PACKAGE_LIMIT: 'packageLimit',
  NO_AVAILABILITY: 'noAvailability',
  // A past date has the same remedy as a full one: choose another date.
  DATE_PASSED: 'noAvailability',
  PRICE_UNAVAILABLE: 'priceUnavailable',
  CART_NOT_FOUND: 'generic',
  // Issue 17's hold and limit codes: generic until the cart UI words each of them.
  HOLD_EXPIRED: 'generic',
  HOLD_EXTENSIONS_USED: 'generic',
  CART_DATE_SEAT_LIMIT: 'generic',
  CLIENT_CART_LIMIT: 'generic',
  CLIENT_SEAT_LIMIT: 'generic',
};

/** Maps a cart error code (SPEC §8 'Booking' messages) to its message key; unknown codes are generic. */
export function cartErrorKey(code: string | null | undefined): CartErrorKey {
  return (code && ERROR_KEYS[code as CartErrorCode]) || 'generic';
}

/** The discount reasons park-api sends as the discount's Label, each with its own wording. */
export type DiscountKey = 'advanceShort' | 'advanceLong' | 'multiPark' | 'child' | 'other';

const DISCOUNT_KEYS: Record<string, DiscountKey> = {
  ADVANCE_7_20_DAYS: 'advanceShort',
  ADVANCE_21_DAYS: 'advanceLong',
  MULTI_PARK_3_PLUS: 'multiPark',
  CHILD_5_11: 'child',
};

export function discountKey(label: string): DiscountKey {
  return DISCOUNT_KEYS[label] ?? 'other';
}

/** A breakdown row ready to show: add-ons take the name the cart lists in the page's language. */
export interface BreakdownRow {
  concept: CartLineBreakdownItem['Concept'];
  /** The add-on's name; for other concepts the UI words the row itself. */
  name: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  /** A discount row's percentage, when park-api sends it. */
  percent?: number;
}

/**
 * The line's Breakdown with add-on names from its AddOns. park-api labels breakdown add-ons in English
 * but lists them in the same order as AddOns, which carry the name in the cart's language.
 */
export function breakdownRows(
  breakdown: readonly CartLineBreakdownItem[] | undefined,
  addOns: readonly { Name: string }[] | undefined,
): BreakdownRow[] {
  let addOnIndex = 0;
  return (breakdown ?? []).map((item) => {
    const name = item.Concept === 'addon' ? (addOns?.[addOnIndex++]?.Name ?? item.Label) : item.Label;
    return {
      concept: item.Concept,
      name,
      quantity: item.Quantity,
      unitAmount: item.UnitAmount,
      amount: item.Amount,
      ...(item.Percent === undefined ? {} : { percent: item.Percent }),
    };
  });
}
