/**
 * Cart mutations. Each runs in one transaction that first locks the cart row (SELECT … FOR UPDATE), so
 * two requests on one cart queue up instead of losing a line; seats move only by conditional UPDATE;
 * the duplicate rules are unique indexes, so they hold even across nodes.
 */
import type {
  AddCartItemRequest,
  ApplyCouponRequest,
  CurrencyCode,
  UpdateCartItemRequest,
} from '@parks/contracts/core';
import { and, count, eq } from 'drizzle-orm';
import { findCurrency, isPackagePiece } from '../catalog/catalog.repository';
import { isUniqueViolation, type Db } from '../db/database';
import { cartLines, carts, coupons, products } from '../db/schema';
import { ApiHttpError } from '../http/api-error';
import { releaseSeats, reserveSeats } from './capacity';
import type { CartRecord } from './cart-view';
import { checkLineInput, type CheckedLine } from './line-input';
import { addHotelStay, releaseLineSeats, type HotelStayInput } from './hotel-stay';

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

/** The complement (a sister-park admission) whose tour upgrade the product is; undefined if none. */
async function complementUpgradedBy(tx: Db, productId: number): Promise<number | undefined> {
  const [complement] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.kind, 'complement'), eq(products.idUpgrade, productId)))
    .limit(1);
  return complement?.id;
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
  const ok = await reserveSeats(
    tx,
    checked.product.id,
    visitDate,
    checked.seats,
    checked.product.dailyCapacity,
  );
  if (!ok)
    throw new ApiHttpError(
      'NO_AVAILABILITY',
      'There is no availability for the date selected, please choose a different date',
    );
}

/**
 * `Currency` lets the first add create the cart in the visitor's currency: one call instead of an add
 * and a currency change, so the confirmation comes after one round trip.
 */
export type AddItemInput = AddCartItemRequest & { Currency?: CurrencyCode };

export async function addItem(db: Db, input: AddItemInput, now: Date): Promise<void> {
  const checked = await checkLineInput(db, input, now);
  // The cart is created on the first add; ON CONFLICT keeps two first adds from making two carts.
  await createCart(db, input.SessionId, input.Currency);
  await withDuplicateRule(() =>
    db.transaction(async (tx) => {
      const cart = await lockCart(tx, input.SessionId);
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
      const upgraded = await complementUpgradedBy(tx, checked.product.id);
      const exclusiveDate = checked.product.kind !== 'complement' && upgraded === undefined;
      // Upgrading a sister-park admission to its tour replaces the admission's line: its seats go back
      // and the tour takes its place, in the same transaction (all or nothing).
      if (upgraded !== undefined) {
        const replaced = await tx
          .delete(cartLines)
          .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.productId, upgraded)))
          .returning();
        for (const line of replaced) await releaseLineSeats(tx, line);
      }
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
      });
      await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
    }),
  );
}

export async function updateItem(
  db: Db,
  idLine: string,
  input: UpdateCartItemRequest,
  now: Date,
): Promise<void> {
  await withDuplicateRule(() =>
    db.transaction(async (tx) => {
      const cart = await lockCart(tx, input.SessionId);
      const [line] = await tx
        .select()
        .from(cartLines)
        .where(and(eq(cartLines.id, idLine), eq(cartLines.cartId, cart.id)));
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
      // Give the old seats back and take the new ones in the same transaction: all or nothing.
      if (checked.product.dailyCapacity !== null)
        await releaseSeats(tx, line.productId, line.visitDate, line.adults + line.children + line.infants);
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
        })
        .where(eq(cartLines.id, line.id));
      await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
    }),
  );
}

export async function removeItem(db: Db, idLine: string, sessionId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, sessionId);
    const [line] = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.id, idLine), eq(cartLines.cartId, cart.id)))
      .returning();
    if (!line) throw new ApiHttpError('LINE_NOT_FOUND', 'The cart has no such line');
    await releaseLineSeats(tx, line);
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
  });
}

export async function deleteCart(db: Db, idCart: string, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, sessionId);
    if (cart.id !== idCart) throw new ApiHttpError('CART_NOT_FOUND', 'IdCart does not match the session');
    const lines = await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id)).returning();
    for (const line of lines) await releaseLineSeats(tx, line);
    await tx.delete(carts).where(eq(carts.id, cart.id));
  });
}

export async function changeCurrency(
  db: Db,
  sessionId: string,
  currency: CurrencyCode,
  now: Date,
): Promise<void> {
  if (!(await findCurrency(db, currency)))
    throw new ApiHttpError('CURRENCY_UNSUPPORTED', `Currency ${currency} is not offered`);
  const updated = await db
    .update(carts)
    .set({ currency, updatedAt: now })
    .where(eq(carts.sessionId, sessionId))
    .returning({ id: carts.id });
  if (updated.length === 0) throw new ApiHttpError('CART_NOT_FOUND', 'There is no cart for this session');
}

export async function applyCoupon(db: Db, input: ApplyCouponRequest, now: Date): Promise<void> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, input.Code));
  if (!coupon) throw new ApiHttpError('COUPON_NOT_FOUND', 'The coupon does not exist');
  if (coupon.redeemedAt) throw new ApiHttpError('COUPON_REDEEMED', 'The coupon has already been used');
  if (coupon.purchasedAt.getTime() + COUPON_VALIDITY_MS <= now.getTime())
    throw new ApiHttpError('COUPON_EXPIRED', 'A coupon is valid for 1 year from purchase');
  const updated = await db
    .update(carts)
    .set({ couponCode: coupon.code, updatedAt: now })
    .where(eq(carts.sessionId, input.SessionId))
    .returning({ id: carts.id });
  if (updated.length === 0) throw new ApiHttpError('CART_NOT_FOUND', 'There is no cart for this session');
}

/** A hotel stay: check-in to check-out, one room (see ./hotel-stay.ts). */
export function addStay(db: Db, input: HotelStayInput, language: string, now: Date): Promise<void> {
  return addHotelStay(db, input, language, now, { create: createCart, lock: lockCart });
}
