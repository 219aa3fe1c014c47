/**
 * The hotel calendar's reads (SPEC §2 'Hotel calendar', §5, §8): nightly rates per room for a month,
 * in a currency, with a promotional code checked against the hotel's promotions.
 */
import { and, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { hotelRates, promotions } from '../db/schema';
import { ApiHttpError } from '../http/api-error';
import { addDays, parkToday } from '../pricing';
import { BOOKING_HORIZON_DAYS } from '../cart/capacity';

/** SPEC §8 'Hotel calendar', in the visitor's language. */
const INVALID_PROMO = { ES: 'Código promocional no válido', EN: 'Invalid promotional code' } as const;

/** The format a promotional code must have before it is looked up (the client checks the same). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export function invalidPromoCodeError(language: string): ApiHttpError {
  return new ApiHttpError('PROMO_CODE_INVALID', language === 'ES' ? INVALID_PROMO.ES : INVALID_PROMO.EN);
}

/** The promotion's percentage for the hotel, or the SPEC §8 error for a code that is not one of its codes. */
export async function promoPercentOff(
  db: Db,
  productId: number,
  code: string | null | undefined,
  language: string,
): Promise<number> {
  if (code === null || code === undefined || code === '') return 0;
  const normalised = normalisePromoCode(code);
  if (!PROMO_CODE_PATTERN.test(normalised)) throw invalidPromoCodeError(language);
  const [promotion] = await db
    .select({ percentOff: promotions.percentOff })
    .from(promotions)
    .where(and(eq(promotions.code, normalised), eq(promotions.productId, productId)));
  if (!promotion) throw invalidPromoCodeError(language);
  return promotion.percentOff;
}

/** Nightly rates of a product between two nights (inclusive), by night. */
export async function ratesBetween(
  db: Db,
  productId: number,
  first: string,
  last: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ night: hotelRates.night, rate: hotelRates.rateUsdCents })
    .from(hotelRates)
    .where(and(eq(hotelRates.productId, productId), between(hotelRates.night, first, last)));
  return new Map(rows.map((row) => [row.night, row.rate]));
}

export async function ratesOfNights(
  db: Db,
  productId: number,
  nights: readonly string[],
): Promise<Map<string, number>> {
  if (nights.length === 0) return new Map();
  const rows = await db
    .select({ night: hotelRates.night, rate: hotelRates.rateUsdCents })
    .from(hotelRates)
    .where(and(eq(hotelRates.productId, productId), inArray(hotelRates.night, [...nights])));
  return new Map(rows.map((row) => [row.night, row.rate]));
}

/** A night can be booked from the park's today up to the booking horizon; hotels open every day. */
export function isNightOnSale(night: string, now: Date): boolean {
  const today = parkToday(now);
  return night >= today && night <= addDays(today, BOOKING_HORIZON_DAYS);
}
