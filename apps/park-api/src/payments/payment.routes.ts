/** POST /xapi/payments: checkout with an Idempotency-Key (same key + same body = same answer, one order). */
import {
  OrderResponseSchema,
  PaymentRequestSchema,
  type ApiError,
  type OrderResponse,
} from '@parks/contracts/core';
import { Type } from 'typebox';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { ErrorSchema, LanguageSchema } from '../http/wire-schemas';
import { pay } from './payment.service';

export function paymentRoutes(app: ApiApp, { db, config, now }: RouteDeps): void {
  app.post(
    '/xapi/payments',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Pay the cart: card (sandbox), bank transfer / cash deposit in MXN (72 h), a wallet (sandbox: PP in MXN, AP in USD, CAD, EUR, GBP, AUD, CNY), or a coupon that covers the whole total. Needs an Idempotency-Key header.',
        security: [{ bearerAuth: [], prefixProject: [], siteCode: [] }],
        // The language the order's lines, e-tickets and confirmation mail name the products in.
        querystring: Type.Object({ Language: Type.Optional(LanguageSchema) }),
        body: PaymentRequestSchema,
        response: {
          // A replayed payment answers as the first did; a paid or pending checkout answers its order.
          200: OrderResponseSchema,
          201: OrderResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          402: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
        throw new ApiHttpError(
          'IDEMPOTENCY_KEY_REQUIRED',
          'Header Idempotency-Key (1-255 characters) is required',
        );
      }
      const answer = await pay(
        db,
        key,
        request.body,
        now(),
        config.cartHolds,
        request.query.Language ?? 'EN',
      );
      // The stored answer is the order the payment built or its error (payment.spec checks it against the contract).
      return reply.status(answer.status as 201 | 402).send(answer.body as OrderResponse | ApiError);
    },
  );
}
