/**
 * GET /ops/inventory?date=YYYY-MM-DD (Authorization: Bearer <OPS_TOKEN>, like /ops/error-logs): per
 * product with a daily capacity, on that date: capacity, held (in carts and in orders awaiting a bank
 * transfer / cash deposit), sold (paid orders) and free. Pending orders past their deadline are expired
 * first, so their seats count as free. Registered only when OPS_TOKEN is set.
 */
import { and, eq, isNotNull, lte, gt, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { expireDueOrders, orderSeatsByStatus } from '../orders/order-lifecycle';
import { cartLines, dailyCapacity, products } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { AnySuccessSchema, ErrorSchema, IsoDateSchema } from '../http/wire-schemas';
import { checkOpsToken } from './ops-token';

export const INVENTORY_PATH = '/ops/inventory';

export interface InventoryRow {
  IdProduct: number;
  Code: string;
  Name: string;
  Capacity: number;
  Held: number;
  Sold: number;
  Free: number;
}

export function inventoryRoutes(app: ApiApp, { db, config, now }: RouteDeps): void {
  const opsToken = config.opsToken;
  if (!opsToken) return;
  app.get(
    INVENTORY_PATH,
    {
      schema: {
        tags: ['ops'],
        summary:
          'Seats per product on a date: capacity, held (carts, orders awaiting payment), sold, free (Authorization: Bearer <OPS_TOKEN>)',
        security: [{ bearerAuth: [] }],
        querystring: Type.Object({ date: IsoDateSchema }, { additionalProperties: false }),
        response: { 200: AnySuccessSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
      onRequest: async (request) => checkOpsToken(request, opsToken),
    },
    async (request): Promise<{ date: string; products: InventoryRow[] }> => {
      const date = request.query.date;
      await expireDueOrders(db, now());
      const [catalog, counters, byOrders, inCarts] = await Promise.all([
        db.select().from(products).where(isNotNull(products.dailyCapacity)).orderBy(products.id),
        db.select().from(dailyCapacity).where(eq(dailyCapacity.visitDate, date)),
        orderSeatsByStatus(db, date),
        // A cart line holds its seats on its date; a hotel stay one room on each night it covers.
        db
          .select({
            productId: cartLines.productId,
            seats: sql<number>`sum(case when ${cartLines.checkOutDate} is null then ${cartLines.adults} + ${cartLines.children} + ${cartLines.infants} else 1 end)::int`,
          })
          .from(cartLines)
          .where(
            or(
              and(sql`${cartLines.checkOutDate} is null`, eq(cartLines.visitDate, date)),
              and(lte(cartLines.visitDate, date), gt(cartLines.checkOutDate, date)),
            ),
          )
          .groupBy(cartLines.productId),
      ]);
      const counter = new Map(counters.map((row) => [row.productId, row]));
      const carts = new Map(inCarts.map((row) => [row.productId, Number(row.seats)]));
      return {
        date,
        products: catalog.map((product) => {
          const row = counter.get(product.id);
          const capacity = row?.capacity ?? product.dailyCapacity ?? 0;
          const orderSeats = byOrders.get(product.id) ?? { pending: 0, paid: 0 };
          return {
            IdProduct: product.id,
            Code: product.code,
            Name: product.nameEn,
            Capacity: capacity,
            Held: (carts.get(product.id) ?? 0) + orderSeats.pending,
            Sold: orderSeats.paid,
            // What the seat counter says is left: the figure a sale is checked against.
            Free: capacity - (row?.sold ?? 0),
          };
        }),
      };
    },
  );
}
