/** Payment methods per currency and the banks with months without interest. */
import { BankListSchema, PaymentMethodListSchema } from '@parks/contracts/core';
import { Type } from 'typebox';
import type { ApiApp } from '../http/api-app';
import { CurrencyCodeSchema, ErrorSchema } from '../http/wire-schemas';
import { banksFor, paymentMethodsFor } from './payment-options';

const security = [{ bearerAuth: [], prefixProject: [], siteCode: [] }];
const query = Type.Object({ Currency: CurrencyCodeSchema });
const errors = { 400: ErrorSchema, 401: ErrorSchema };

export function paymentOptionsRoutes(app: ApiApp): void {
  app.get(
    '/xapi/payment-methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment methods for a currency',
        security,
        querystring: query,
        response: { 200: PaymentMethodListSchema, ...errors },
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
        response: { 200: BankListSchema, ...errors },
      },
    },
    async (request) => banksFor(request.query.Currency),
  );
}
