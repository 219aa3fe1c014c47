/**
 * GET /ops/inventory?date=YYYY-MM-DD (Authorization: Bearer <OPS_TOKEN>, like /ops/error-logs): per
 * product with a daily capacity, on that date: capacity, held (by cart lines whose hold has not ended, and
 * by orders awaiting a bank transfer / cash deposit), sold (paid orders) and free; capacity = sold + held +
 * free. Ended holds and pending orders past their deadline are expired first, so their seats count as free.
 * Registered only when OPS_TOKEN is set.
 */
import { eq, isNotNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { expireDueOrders, orderSeatsByStatus } from '../orders/order-lifecycle';
import { sweepExpiredHolds } from '../cart/holds';
import { dailyCapacity, products } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { AnySuccessSchema, ErrorSchema, IsoDateSchema } from '../http/wire-schemas';
import { checkOpsToken } from './ops-token';

export const INVENTORY_PATH = '/ops/inventory';

export interface InventoryRow {
  IdProduct: number;
  Code: string;
  Name: string;
  Capacity: number;
  /** Seats held by cart lines and by orders awaiting a bank transfer / cash deposit. */
  Held: number;
  /** Of Held, the seats held by cart lines (daily_capacity.held). */
  HeldInCarts: number;
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
      // Ended holds and unpaid orders past their deadline give their seats back first: they count as free.
      await sweepExpiredHolds(db, now());
      await expireDueOrders(db, now());
      const [catalog, counters, byOrders] = await Promise.all([
        db.select().from(products).where(isNotNull(products.dailyCapacity)).orderBy(products.id),
        db.select().from(dailyCapacity).where(eq(dailyCapacity.visitDate, date)),
        orderSeatsByStatus(db, date),
      ]);
      const counter = new Map(counters.map((row) => [row.productId, row]));
      return {
        date,
        products: catalog.map((product) => {
          const row = counter.get(product.id);
          const capacity = row?.capacity ?? product.dailyCapacity ?? 0;
          const orderSeats = byOrders.get(product.id) ?? { pending: 0, paid: 0 };
          const sold = row?.sold ?? 0;
          const held = row?.held ?? 0;
          return {
            IdProduct: product.id,
            Code: product.code,
            Name: product.nameEn,
            Capacity: capacity,
            // Seats held by cart lines (daily_capacity.held) and by orders awaiting payment.
            Held: held + orderSeats.pending,
            HeldInCarts: held,
            Sold: sold - orderSeats.pending,
            // What the seat counters say is left: the figure a hold is checked against. Capacity = Sold + Held + Free.
            Free: capacity - sold - held,
          };
        }),
      };
    },
  );
}
