/**
 * The hotel calendar's rules (SPEC §2 'Hotel calendar', §5, §9): a check-in / check-out range, one room
 * of 1–4 guests with adults 16+, and a promotional code whose form is checked before the server looks
 * it up (park-api checks the same form, then that it is one of the hotel's promotions).
 */
import type { HotelNight } from '@parks/contracts/core';

/** SPEC §9 'Passengers and ages': hotel adults are 16 and over; younger guests are children. */
export const HOTEL_ADULT_MIN_AGE = 16;
export const HOTEL_ROOM_MAX_GUESTS = 4;
export const HOTEL_MAX_NIGHTS = 14;

/** Letters, digits and hyphens, 3 to 20, starting with a letter or digit (case does not matter). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The client-side rule of SPEC §5 'Hotel calendar': a code of the wrong form is invalid without asking. */
export function isPromoCodeWellFormed(code: string): boolean {
  return PROMO_CODE_PATTERN.test(normalisePromoCode(code));
}

export interface StayRange {
  checkIn: string | null;
  checkOut: string | null;
}

export const NO_STAY: StayRange = { checkIn: null, checkOut: null };

const DAY_MS = 86_400_000;
export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);

/**
 * The range after the visitor picks a day: the first pick is the check-in, a later day the check-out; a
 * day on or before the check-in, a pick after a complete range, or a stay over the limit starts again.
 */
export function pickStayDay(range: StayRange, day: string): StayRange {
  if (range.checkIn === null || range.checkOut !== null || day <= range.checkIn)
    return { checkIn: day, checkOut: null };
  if (nightsBetween(range.checkIn, day) > HOTEL_MAX_NIGHTS) return { checkIn: day, checkOut: null };
  return { checkIn: range.checkIn, checkOut: day };
}

/** The nights of a stay: check-in up to the night before check-out. */
export function stayNights({ checkIn, checkOut }: StayRange): string[] {
  if (checkIn === null || checkOut === null) return [];
  return Array.from({ length: Math.max(0, nightsBetween(checkIn, checkOut)) }, (_, index) =>
    new Date(Date.parse(`${checkIn}T00:00:00Z`) + index * DAY_MS).toISOString().slice(0, 10),
  );
}

export function isInStay(range: StayRange, day: string): boolean {
  return range.checkIn !== null && range.checkOut !== null && day > range.checkIn && day < range.checkOut;
}

export interface HotelGuests {
  adults: number;
  children: number;
}

export const INITIAL_HOTEL_GUESTS: HotelGuests = { adults: 2, children: 0 };

/** Steps a band of guests, keeping at least one adult and at most 4 guests in the room. */
export function stepHotelGuests(guests: HotelGuests, band: keyof HotelGuests, delta: number): HotelGuests {
  const next = { ...guests, [band]: Math.max(band === 'adults' ? 1 : 0, guests[band] + delta) };
  return next.adults + next.children > HOTEL_ROOM_MAX_GUESTS ? guests : next;
}

/**
 * The stay's price from the nights' rates (per room, the code's discount included, in the currency's
 * major units); null while a night's rate is not known or a night cannot be booked.
 */
export function stayTotal(
  range: StayRange,
  nights: ReadonlyMap<string, HotelNight>,
  decimals: number,
): number | null {
  const stay = stayNights(range);
  if (stay.length === 0) return null;
  let minor = 0;
  for (const date of stay) {
    const night = nights.get(date);
    if (!night || !night.Available || night.Rate === null) return null;
    minor += Math.round(night.Rate * 10 ** decimals);
  }
  return minor / 10 ** decimals;
}

// The hotel calls' wire types are @parks/contracts'.
export type { HotelNight, HotelRates, HotelStayRequest } from '@parks/contracts/core';
