/**
 * Cart holds (issue 17 §1): a cart line holds its seats (`daily_capacity.held`) until `cart_lines.held_until`;
 * then they go back to the day and the line stays in the cart as EXPIRED, with 'hold again'.
 *
 * Seats go back twice over, and never twice: by the sweep on a timer (every park-api process runs it) and
 * on read (GET cart, payment, every cart change), so correctness never waits for the sweep. Both claim due
 * lines with `SELECT … FOR UPDATE` on `cart_lines` and clear `held_until` in the same transaction; a line
 * is released only by the transaction that cleared it. The sweep SKIPs LOCKED lines (another sweep, or a
 * cart change under way, has them); a read of one cart waits for them and then sees them already expired.
 * The counters are then updated in (product, date) order, so two sweeps never deadlock on them.
 */
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { CartHoldConfig } from '../config/app-config';
import type { Db } from '../db/database';
import { cartLines, carts, products } from '../db/schema';
import { ApiHttpError } from '../http/api-error';
import { hitRateLimit } from '../http/rate-limit';
import { holdSeats, releaseHeldSeats, seatsByDate, sellHeldSeats, type SeatLine } from './capacity';

export type { CartHoldConfig };

/** 'Keep my tickets' extends a hold at most twice (issue 17 §1). */
export const HOLD_EXTENSIONS = 2;
const CLIENT_WINDOW_SECONDS = 3600;

/** What a cart change needs besides the database: the clock, the client address and the hold settings. */
export interface CartCallContext {
  now: Date;
  /** The client address (request.ip behind TRUSTED_PROXIES) every per-client limit counts against. */
  clientIp: string;
  holds: CartHoldConfig;
}

export const holdEnd = (now: Date, holds: CartHoldConfig) =>
  new Date(now.getTime() + holds.holdSeconds * 1000);

type LineRow = typeof cartLines.$inferSelect;

/** Seats of lines per (product, date), in (product, date) order: counters are always locked in that order. */
function totalsByDay(lines: SeatLine[]): { productId: number; visitDate: string; seats: number }[] {
  const totals = new Map<string, { productId: number; visitDate: string; seats: number }>();
  for (const line of lines)
    for (const { visitDate, seats } of seatsByDate(line)) {
      const key = `${String(line.productId).padStart(10, '0')}|${visitDate}`;
      const entry = totals.get(key) ?? { productId: line.productId, visitDate, seats: 0 };
      entry.seats += seats;
      totals.set(key, entry);
    }
  return [...totals.keys()].sort().flatMap((key) => totals.get(key) ?? []);
}

/** Gives the seats of lines whose hold was just cleared back to the day. */
async function releaseLines(tx: Db, lines: SeatLine[]): Promise<void> {
  for (const day of totalsByDay(lines)) await releaseHeldSeats(tx, day.productId, day.visitDate, day.seats);
}

/** Payment: the held seats of the paid lines become the order's (`sold`), in the order's transaction. */
export async function sellLines(tx: Db, lines: SeatLine[]): Promise<void> {
  for (const day of totalsByDay(lines)) await sellHeldSeats(tx, day.productId, day.visitDate, day.seats);
}

/**
 * Payment's re-check (issue 17 §1), in the transaction that creates the order: locks the cart's lines, ends
 * the holds due, and holds every EXPIRED line again while its seats remain; otherwise 409 HOLD_EXPIRED (the
 * transaction rolls back: nothing charged, no order). Afterwards every line holds its seats, and the locks
 * keep the sweep away from them until the order takes them.
 */
export async function recheckHolds(tx: Db, cartId: string, now: Date, holds: CartHoldConfig): Promise<void> {
  const lines = await lockCartLines(tx, cartId, now);
  for (const line of lines)
    if (line.heldUntil === null && !(await reholdLine(tx, line, holdEnd(now, holds))))
      throw new ApiHttpError(
        'HOLD_EXPIRED',
        'The hold of a line in the cart has ended and its seats are no longer available',
      );
}

/**
 * Ends the holds due at `now` (of one cart, or of every cart) inside the caller's transaction. With
 * `skipLocked` (the sweep) lines another transaction has locked are left to it. Returns the lines expired.
 */
export async function expireDueLines(
  tx: Db,
  now: Date,
  options: { cartId?: string; skipLocked?: boolean } = {},
): Promise<number> {
  const due = await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(
      and(
        isNotNull(cartLines.heldUntil),
        lte(cartLines.heldUntil, now),
        ...(options.cartId ? [eq(cartLines.cartId, options.cartId)] : []),
      ),
    )
    .orderBy(cartLines.id)
    .for('update', options.skipLocked ? { skipLocked: true } : {});
  if (due.length === 0) return 0;
  const expired = await tx
    .update(cartLines)
    .set({ heldUntil: null })
    .where(
      and(
        inArray(
          cartLines.id,
          due.map((row) => row.id),
        ),
        isNotNull(cartLines.heldUntil),
      ),
    )
    .returning();
  await releaseLines(tx, expired);
  return expired.length;
}

/**
 * The sweep: every hold ended at `now`, on every cart. Safe with several park-api processes on one
 * PostgreSQL (each due line is claimed by exactly one transaction). Returns how many lines it expired.
 */
export function sweepExpiredHolds(db: Db, now: Date): Promise<number> {
  return db.transaction((tx) => expireDueLines(tx, now, { skipLocked: true }));
}

/** On read: the cart's own ended holds, before the cart is shown or paid. */
export function expireCartHolds(db: Db, cartId: string, now: Date): Promise<number> {
  return db.transaction((tx) => expireDueLines(tx, now, { cartId }));
}

/**
 * A cart change's first step, after the cart row is locked: locks the cart's lines (the sweep then leaves
 * them alone) and ends the holds that are due, so the change sees every line as it really is.
 */
export async function lockCartLines(tx: Db, cartId: string, now: Date): Promise<LineRow[]> {
  await tx.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.cartId, cartId)).for('update');
  await expireDueLines(tx, now, { cartId });
  return tx.select().from(cartLines).where(eq(cartLines.cartId, cartId));
}

/** Daily capacity of a product (null: the product holds no seats, like add-ons). */
async function capacityOf(tx: Db, productId: number): Promise<number | null> {
  const [product] = await tx
    .select({ dailyCapacity: products.dailyCapacity })
    .from(products)
    .where(eq(products.id, productId));
  return product?.dailyCapacity ?? null;
}

/**
 * Takes a line's seats again (an EXPIRED line held again, at payment or by 'hold again'): all its dates or
 * none (a savepoint). Answers false when a date has no seats left.
 */
export async function reholdLine(tx: Db, line: LineRow, until: Date): Promise<boolean> {
  const capacity = await capacityOf(tx, line.productId);
  try {
    await tx.transaction(async (savepoint) => {
      if (capacity !== null)
        for (const { visitDate, seats } of seatsByDate(line))
          if (!(await holdSeats(savepoint, line.productId, visitDate, seats, capacity)))
            throw new NoSeatsError();
      await savepoint.update(cartLines).set({ heldUntil: until }).where(eq(cartLines.id, line.id));
    });
    return true;
  } catch (error) {
    if (error instanceof NoSeatsError) return false;
    throw error;
  }
}

class NoSeatsError extends Error {}

/**
 * A cart change restarts the hold of the cart's held lines (now + one period) and gives back both
 * extensions. A cart whose lines all expired keeps its ended hold; a cart without lines has none.
 */
export async function restartHold(tx: Db, cartId: string, now: Date, holds: CartHoldConfig): Promise<void> {
  const until = holdEnd(now, holds);
  const held = await tx
    .update(cartLines)
    .set({ heldUntil: until })
    .where(and(eq(cartLines.cartId, cartId), isNotNull(cartLines.heldUntil)))
    .returning({ id: cartLines.id });
  const [someLine] = await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .limit(1);
  await tx
    .update(carts)
    .set({
      holdExpiresAt: held.length > 0 ? until : someLine ? sql`${carts.holdExpiresAt}` : null,
      holdExtensions: 0,
      updatedAt: now,
    })
    .where(eq(carts.id, cartId));
}

/**
 * CART_MAX_SEATS_PER_DATE, checked on the cart as the change leaves it (inside its transaction, so a refusal
 * rolls the change back and the cart stays as it was): seats held per date, over products with a capacity.
 */
export async function checkDateSeatCap(
  tx: Db,
  cartId: string,
  now: Date,
  holds: CartHoldConfig,
): Promise<void> {
  const lines = await tx
    .select({
      productId: cartLines.productId,
      visitDate: cartLines.visitDate,
      checkOutDate: cartLines.checkOutDate,
      adults: cartLines.adults,
      children: cartLines.children,
      infants: cartLines.infants,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(
      and(eq(cartLines.cartId, cartId), isNotNull(cartLines.heldUntil), isNotNull(products.dailyCapacity)),
    );
  const perDate = new Map<string, number>();
  for (const line of lines)
    for (const { visitDate, seats } of seatsByDate(line))
      perDate.set(visitDate, (perDate.get(visitDate) ?? 0) + seats);
  if ([...perDate.values()].some((seats) => seats > holds.maxSeatsPerDate))
    throw new ApiHttpError(
      'CART_DATE_SEAT_LIMIT',
      `A cart holds at most ${holds.maxSeatsPerDate} seats for one date`,
      // The seats come back to the day when this hold ends: then the cart may hold others.
      holds.holdSeconds,
    );
}

/**
 * CLIENT_MAX_SEATS_PER_HOUR: counts `seats` newly held from the client address (in the change's
 * transaction: a change refused or rolled back counts nothing). Over the limit: 429 CLIENT_SEAT_LIMIT.
 */
export async function countClientSeats(tx: Db, seats: number, context: CartCallContext): Promise<void> {
  if (seats <= 0) return;
  const hit = await hitRateLimit(
    tx,
    `cart:seats:ip:${context.clientIp}`,
    CLIENT_WINDOW_SECONDS,
    context.now,
    seats,
  );
  if (hit.hits > context.holds.clientMaxSeatsPerHour)
    throw new ApiHttpError(
      'CLIENT_SEAT_LIMIT',
      `At most ${context.holds.clientMaxSeatsPerHour} seats may be held from one address in an hour`,
      hit.retryAfterSeconds,
    );
}

/**
 * CLIENT_MAX_CARTS_PER_HOUR: a session without a cart is about to get one; counted per client address
 * (shared by every process, like the login limit). Over the limit: 429 CLIENT_CART_LIMIT, no cart made.
 */
export async function admitCartCreation(db: Db, sessionId: string, context: CartCallContext): Promise<void> {
  const [existing] = await db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId));
  if (existing) return;
  const hit = await hitRateLimit(
    db,
    `cart:create:ip:${context.clientIp}`,
    CLIENT_WINDOW_SECONDS,
    context.now,
  );
  if (hit.hits > context.holds.clientMaxCartsPerHour)
    throw new ApiHttpError(
      'CLIENT_CART_LIMIT',
      `At most ${context.holds.clientMaxCartsPerHour} carts may be created from one address in an hour`,
      hit.retryAfterSeconds,
    );
}
