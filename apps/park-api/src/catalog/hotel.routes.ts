/** GET /xapi/hotels/{IdProduct}/rates: the hotel calendar's month (SPEC §2 'Hotel calendar'). */
import { Type } from 'typebox';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import {
  AnySuccessSchema,
  CurrencyCodeSchema,
  ErrorSchema,
  LanguageSchema,
  ProductIdSchema,
} from '../http/wire-schemas';
import { addDays, minorToMajor, usdCentsToMinor } from '../pricing';
import { findCurrency, findProduct } from './catalog.repository';
import { isNightOnSale, promoPercentOff, ratesBetween } from './hotel-rates';
import { remainingByDate } from './hotel-rooms';

const security = [{ bearerAuth: [], prefixProject: [], siteCode: [] }];

export function hotelRoutes(app: ApiApp, { db, now }: RouteDeps): void {
  app.get(
    '/xapi/hotels/:IdProduct/rates',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "A hotel's nightly rates per room for one month, in a currency, with a promotional code applied (422 PROMO_CODE_INVALID otherwise)",
        security,
        params: Type.Object({ IdProduct: ProductIdSchema }),
        querystring: Type.Object({
          Month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
          Currency: Type.Optional(CurrencyCodeSchema),
          Language: Type.Optional(LanguageSchema),
          PromoCode: Type.Optional(Type.String({ maxLength: 40 })),
        }),
        response: {
          200: AnySuccessSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          422: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { Month, Language = 'EN', PromoCode } = request.query;
      const product = await findProduct(db, request.params.IdProduct);
      if (!product || product.kind !== 'hotel')
        throw new ApiHttpError('PRODUCT_NOT_FOUND', `Hotel ${request.params.IdProduct} does not exist`);
      const currency = await findCurrency(db, request.query.Currency ?? 'USD');
      if (!currency) throw new ApiHttpError('CURRENCY_UNSUPPORTED', 'Currency not offered');
      const percentOff = await promoPercentOff(db, product.id, PromoCode, Language);
      const first = `${Month}-01`;
      const nights: string[] = [];
      for (let night = first; night.startsWith(Month); night = addDays(night, 1)) nights.push(night);
      const last = nights[nights.length - 1] ?? first;
      const rates = await ratesBetween(db, product.id, first, last);
      const remaining = await remainingByDate(db, product, first, last);
      const convert = (usdCents: number) =>
        minorToMajor(usdCentsToMinor(usdCents, currency), currency.decimals);
      return {
        IdProduct: product.id,
        Month,
        Currency: currency.code,
        PromoCode: percentOff > 0 && PromoCode ? PromoCode.trim().toUpperCase() : null,
        PercentOff: percentOff,
        Nights: nights.map((night) => {
          const rate = rates.get(night) ?? null;
          const rooms = remaining.get(night) ?? null;
          return {
            Date: night,
            Available: rate !== null && isNightOnSale(night, now()) && (rooms === null || rooms > 0),
            // Per room and night, the code's discount included; BaseRate is the rate without it.
            BaseRate: rate === null ? null : convert(rate),
            Rate: rate === null ? null : convert(rate - Math.round((rate * percentOff) / 100)),
          };
        }),
      };
    },
  );
}
