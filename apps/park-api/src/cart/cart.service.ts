/**
 * Cart mutations. Each runs in one transaction that first locks the cart row (SELECT … FOR UPDATE), so
 * two requests on one cart queue up instead of losing a line, then its lines (the hold sweep leaves them
 * alone) and ends their due holds (./holds.ts); seats move only by conditional UPDATE; the duplicate rules
 * are unique indexes, so they hold even across nodes. Every change restarts the cart's hold period.
 */
import type {
  AddCartItemRequest,
  ApplyCouponRequest,
  CurrencyCode,
  UpdateCartItemRequest,
} from '@parks/contracts/core';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { findCurrency, isPackagePiece } from '../catalog/catalog.repository';
import { isUniqueViolation, type Db } from '../db/database';
import { cartLines, carts, coupons, products } from '../db/schema';
import { ApiHttpError } from '../http/api-error';
import { holdSeats, isOpenForSale, releaseHeldSeats, seatsByDate } from './capacity';
import type { CartRecord } from './cart-view';
import { checkLineInput, type CheckedLine } from './line-input';
import { addHotelStay, releaseLineSeats, type HotelStayInput } from './hotel-stay';
import {
  admitCartCreation,
  checkDateSeatCap,
  countClientSeats,
  HOLD_EXTENSIONS,
  holdEnd,
  lockCartLines,
  reholdLine,
  restartHold,
  type CartCallContext,
} from './holds';

/** SPEC §9: a package holds at most 5 products. */
export const PACKAGE_MAX_PRODUCTS = 5;
const COUPON_VALIDITY_MS = 365 * 86_400_000;

export async function findCartBySession(db: Db, sessionId: string): Promise<CartRecord | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.sessionId, sessionId));
  return cart;
}

/** Creates the session's cart if it has none; an existing cart keeps its currency. */
export async function createCart(db: Db, sessionId: string, currency?: CurrencyCode): Promise<void> {
  await db
    .insert(carts)
    .values({ sessionId, ...(currency ? { currency } : {}) })
    .onConflictDoNothing();
}

async function lockCart(tx: Db, sessionId: string): Promise<CartRecord> {
  const [cart] = await tx.select().from(carts).where(eq(carts.sessionId, sessionId)).for('update');
  if (!cart) throw new ApiHttpError('CART_NOT_FOUND', 'There is no cart for this session');
  return cart;
}

/** Locks the cart and its lines and ends the holds already due: the start of every cart change. */
async function beginChange(tx: Db, sessionId: string, now: Date) {
  const cart = await lockCart(tx, sessionId);
  const lines = await lockCartLines(tx, cart.id, now);
  return { cart, lines };
}

/** SPEC §8's availability case. */
function noAvailability(): ApiHttpError {
  return new ApiHttpError(
    'NO_AVAILABILITY',
    'There is no availability for the date selected, please choose a different date',
  );
}

async function isComplementUpgrade(tx: Db, productId: number): Promise<boolean> {
  const [complement] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.kind, 'complement'), eq(products.idUpgrade, productId)))
    .limit(1);
  return complement !== undefined;
}

function duplicateError(): ApiHttpError {
  return new ApiHttpError(
    'DUPLICATE_PRODUCT',
    'This product or one with the same date has already been added to your cart',
  );
}

/** Unique-index violations inside a transaction become the duplicate rule's error (the transaction rolled back). */
async function withDuplicateRule<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateError();
    throw error;
  }
}

async function takeSeats(tx: Db, checked: CheckedLine, visitDate: string): Promise<void> {
  if (checked.product.dailyCapacity === null) return;
  const ok = await holdSeats(tx, checked.product.id, visitDate, checked.seats, checked.product.dailyCapacity);
  if (!ok) throw noAvailability();
}

/**
 * `Currency` lets the first add create the cart in the visitor's currency: one call instead of an add
 * and a currency change, so the confirmation comes after one round trip.
 */
export type AddItemInput = AddCartItemRequest & { Currency?: CurrencyCode };

export async function addItem(db: Db, input: AddItemInput, context: CartCallContext): Promise<void> {
  const { now } = context;
  const checked = await checkLineInput(db, input, now);
  // The cart is created on the first add; ON CONFLICT keeps two first adds from making two carts.
  await admitCartCreation(db, input.SessionId, context);
  await createCart(db, input.SessionId, input.Currency);
  await withDuplicateRule(() =>
    db.transaction(async (tx) => {
      const { cart } = await beginChange(tx, input.SessionId, now);
      if (input.PackageGroup) {
        if (!isPackagePiece(checked.product))
          throw new ApiHttpError(
            'PRODUCT_NOT_SOLD_ALONE',
            'Only park admissions and tours go into a package',
          );
        const [group] = await tx
          .select({ n: count() })
          .from(cartLines)
          .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.packageGroup, input.PackageGroup)));
        if ((group?.n ?? 0) >= PACKAGE_MAX_PRODUCTS)
          throw new ApiHttpError(
            'PACKAGE_LIMIT',
            'The limit of products that can be added to your package is 5',
          );
      }
      // The sister-park upsell (SPEC §2 'Complement products') is bought beside the visit of the same day:
      // a complement and the tour it upgrades to never clash with the cart's dates.
      const exclusiveDate =
        checked.product.kind !== 'complement' && !(await isComplementUpgrade(tx, checked.product.id));
      const clashes = await tx
        .select({
          productId: cartLines.productId,
          visitDate: cartLines.visitDate,
          exclusiveDate: cartLines.exclusiveDate,
        })
        .from(cartLines)
        .where(eq(cartLines.cartId, cart.id));
      if (
        clashes.some(
          (l) =>
            l.productId === checked.product.id ||
            (exclusiveDate && l.exclusiveDate && l.visitDate === input.VisitDate),
        )
      )
        throw duplicateError();
      await takeSeats(tx, checked, input.VisitDate);
      await tx.insert(cartLines).values({
        cartId: cart.id,
        productId: checked.product.id,
        visitDate: input.VisitDate,
        schedule: input.Schedule ?? null,
        adults: input.Passengers.Adults,
        children: input.Passengers.Children,
        infants: input.Passengers.Infants,
        packageGroup: input.PackageGroup ?? null,
        addOns: checked.addOns,
        exclusiveDate,
        heldUntil: holdEnd(now, context.holds),
      });
      await checkDateSeatCap(tx, cart.id, now, context.holds);
      if (checked.product.dailyCapacity !== null) await countClientSeats(tx, checked.seats, context);
      await restartHold(tx, cart.id, now, context.holds);
    }),
  );
}

export async function updateItem(
  db: Db,
  idLine: string,
  input: UpdateCartItemRequest,
  context: CartCallContext,
): Promise<void> {
  const { now } = context;
  await withDuplicateRule(() =>
    db.transaction(async (tx) => {
      const { cart, lines } = await beginChange(tx, input.SessionId, now);
      const line = lines.find((l) => l.id === idLine);
      if (!line) throw new ApiHttpError('LINE_NOT_FOUND', 'The cart has no such line');
      if (line.checkOutDate)
        throw new ApiHttpError(
          'VALIDATION_ERROR',
          'A hotel stay is changed by removing it and booking it again',
        );
      const next = {
        IdProduct: line.productId,
        VisitDate: input.VisitDate ?? line.visitDate,
        Schedule: input.Schedule === undefined ? line.schedule : input.Schedule,
        Passengers: input.Passengers ?? {
          Adults: line.adults,
          Children: line.children,
          Infants: line.infants,
        },
        AddOns:
          input.AddOns ??
          line.addOns.map((a) => ({ IdProduct: a.idProduct, ...(a.from ? { From: a.from } : {}) })),
      };
      const checked = await checkLineInput(tx, next, now);
      // Give the old seats back (if the line still held them) and take the new ones in the same
      // transaction: all or nothing. A changed EXPIRED line is held again, as a new choice.
      const oldSeats = line.adults + line.children + line.infants;
      const wasHeld = line.heldUntil !== null;
      if (checked.product.dailyCapacity !== null && wasHeld)
        await releaseHeldSeats(tx, line.productId, line.visitDate, oldSeats);
      await takeSeats(tx, checked, next.VisitDate);
      await tx
        .update(cartLines)
        .set({
          visitDate: next.VisitDate,
          schedule: next.Schedule ?? null,
          adults: next.Passengers.Adults,
          children: next.Passengers.Children,
          infants: next.Passengers.Infants,
          addOns: checked.addOns,
          heldUntil: holdEnd(now, context.holds),
        })
        .where(eq(cartLines.id, line.id));
      await checkDateSeatCap(tx, cart.id, now, context.holds);
      if (checked.product.dailyCapacity !== null)
        await countClientSeats(
          tx,
          wasHeld && next.VisitDate === line.visitDate ? checked.seats - oldSeats : checked.seats,
          context,
        );
      await restartHold(tx, cart.id, now, context.holds);
    }),
  );
}

export async function removeItem(
  db: Db,
  idLine: string,
  sessionId: string,
  context: CartCallContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { cart } = await beginChange(tx, sessionId, context.now);
    const [line] = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.id, idLine), eq(cartLines.cartId, cart.id)))
      .returning();
    if (!line) throw new ApiHttpError('LINE_NOT_FOUND', 'The cart has no such line');
    // An EXPIRED line's seats already went back to the day.
    if (line.heldUntil !== null) await releaseLineSeats(tx, line);
    await restartHold(tx, cart.id, context.now, context.holds);
  });
}

export async function deleteCart(db: Db, idCart: string, sessionId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { cart } = await beginChange(tx, sessionId, now);
    if (cart.id !== idCart) throw new ApiHttpError('CART_NOT_FOUND', 'IdCart does not match the session');
    const lines = await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id)).returning();
    for (const line of lines) if (line.heldUntil !== null) await releaseLineSeats(tx, line);
    await tx.delete(carts).where(eq(carts.id, cart.id));
  });
}

/**
 * 'Hold again' one EXPIRED line: takes its seats again (NO_AVAILABILITY, SPEC §8, when they are gone); its
 * price is the current one (lines are priced at read time). A cart change: the hold period restarts.
 */
export async function holdLineAgain(
  db: Db,
  idLine: string,
  sessionId: string,
  context: CartCallContext,
): Promise<void> {
  const { now } = context;
  await db.transaction(async (tx) => {
    const { cart, lines } = await beginChange(tx, sessionId, now);
    const line = lines.find((l) => l.id === idLine);
    if (!line) throw new ApiHttpError('LINE_NOT_FOUND', 'The cart has no such line');
    if (line.heldUntil === null) {
      if (!line.checkOutDate && !isOpenForSale(line.visitDate, now)) throw noAvailability();
      if (!(await reholdLine(tx, line, holdEnd(now, context.holds)))) throw noAvailability();
      await checkDateSeatCap(tx, cart.id, now, context.holds);
      await countClientSeats(tx, await heldSeatsOf(tx, line), context);
    }
    await restartHold(tx, cart.id, now, context.holds);
  });
}

/** Seats a line holds on products with a daily capacity (what the per-client limit counts). */
async function heldSeatsOf(
  tx: Db,
  line: {
    productId: number;
    checkOutDate: string | null;
    visitDate: string;
    adults: number;
    children: number;
    infants: number;
  },
): Promise<number> {
  const [product] = await tx
    .select({ dailyCapacity: products.dailyCapacity })
    .from(products)
    .where(eq(products.id, line.productId));
  if (product?.dailyCapacity == null) return 0;
  return seatsByDate(line).reduce((sum, day) => sum + day.seats, 0);
}

/**
 * 'Keep my tickets for another hold period' (at most HOLD_EXTENSIONS times since the last cart change):
 * every held line's hold runs to now + one period; EXPIRED lines are held again too while seats remain.
 */
export async function extendHold(db: Db, sessionId: string, context: CartCallContext): Promise<void> {
  const { now } = context;
  await db.transaction(async (tx) => {
    const { cart, lines } = await beginChange(tx, sessionId, now);
    if (lines.length === 0) throw new ApiHttpError('CART_EMPTY', 'The cart is empty');
    if (cart.holdExtensions >= HOLD_EXTENSIONS)
      throw new ApiHttpError(
        'HOLD_EXTENSIONS_USED',
        `The hold has already been extended ${HOLD_EXTENSIONS} times`,
      );
    const until = holdEnd(now, context.holds);
    let reheld = 0;
    for (const line of lines) {
      if (line.heldUntil !== null) continue;
      if (!line.checkOutDate && !isOpenForSale(line.visitDate, now)) continue;
      if (await reholdLine(tx, line, until)) reheld += await heldSeatsOf(tx, line);
    }
    await checkDateSeatCap(tx, cart.id, now, context.holds);
    await countClientSeats(tx, reheld, context);
    const held = await tx
      .update(cartLines)
      .set({ heldUntil: until })
      .where(and(eq(cartLines.cartId, cart.id), isNotNull(cartLines.heldUntil)))
      .returning({ id: cartLines.id });
    // Nothing left to keep (every line's seats are gone): the hold is not extended, no extension is used.
    if (held.length === 0) throw noAvailability();
    await tx
      .update(carts)
      .set({ holdExpiresAt: until, holdExtensions: cart.holdExtensions + 1 })
      .where(eq(carts.id, cart.id));
  });
}

export async function changeCurrency(
  db: Db,
  sessionId: string,
  currency: CurrencyCode,
  context: CartCallContext,
): Promise<void> {
  if (!(await findCurrency(db, currency)))
    throw new ApiHttpError('CURRENCY_UNSUPPORTED', `Currency ${currency} is not offered`);
  await db.transaction(async (tx) => {
    const { cart } = await beginChange(tx, sessionId, context.now);
    await tx.update(carts).set({ currency }).where(eq(carts.id, cart.id));
    await restartHold(tx, cart.id, context.now, context.holds);
  });
}

export async function applyCoupon(
  db: Db,
  input: ApplyCouponRequest,
  context: CartCallContext,
): Promise<void> {
  const { now } = context;
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, input.Code));
  if (!coupon) throw new ApiHttpError('COUPON_NOT_FOUND', 'The coupon does not exist');
  if (coupon.redeemedAt) throw new ApiHttpError('COUPON_REDEEMED', 'The coupon has already been used');
  if (coupon.purchasedAt.getTime() + COUPON_VALIDITY_MS <= now.getTime())
    throw new ApiHttpError('COUPON_EXPIRED', 'A coupon is valid for 1 year from purchase');
  await db.transaction(async (tx) => {
    const { cart } = await beginChange(tx, input.SessionId, now);
    await tx.update(carts).set({ couponCode: coupon.code }).where(eq(carts.id, cart.id));
    await restartHold(tx, cart.id, now, context.holds);
  });
}

/** A hotel stay: check-in to check-out, one room (see ./hotel-stay.ts). */
export async function addStay(
  db: Db,
  input: HotelStayInput,
  language: string,
  context: CartCallContext,
): Promise<void> {
  await addHotelStay(db, input, language, context, {
    admit: admitCartCreation,
    create: createCart,
    lock: async (tx, sessionId) => (await beginChange(tx, sessionId, context.now)).cart,
  });
}
