/**
 * Reading an order back for its thank-you page. The order answer is the one the payment gave (kept with
 * the payment), with the order's current status; only the cart session that paid may read it.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, payments } from '../db/schema';
import { ApiHttpError } from '../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function readOrder(db: Db, idOrder: string, sessionId: string): Promise<unknown> {
  // Same answer for "no such order" and "someone else's order": an id alone reveals nothing.
  const notFound = new ApiHttpError('ORDER_NOT_FOUND', 'There is no such order for this session');
  if (!UUID.test(idOrder)) throw notFound;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, idOrder), eq(orders.sessionId, sessionId)));
  if (!order) throw notFound;
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) throw notFound;
  const answer = payment.responseBody as { Order: Record<string, unknown> };
  return { Order: { ...answer.Order, Status: order.status } };
}
