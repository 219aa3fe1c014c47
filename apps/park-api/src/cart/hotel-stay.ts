/**
 * Puts a hotel stay into the cart (SPEC §2 'Hotel calendar'): check-in to check-out, one room, adults
 * 16+ (SPEC §9), an optional promotional code checked on the server as the calendar checks it. One room
 * is taken on every night of the stay, all or none, in the cart's transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { CurrencyCode } from '@parks/contracts/core';
import { cartLines } from '../db/schema';
import { ApiHttpError } from '../http/api-error';
import { findProduct } from '../catalog/catalog.repository';
import { isNightOnSale, promoPercentOff, ratesOfNights, normalisePromoCode } from '../catalog/hotel-rates';
import { HOTEL_MAX_NIGHTS, isValidRoomOccupancy, priceHotelStay, stayNights } from '../pricing';
import { holdSeats, releaseHeldSeats } from './capacity';
import { checkDateSeatCap, countClientSeats, holdEnd, restartHold, type CartCallContext } from './holds';

export interface HotelStayInput {
  SessionId: string;
  IdProduct: number;
  CheckIn: string;
  CheckOut: string;
  Guests: { Adults: number; Children: number };
  PromoCode?: string | null;
  /** The currency a cart created by this add starts in. */
  Currency?: CurrencyCode;
}

const noAvailability = () =>
  new ApiHttpError(
    'NO_AVAILABILITY',
    'There is no availability for the date selected, please choose a different date',
  );

export async function addHotelStay(
  db: Db,
  input: HotelStayInput,
  language: string,
  context: CartCallContext,
  carts: {
    admit: (db: Db, sessionId: string, context: CartCallContext) => Promise<void>;
    create: (db: Db, sessionId: string, currency?: CurrencyCode) => Promise<void>;
    lock: (tx: Db, sessionId: string) => Promise<{ id: string }>;
  },
): Promise<void> {
  const { now } = context;
  const product = await findProduct(db, input.IdProduct);
  if (!product || product.kind !== 'hotel')
    throw new ApiHttpError('PRODUCT_NOT_FOUND', `Hotel ${input.IdProduct} does not exist`);
  if (!isValidRoomOccupancy(input.Guests.Adults, input.Guests.Children))
    throw new ApiHttpError('VALIDATION_ERROR', 'A room takes 1 to 4 guests, at least one adult (16+)');
  const nights = stayNights(input.CheckIn, input.CheckOut);
  if (nights.length === 0 || nights.length > HOTEL_MAX_NIGHTS)
    throw new ApiHttpError(
      'VALIDATION_ERROR',
      `A stay is 1 to ${HOTEL_MAX_NIGHTS} nights, check-out after check-in`,
    );
  if (!nights.every((night) => isNightOnSale(night, now))) throw noAvailability();
  const percentOff = await promoPercentOff(db, product.id, input.PromoCode, language);
  const rates = await ratesOfNights(db, product.id, nights);
  if (nights.some((night) => !rates.has(night))) throw noAvailability();
  // Priced before any room is taken: a stay that cannot be priced never enters a cart.
  priceHotelStay({ nightlyRatesUsdCents: nights.map((night) => rates.get(night) ?? null), percentOff });

  await carts.admit(db, input.SessionId, context);
  await carts.create(db, input.SessionId, input.Currency);
  await db.transaction(async (tx) => {
    const cart = await carts.lock(tx, input.SessionId);
    const same = await tx
      .select({ productId: cartLines.productId })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id));
    if (same.some((line) => line.productId === product.id))
      throw new ApiHttpError(
        'DUPLICATE_PRODUCT',
        'This product or one with the same date has already been added to your cart',
      );
    if (product.dailyCapacity !== null)
      for (const night of nights)
        if (!(await holdSeats(tx, product.id, night, 1, product.dailyCapacity))) throw noAvailability();
    await tx.insert(cartLines).values({
      cartId: cart.id,
      productId: product.id,
      visitDate: input.CheckIn,
      checkOutDate: input.CheckOut,
      promoCode: percentOff > 0 && input.PromoCode ? normalisePromoCode(input.PromoCode) : null,
      schedule: null,
      adults: input.Guests.Adults,
      children: input.Guests.Children,
      infants: 0,
      addOns: [],
      // A stay spans nights next to park visits: the one-visit-per-date rule is not about hotels.
      exclusiveDate: false,
      heldUntil: holdEnd(now, context.holds),
    });
    await checkDateSeatCap(tx, cart.id, now, context.holds);
    if (product.dailyCapacity !== null) await countClientSeats(tx, nights.length, context);
    await restartHold(tx, cart.id, now, context.holds);
  });
}

/** Gives back a held line's seats: a room on each night of a stay, or the visitors on the visit date. */
export async function releaseLineSeats(
  tx: Db,
  line: {
    productId: number;
    visitDate: string;
    checkOutDate: string | null;
    adults: number;
    children: number;
    infants: number;
  },
): Promise<void> {
  if (line.checkOutDate) {
    for (const night of stayNights(line.visitDate, line.checkOutDate))
      await releaseHeldSeats(tx, line.productId, night, 1);
    return;
  }
  await releaseHeldSeats(tx, line.productId, line.visitDate, line.adults + line.children + line.infants);
}
