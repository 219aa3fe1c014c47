/**
 * Prices a hotel stay (SPEC §2 'Hotel calendar'): the sum of its nights' rates per room, then the
 * promotional code's percentage. A night without a rate makes the stay unpriceable, never free.
 */
import { addDays, daysBetween } from './visit-dates';
import { type LinePrice, PriceUnavailableError } from './pricing.types';

/** SPEC §9 'Passengers and ages': hotel adults are 16 and over. */
export const HOTEL_ADULT_MIN_AGE = 16;
/** One room sleeps at most 4 guests (adults 16+ and children 0–15). */
export const HOTEL_ROOM_MAX_GUESTS = 4;
/** Longer stays are booked through the call center. */
export const HOTEL_MAX_NIGHTS = 14;

/** The nights of a stay: check-in up to the night before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const count = daysBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(checkIn, index));
}

export interface StayToPrice {
  /** Each night's rate per room in US cents; null when the night has no rate. */
  nightlyRatesUsdCents: (number | null)[];
  /** The promotional code's discount, 0 without one. */
  percentOff: number;
}

export function priceHotelStay({ nightlyRatesUsdCents, percentOff }: StayToPrice): LinePrice {
  if (nightlyRatesUsdCents.length === 0) throw new PriceUnavailableError('A stay has at least one night');
  let subtotal = 0;
  for (const rate of nightlyRatesUsdCents) {
    if (rate === null || !Number.isInteger(rate) || rate <= 0)
      throw new PriceUnavailableError('A night of the stay has no rate');
    subtotal += rate;
  }
  const discount = Math.round((subtotal * percentOff) / 100);
  return {
    items:
      discount > 0
        ? [
            {
              concept: 'discount',
              label: 'PROMO_CODE',
              quantity: 1,
              unitUsdCents: -discount,
              amountUsdCents: -discount,
            },
          ]
        : [],
    // A stay is one room for its nights: one unit at the stay's price.
    charged: [{ quantity: 1, unitUsdCents: subtotal - discount }],
    discountPercent: percentOff,
    discountReason: discount > 0 ? 'PROMO_CODE' : 'NONE',
    totalUsdCents: subtotal - discount,
  };
}

/** The guests one room takes: at least one adult (16+), at most {@link HOTEL_ROOM_MAX_GUESTS} in all. */
export function isValidRoomOccupancy(adults: number, children: number): boolean {
  return adults >= 1 && children >= 0 && adults + children <= HOTEL_ROOM_MAX_GUESTS;
}
