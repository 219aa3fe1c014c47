/** GET /xapi/orders/:IdOrder: the order of a paid (or pending) checkout, for the thank-you page. */
import { OrderResponseSchema, type OrderResponse } from '@parks/contracts/core';
import { Type } from 'typebox';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ErrorSchema, LanguageSchema, SessionIdSchema } from '../http/wire-schemas';
import { readOrder } from './order.service';

export function orderRoutes(app: ApiApp, { db, now }: RouteDeps): void {
  app.get(
    '/xapi/orders/:IdOrder',
    {
      schema: {
        tags: ['orders'],
        summary: 'An order, for the cart session that paid it (its SessionId)',
        security: [{ bearerAuth: [], prefixProject: [], siteCode: [] }],
        params: Type.Object({ IdOrder: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(
          // Language: the language the lines name their products in (the thank-you page's).
          { SessionId: SessionIdSchema, Language: Type.Optional(LanguageSchema) },
          { additionalProperties: false },
        ),
        response: { 200: OrderResponseSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    // The order as the payment answered it (order.spec checks it against the contract).
    async (request) =>
      (await readOrder(
        db,
        request.params.IdOrder,
        request.query.SessionId,
        now(),
        request.query.Language ?? 'EN',
      )) as OrderResponse,
  );
}
