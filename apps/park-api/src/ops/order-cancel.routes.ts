/**
 * POST /ops/orders/:IdOrder/cancel (Authorization: Bearer <OPS_TOKEN>): customer service gives up an order
 * awaiting a bank transfer / cash deposit; its seats come back at once (orders/order-lifecycle.ts).
 * A paid, expired or already cancelled order is not cancelled here (refunds are another process).
 */
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { orders } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { AnySuccessSchema, ErrorSchema } from '../http/wire-schemas';
import { cancelPendingOrder } from '../orders/order-lifecycle';
import { checkOpsToken } from './ops-token';

export function orderCancelRoutes(app: ApiApp, { db, config, now }: RouteDeps): void {
  const opsToken = config.opsToken;
  if (!opsToken) return;
  app.post(
    '/ops/orders/:IdOrder/cancel',
    {
      schema: {
        tags: ['ops'],
        summary: 'Cancel an order awaiting payment and release its seats (Authorization: Bearer <OPS_TOKEN>)',
        security: [{ bearerAuth: [] }],
        params: Type.Object({ IdOrder: Type.String({ format: 'uuid' }) }),
        response: {
          200: AnySuccessSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
      onRequest: async (request) => checkOpsToken(request, opsToken),
    },
    async (request) => {
      const { IdOrder } = request.params;
      if (await cancelPendingOrder(db, IdOrder, now())) return { IdOrder, Status: 'cancelled' };
      const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, IdOrder));
      if (!order) throw new ApiHttpError('ORDER_NOT_FOUND', 'There is no such order');
      throw new ApiHttpError(
        'ORDER_NOT_PAYABLE',
        `The order is ${order.status}: only a pending order is cancelled here`,
      );
    },
  );
}
