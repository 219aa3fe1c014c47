/**
 * The order's life (issue 17 §2): pending (payment) → paid | expired | cancelled, each change recorded in
 * order_transitions. A status moves only by a conditional UPDATE on its current value (… WHERE status =
 * 'pending' RETURNING), so with several park-api nodes exactly one of them expires, pays or cancels an
 * order and gives its seats back; the others' UPDATE matches no row.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { releaseSeats } from '../cart/capacity';
import type { Db } from '../db/database';
import { mailOutbox, orderSeats, orders, orderTransitions, payments, type OrderStatus } from '../db/schema';
import { minorToMajor, stayNights } from '../pricing';

export type OrderRecord = typeof orders.$inferSelect;
export type TransitionReason = 'checkout' | 'bank-notification' | 'payment-deadline' | 'cancelled';

/** SPEC §9: bank transfer / cash deposit must be paid within 72 hours. */
export const OFFLINE_PAYMENT_HOURS = 72;

export function eTicketCode(): string {
  return `XS-${randomBytes(6).toString('hex').toUpperCase()}`;
}

export async function recordTransition(
  tx: Db,
  orderId: string,
  from: OrderStatus | null,
  to: OrderStatus,
  reason: TransitionReason,
  at: Date,
): Promise<void> {
  await tx.insert(orderTransitions).values({ orderId, fromStatus: from, toStatus: to, reason, at });
}

/** A cart line as it leaves the cart: the seats it took, per date (a hotel stay takes one a night). */
export interface LineSeats {
  productId: number;
  visitDate: string;
  checkOutDate: string | null;
  adults: number;
  children: number;
  infants: number;
}

/** Moves the seats of the cart's lines to the order: the counter stays, the owner changes. */
export async function recordOrderSeats(tx: Db, orderId: string, lines: LineSeats[]): Promise<void> {
  const rows = lines.flatMap((line) =>
    line.checkOutDate
      ? stayNights(line.visitDate, line.checkOutDate).map((night) => ({
          orderId,
          productId: line.productId,
          visitDate: night,
          seats: 1,
        }))
      : [
          {
            orderId,
            productId: line.productId,
            visitDate: line.visitDate,
            seats: line.adults + line.children + line.infants,
          },
        ],
  );
  if (rows.length > 0) await tx.insert(orderSeats).values(rows);
}

async function releaseOrderSeats(tx: Db, orderId: string): Promise<void> {
  const rows = await tx.select().from(orderSeats).where(eq(orderSeats.orderId, orderId));
  for (const row of rows) await releaseSeats(tx, row.productId, row.visitDate, row.seats);
}

/**
 * Expires the pending orders whose deadline has passed (all of them, or only `orderIds`) and gives their
 * seats back. Safe to run on every node at once: each order is claimed by one conditional UPDATE.
 * Returns the ids it expired.
 */
export async function expireDueOrders(db: Db, now: Date, orderIds?: string[]): Promise<string[]> {
  if (orderIds && orderIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'expired' })
      .where(
        and(
          eq(orders.status, 'pending'),
          lte(orders.expiresAt, now),
          ...(orderIds ? [inArray(orders.id, orderIds)] : []),
        ),
      )
      .returning({ id: orders.id });
    for (const { id } of expired) {
      await releaseOrderSeats(tx, id);
      await recordTransition(tx, id, 'pending', 'expired', 'payment-deadline', now);
      await tx.update(payments).set({ status: 'expired' }).where(eq(payments.orderId, id));
    }
    return expired.map(({ id }) => id);
  });
}

/** Cancels a pending order (the buyer or customer service gives it up): its seats come back at once. */
export async function cancelPendingOrder(db: Db, orderId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (!cancelled) return false;
    await releaseOrderSeats(tx, orderId);
    await recordTransition(tx, orderId, 'pending', 'cancelled', 'cancelled', now);
    await tx.update(payments).set({ status: 'cancelled' }).where(eq(payments.orderId, orderId));
    return true;
  });
}

interface SnapshotLine {
  ProductName: string;
  VisitDate: string;
  Passengers: { Adults: number; Children: number; Infants: number };
}
interface OrderSnapshot {
  lines: SnapshotLine[];
  visitors: { FirstName: string; LastName: string; Email: string }[];
  decimals: number;
}

/** One e-ticket per person admitted on each line. */
export function issueETickets(snapshot: unknown): string[][] {
  const { lines } = snapshot as OrderSnapshot;
  return lines.map((line) =>
    Array.from(
      { length: line.Passengers.Adults + line.Passengers.Children + line.Passengers.Infants },
      eTicketCode,
    ),
  );
}

/**
 * The confirmation mail of a paid order, into the outbox (a mail adapter sends it). The amount is the
 * order's total in minor units, written with the currency's decimals: the figure that was charged.
 */
export async function queueConfirmationMail(tx: Db, order: OrderRecord, eTickets: string[][]): Promise<void> {
  const snapshot = order.snapshot as OrderSnapshot;
  const to = snapshot.visitors[0]?.Email;
  if (!to) return;
  const total = `${minorToMajor(order.totalMinor, snapshot.decimals).toFixed(snapshot.decimals)} ${order.currency}`;
  const lines = snapshot.lines.map(
    (line, index) => `- ${line.ProductName}, ${line.VisitDate}: ${(eTickets[index] ?? []).join(', ')}`,
  );
  await tx.insert(mailOutbox).values({
    kind: 'order-confirmation',
    toAddress: to,
    subject: `Pedido confirmado / Order confirmed ${order.id.slice(0, 8)}`,
    textBody: [
      `Pedido / Order: ${order.id}`,
      `Total: ${total}`,
      'Boletos electrónicos / E-tickets:',
      ...lines,
    ].join('\n'),
  });
}

/** Seats per product held (carts and pending orders) and sold (paid orders) on a date. */
export async function orderSeatsByStatus(
  db: Db,
  visitDate: string,
): Promise<Map<number, { pending: number; paid: number }>> {
  const rows = await db
    .select({
      productId: orderSeats.productId,
      status: orders.status,
      seats: sql<number>`sum(${orderSeats.seats})::int`,
    })
    .from(orderSeats)
    .innerJoin(orders, eq(orders.id, orderSeats.orderId))
    .where(and(eq(orderSeats.visitDate, visitDate), inArray(orders.status, ['pending', 'paid'])))
    .groupBy(orderSeats.productId, orders.status);
  const byProduct = new Map<number, { pending: number; paid: number }>();
  for (const row of rows) {
    const entry = byProduct.get(row.productId) ?? { pending: 0, paid: 0 };
    if (row.status === 'pending') entry.pending += Number(row.seats);
    else entry.paid += Number(row.seats);
    byProduct.set(row.productId, entry);
  }
  return byProduct;
}
