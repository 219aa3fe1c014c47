/** POST /xapi/payments: checkout with an Idempotency-Key (same key + same body = same answer, one order). */
import { Type } from 'typebox';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { AnySuccessSchema, ErrorSchema, LanguageSchema, SessionIdSchema } from '../http/wire-schemas';
import { pay } from './payment.service';

const Name = Type.String({ minLength: 1, maxLength: 80 });

/** A card as the sandbox gateway takes it: the checkout's and a booking's dearer date change's. */
export const CardSchema = Type.Object(
  {
    Number: Type.String({ pattern: '^\\d{12,19}$' }),
    Cvv: Type.String({ pattern: '^\\d{3,4}$' }),
    ExpiryMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    ExpiryYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
    Holder: Name,
  },
  { additionalProperties: false },
);

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
        body: Type.Object(
          {
            SessionId: SessionIdSchema,
            Method: Type.Union([
              Type.Literal('card'),
              Type.Literal('bank-transfer'),
              Type.Literal('cash-deposit'),
              Type.Literal('coupon'),
              Type.Literal('wallet'),
            ]),
            Wallet: Type.Optional(Type.Union([Type.Literal('PP'), Type.Literal('AP')])),
            Card: Type.Optional(CardSchema),
            Months: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })),
            IdBank: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
            Contact: Type.Optional(
              Type.Object(
                {
                  Phone: Type.String({ pattern: '^\\+?[0-9 ()-]{7,20}$' }),
                  Country: Type.String({ pattern: '^[A-Z]{2}$' }),
                },
                { additionalProperties: false },
              ),
            ),
            Visitors: Type.Array(
              Type.Object(
                { FirstName: Name, LastName: Name, Email: Type.String({ format: 'email', maxLength: 254 }) },
                { additionalProperties: false },
              ),
              { minItems: 1, maxItems: 30 },
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: AnySuccessSchema,
          201: AnySuccessSchema,
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
      return reply.status(answer.status as 201 | 402).send(answer.body);
    },
  );
}
