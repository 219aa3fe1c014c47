import type { AvailabilityDay } from '@parks/contracts/core';

/**
 * The dates of a month with the lowest adult price among the days that can be bought (every tie is
 * marked). Empty when no bookable day has a price, or when every bookable day costs the same: a
 * "lowest price" mark on every day would tell the visitor nothing.
 */
export function cheapestDates(days: readonly AvailabilityDay[]): Set<string> {
  const priced = days.filter(
    (day): day is AvailabilityDay & { AdultPrice: number } => day.Available && day.AdultPrice !== null,
  );
  if (priced.length === 0) return new Set();
  const prices = priced.map((day) => day.AdultPrice);
  const lowest = Math.min(...prices);
  if (lowest === Math.max(...prices)) return new Set();
  return new Set(priced.filter((day) => day.AdultPrice === lowest).map((day) => day.Date));
}
