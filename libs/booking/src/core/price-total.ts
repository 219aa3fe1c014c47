import { addOnUnits, amountOfUnits, fromMinor, toMinor } from '@parks/currency/core';
import type { AvailabilityDay } from '@parks/contracts/core';
import type { BookingPassengers } from './booking.types';

/** A chosen add-on as the total needs it: its unit price in the day's currency and whom a unit covers. */
export interface PricedAddOn {
  unitPrice: number | null;
  coversPeople: number;
}

export interface DayTotal {
  /** Adults and children at the day's prices (the day's discount is already in them). */
  tickets: number;
  /** The chosen add-ons; 0 when none is chosen. */
  addOns: number;
  total: number;
  /** The day's advance-purchase discount (0, 10 or 15 %). */
  discountPercent: number;
  /** False when an add-on has no price here: the cart prices it, the total leaves it out. */
  addOnsIncluded: boolean;
}

/**
 * What a booking costs on a day, in the day's currency: adult × n + child × n, plus each add-on times the
 * units the group needs (one per `coversPeople` visitors, as the cart counts them). Null when the day has
 * no price ('Price unavailable'). Sums run in minor units so 3 × 75.65 stays 226.95.
 */
export function dayTotal(
  day: Pick<AvailabilityDay, 'AdultPrice' | 'ChildPrice' | 'DiscountPercent'>,
  passengers: BookingPassengers,
  addOns: readonly PricedAddOn[],
  decimals: number,
): DayTotal | null {
  if (day.AdultPrice === null || (passengers.children > 0 && day.ChildPrice === null)) return null;
  // The one rounding rule park-api charges by (issue 17 §4): per-person prices in minor units, times
  // the quantities, summed; never a rounding of the sum.
  const minor = (amount: number) => toMinor(amount, decimals);
  const ticketsMinor = amountOfUnits([
    { quantity: passengers.adults, unitMinor: minor(day.AdultPrice) },
    { quantity: passengers.children, unitMinor: minor(day.ChildPrice ?? 0) },
  ]);
  const people = passengers.adults + passengers.children;
  const addOnsIncluded = addOns.every((addOn) => addOn.unitPrice !== null);
  const addOnsMinor = addOnsIncluded
    ? amountOfUnits(
        addOns.map((addOn) => ({
          quantity: addOnUnits(people, addOn.coversPeople),
          unitMinor: minor(addOn.unitPrice ?? 0),
        })),
      )
    : 0;
  return {
    tickets: fromMinor(ticketsMinor, decimals),
    addOns: fromMinor(addOnsMinor, decimals),
    total: fromMinor(ticketsMinor + addOnsMinor, decimals),
    discountPercent: day.DiscountPercent,
    addOnsIncluded,
  };
}

/**
 * The weather guarantee of a package (issue 20 §3): one per visitor (children included, infants free)
 * on every piece, in minor units like `dayTotal`. Null when park-api could not price it.
 */
export function packageGuaranteeAmount(
  unitPrice: number | null,
  passengers: BookingPassengers,
  pieces: number,
  decimals: number,
): number | null {
  if (unitPrice === null) return null;
  const units = addOnUnits(passengers.adults + passengers.children, 1) * pieces;
  return fromMinor(amountOfUnits([{ quantity: units, unitMinor: toMinor(unitPrice, decimals) }]), decimals);
}

/** Two amounts of one currency added in minor units (a quote's total and the guarantee). */
export function addAmounts(a: number, b: number, decimals: number): number {
  return fromMinor(toMinor(a, decimals) + toMinor(b, decimals), decimals);
}
