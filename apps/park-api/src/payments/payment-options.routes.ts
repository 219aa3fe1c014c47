/** Payment methods per currency and the banks with months without interest. */
import { Type } from 'typebox';
import type { ApiApp } from '../http/api-app';
import { AnySuccessSchema, CurrencyCodeSchema, ErrorSchema } from '../http/wire-schemas';
import { banksFor, paymentMethodsFor } from './payment-options';

const security = [{ bearerAuth: [], prefixProject: [], siteCode: [] }];
const query = Type.Object({ Currency: CurrencyCodeSchema });
const errors = { 200: AnySuccessSchema, 400: ErrorSchema, 401: ErrorSchema };

export function paymentOptionsRoutes(app: ApiApp): void {
  app.get(
    '/xapi/payment-methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment methods for a currency',
        security,
        querystring: query,
        response: errors,
      },
    },
    async (request) => paymentMethodsFor(request.query.Currency),
  );
  app.get(
    '/xapi/banks',
    {
      schema: {
        tags: ['payments'],
        summary: 'Banks and months without interest (MXN cards issued in Mexico)',
        security,
        querystring: query,
        response: errors,
      },
    },
    async (request) => banksFor(request.query.Currency),
  );
}
