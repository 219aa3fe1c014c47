/**
 * POST /xapi/payments/bank-notifications: the sandbox bank tells park-api a transfer or deposit arrived.
 * Not a site call: no cart token, no site headers; the signature over the exact body is its credential
 * (X-Bank-Signature: sha256=<hex HMAC-SHA256 of the body with BANK_NOTIFICATION_SECRET>).
 * tools/ops/send-bank-notification.mjs sends one locally.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { AnySuccessSchema, CurrencyCodeSchema, ErrorSchema } from '../http/wire-schemas';
import {
  BANK_NOTIFICATIONS_PATH,
  BANK_SIGNATURE_HEADER,
  isValidBankSignature,
  receiveBankNotification,
} from './bank-notification';

const rawBodies = new WeakMap<FastifyRequest, string>();

export function bankNotificationRoutes(app: ApiApp, { db, config, now }: RouteDeps): void {
  // Its own scope: only this route keeps the raw body the signature is computed over.
  void app.register(async (scope: ApiApp) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new ApiHttpError('INVALID_JSON', 'The body is not valid JSON'), undefined);
      }
    });
    scope.post(
      BANK_NOTIFICATIONS_PATH,
      {
        schema: {
          tags: ['payments'],
          summary:
            'The bank notifies a received transfer or deposit (signed: X-Bank-Signature: sha256=<HMAC of the body>); idempotent per NotificationId',
          body: Type.Object(
            {
              NotificationId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' }),
              Reference: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Z0-9]+$' }),
              Amount: Type.Number({ minimum: 0, maximum: 1e12 }),
              Currency: CurrencyCodeSchema,
            },
            { additionalProperties: false },
          ),
          response: {
            200: AnySuccessSchema,
            400: ErrorSchema,
            401: ErrorSchema,
            404: ErrorSchema,
            409: ErrorSchema,
            422: ErrorSchema,
          },
        },
        // Before validation: an unsigned caller learns nothing about the body's shape.
        preValidation: async (request) => {
          if (
            !isValidBankSignature(
              rawBodies.get(request) ?? '',
              request.headers[BANK_SIGNATURE_HEADER],
              config.bankNotificationSecret,
            )
          )
            throw new ApiHttpError('SIGNATURE_INVALID', 'X-Bank-Signature does not sign this body');
        },
      },
      async (request, reply) => {
        const answer = await receiveBankNotification(db, request.body, now());
        // The stored answers only ever carry the statuses declared above (bank-notification.ts).
        return reply.code(answer.status as 200 | 401 | 404 | 409 | 422).send(answer.body);
      },
    );
  });
}
