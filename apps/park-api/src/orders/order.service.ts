/**
 * Reading an order back for its thank-you page. The order answer is the one the payment gave (kept with
 * the payment), with the order's current status and, once paid, its e-tickets; only the cart session
 * that paid may read it. A pending order past its deadline is expired here, on read, as well as by the
 * periodic sweep, so nobody ever sees a dead order as payable.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { productName } from '../catalog/catalog.repository';
import type { Db } from '../db/database';
import { bookingLines, orders, payments, products } from '../db/schema';
import { ApiHttpError } from '../http/api-error';
import { expireDueOrders } from './order-lifecycle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface AnswerLine {
  IdProduct?: number;
  ProductName?: string;
  AddOns?: { IdProduct: number; Name?: string }[];
}

/**
 * The order's lines with their product names in the reader's language (issue 18 §4): the order was
 * kept in the language it was paid in, and a visitor may read its thank-you page in another.
 */
async function namedLines(db: Db, lines: AnswerLine[], language: string): Promise<AnswerLine[]> {
  const ids = [
    ...new Set(lines.flatMap((line) => [line.IdProduct, ...(line.AddOns ?? []).map((a) => a.IdProduct)])),
  ].filter((id): id is number => typeof id === 'number');
  if (!ids.length) return lines;
  const rows = await db
    .select({ id: products.id, nameEs: products.nameEs, nameEn: products.nameEn, namePt: products.namePt })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nameOf = (id: number | undefined, kept: string | undefined) => {
    const product = id === undefined ? undefined : byId.get(id);
    return product ? productName(product, language) : kept;
  };
  return lines.map((line) => ({
    ...line,
    ProductName: nameOf(line.IdProduct, line.ProductName),
    ...(line.AddOns ? { AddOns: line.AddOns.map((a) => ({ ...a, Name: nameOf(a.IdProduct, a.Name) })) } : {}),
  }));
}

export async function readOrder(
  db: Db,
  idOrder: string,
  sessionId: string,
  now: Date,
  language = 'EN',
): Promise<unknown> {
  // Same answer for "no such order" and "someone else's order": an id alone reveals nothing.
  const notFound = new ApiHttpError('ORDER_NOT_FOUND', 'There is no such order for this session');
  if (!UUID.test(idOrder)) throw notFound;
  const find = async () => {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, idOrder), eq(orders.sessionId, sessionId)));
    return row;
  };
  let order = await find();
  if (!order) throw notFound;
  if (order.status === 'pending' && order.expiresAt && order.expiresAt <= now) {
    await expireDueOrders(db, now, [order.id]);
    order = (await find()) ?? order;
  }
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) throw notFound;
  const answer = payment.responseBody as { Order: Record<string, unknown> & { Lines: AnswerLine[] } };
  const lines = await namedLines(db, answer.Order.Lines, language);
  const eTickets = order.status === 'paid' ? (order.eTickets ?? []) : [];
  // A line whose date was changed (issue 20 §2) shows its new date; its e-tickets are the valid ones.
  const dates = new Map(
    (
      await db
        .select({ lineIndex: bookingLines.lineIndex, visitDate: bookingLines.visitDate })
        .from(bookingLines)
        .where(eq(bookingLines.orderId, order.id))
    ).map((row) => [row.lineIndex, row.visitDate]),
  );
  return {
    Order: {
      ...answer.Order,
      Reference: order.bookingReference,
      Status: order.status,
      // No usable e-ticket unless paid: a pending, expired or cancelled order lists none.
      Lines: lines.map((line, index) => ({
        ...line,
        ...(dates.has(index) ? { VisitDate: dates.get(index) } : {}),
        ETickets: eTickets[index] ?? [],
      })),
    },
  };
}
