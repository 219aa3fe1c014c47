/**
 * Daily seats: `held` by cart lines until their hold ends (issue 17 §1), `sold` to orders. Both only move
 * through conditional UPDATEs, so concurrent requests can never oversell (a read-then-write would:
 * measured 65 % lost updates, see TOOLCHAIN.md).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS } from '@parks/booking/core';
import type { Db } from '../db/database';
import { dailyCapacity } from '../db/schema';
import { addDays, parkToday, stayNights, weekday } from '../pricing';

/** Tickets are sold up to a year ahead: the horizon the booking widget also checks a linked date against. */
export { BOOKING_HORIZON_DAYS };

/** The parks open Monday to Saturday (SPEC §9); past dates and dates beyond the horizon cannot be sold. */
export function isOpenForSale(visitDate: string, now: Date): boolean {
  const today = parkToday(now);
  return visitDate >= today && visitDate <= addDays(today, BOOKING_HORIZON_DAYS) && weekday(visitDate) !== 0;
}

/** Ensures the date's counter row exists (rows are created lazily from the product's daily capacity). */
async function ensureCounter(db: Db, productId: number, visitDate: string, defaultCapacity: number) {
  await db
    .insert(dailyCapacity)
    .values({ productId, visitDate, capacity: defaultCapacity, sold: 0, held: 0 })
    .onConflictDoNothing();
}

/**
 * Takes `seats` on the date into `counter` — `held` for a cart line (issue 17 §1, given back when the hold
 * ends) or `sold` straight to an order (a booking's date change, issue 20 §2) — or answers false when they
 * are not there. Never an oversell: one conditional UPDATE.
 */
async function takeSeats(
  db: Db,
  counter: 'held' | 'sold',
  productId: number,
  visitDate: string,
  seats: number,
  defaultCapacity: number,
): Promise<boolean> {
  await ensureCounter(db, productId, visitDate, defaultCapacity);
  const updated = await db
    .update(dailyCapacity)
    .set({ [counter]: sql`${dailyCapacity[counter]} + ${seats}` })
    .where(
      and(
        eq(dailyCapacity.productId, productId),
        eq(dailyCapacity.visitDate, visitDate),
        sql`${dailyCapacity.sold} + ${dailyCapacity.held} + ${seats} <= ${dailyCapacity.capacity}`,
      ),
    )
    .returning({ productId: dailyCapacity.productId });
  return updated.length === 1;
}

/** Holds `seats` for a cart line on the date, or answers false when they are not there. */
export const holdSeats = (
  db: Db,
  productId: number,
  visitDate: string,
  seats: number,
  defaultCapacity: number,
): Promise<boolean> => takeSeats(db, 'held', productId, visitDate, seats, defaultCapacity);

/** Sells `seats` on the date straight to an order, or answers false when they are not there. */
export const sellSeats = (
  db: Db,
  productId: number,
  visitDate: string,
  seats: number,
  defaultCapacity: number,
): Promise<boolean> => takeSeats(db, 'sold', productId, visitDate, seats, defaultCapacity);

/** Gives held seats back to the day (a line removed, or its hold ended). */
export async function releaseHeldSeats(
  db: Db,
  productId: number,
  visitDate: string,
  seats: number,
): Promise<void> {
  await db
    .update(dailyCapacity)
    .set({ held: sql`${dailyCapacity.held} - ${seats}` })
    .where(
      and(
        eq(dailyCapacity.productId, productId),
        eq(dailyCapacity.visitDate, visitDate),
        gte(dailyCapacity.held, seats),
      ),
    );
}

/** Payment: the held seats of a line become the order's (`sold`), in the order's transaction. */
export async function sellHeldSeats(
  db: Db,
  productId: number,
  visitDate: string,
  seats: number,
): Promise<void> {
  await db
    .update(dailyCapacity)
    .set({
      held: sql`${dailyCapacity.held} - ${seats}`,
      sold: sql`${dailyCapacity.sold} + ${seats}`,
    })
    .where(
      and(
        eq(dailyCapacity.productId, productId),
        eq(dailyCapacity.visitDate, visitDate),
        gte(dailyCapacity.held, seats),
      ),
    );
}

/** A cart line as far as seats go. */
export interface SeatLine {
  productId: number;
  visitDate: string;
  checkOutDate: string | null;
  adults: number;
  children: number;
  infants: number;
}

/** The seats a line takes, per date: a room on each night of a hotel stay, or its visitors on the visit date. */
export function seatsByDate(line: SeatLine): { visitDate: string; seats: number }[] {
  if (line.checkOutDate)
    return stayNights(line.visitDate, line.checkOutDate).map((night) => ({ visitDate: night, seats: 1 }));
  return [{ visitDate: line.visitDate, seats: line.adults + line.children + line.infants }];
}

/** Seats of sold orders: pending orders past their 72 hours give them back (orders/order-lifecycle.ts). */
export async function releaseSeats(
  db: Db,
  productId: number,
  visitDate: string,
  seats: number,
): Promise<void> {
  await db
    .update(dailyCapacity)
    .set({ sold: sql`${dailyCapacity.sold} - ${seats}` })
    .where(
      and(
        eq(dailyCapacity.productId, productId),
        eq(dailyCapacity.visitDate, visitDate),
        gte(dailyCapacity.sold, seats),
      ),
    );
}

/**
 * Seats taken per date of a month (`sold`: sold + held, so capacity - sold is what is left), for dates that
 * have a row (others have the full capacity).
 */
export async function soldByDate(
  db: Db,
  productId: number,
  fromDate: string,
  toDate: string,
): Promise<Map<string, { capacity: number; sold: number }>> {
  const rows = await db
    .select()
    .from(dailyCapacity)
    .where(
      and(
        eq(dailyCapacity.productId, productId),
        sql`${dailyCapacity.visitDate} between ${fromDate} and ${toDate}`,
      ),
    );
  return new Map(rows.map((row) => [row.visitDate, { capacity: row.capacity, sold: row.sold + row.held }]));
}
