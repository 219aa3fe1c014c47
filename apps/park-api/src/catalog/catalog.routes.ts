/**
 * Catalog reads of the cart API: currencies, products, complements, availability with prices per month,
 * and what the booking widget offers beside a product (pick-up locations, add-ons priced in a currency).
 */
import { and, asc, eq } from 'drizzle-orm';
import { PackageQuoteRequestSchema, type ComplementProduct } from '@parks/contracts/core';
import { Type } from 'typebox';
import { currencies, products } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import {
  CurrencyCodeSchema,
  AnySuccessSchema,
  ErrorSchema,
  IsoDateSchema,
  LanguageSchema,
  ProductIdSchema,
} from '../http/wire-schemas';
import { quotePackage } from './package-quote';
import { hotelRoutes } from './hotel.routes';
import { complementDetails } from './complement-details';
import {
  addDays,
  CHILD_PRICE_FACTOR,
  discountedUnit,
  lineDiscount,
  minorToMajor,
  parkToday,
  daysBetween,
  usdCentsToMinor,
} from '../pricing';
import { isOpenForSale, soldByDate } from '../cart/capacity';
import { crowdDays, MAX_CROWD_DAYS, productCrowdLevels, SITE_PARK } from './crowd-levels';
import {
  findCurrency,
  findProduct,
  flagshipSlugs,
  listAddOns,
  listPickupLocations,
  productName,
  productSchedules,
  toPricingProduct,
  type ProductRecord,
} from './catalog.repository';

const security = [{ bearerAuth: [], prefixProject: [], siteCode: [] }];
const errors = {
  200: AnySuccessSchema,
  400: ErrorSchema,
  401: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
};

export function catalogRoutes(app: ApiApp, deps: RouteDeps): void {
  const { db, now } = deps;
  hotelRoutes(app, deps);
  app.get(
    '/xapi/currencies',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The 17 currencies (SPEC §3 fields)',
        security,
        response: errors,
      },
    },
    async () => {
      const rows = await db.select().from(currencies).orderBy(asc(currencies.id));
      return rows.map((c) => ({
        id: c.id,
        name: c.name,
        symbol: c.symbol,
        iso_number: c.isoNumber,
        iso_code: c.code,
        presentation_symbol: c.presentationSymbol,
        position: c.position,
        decimal_separator: c.decimalSeparator,
        thousand_separator: c.thousandSeparator,
        decimals: c.decimals,
        flag: `/global/flags/${c.code}.svg`,
      }));
    },
  );

  app.get(
    '/xapi/conversions',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'A sum the spec fixes in US dollars (the 10 USD snorkel deposit) in another currency, by the one rounding rule',
        security,
        querystring: Type.Object({
          AmountUSD: Type.Number({ minimum: 0, maximum: 1_000_000 }),
          Currency: CurrencyCodeSchema,
        }),
        response: errors,
      },
    },
    async (request) => {
      const currency = await findCurrency(db, request.query.Currency);
      if (!currency) throw new ApiHttpError('CURRENCY_UNSUPPORTED', 'Currency not offered');
      const usdCents = Math.round(request.query.AmountUSD * 100);
      return {
        AmountUSD: usdCents / 100,
        Currency: currency.code,
        Amount: minorToMajor(usdCentsToMinor(usdCents, currency), currency.decimals),
      };
    },
  );

  app.get(
    '/xapi/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The catalog, with adult prices in USD',
        security,
        querystring: Type.Object({ Language: Type.Optional(LanguageSchema) }),
        response: errors,
      },
    },
    async (request) => {
      const language = request.query.Language ?? 'EN';
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.id));
      return rows.map((p) => ({
        IdProduct: p.id,
        Code: p.code,
        Kind: p.kind,
        Name: productName(p, language),
        Parks: p.parkSlugs,
        AdultPriceUSD: p.adultPriceUsdCents === null ? null : p.adultPriceUsdCents / 100,
        Audience: p.audience,
        AddOnKind: p.addonKind,
        CoversPeople: p.coversPeople,
      }));
    },
  );

  app.get(
    '/xapi/complements',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Complement products (SPEC §3): sister-park admissions with their tour upgrades, priced per adult in a currency for a visit date',
        security,
        querystring: Type.Object({
          Language: Type.Optional(LanguageSchema),
          Currency: Type.Optional(CurrencyCodeSchema),
          /** The cart's visit date: the price then carries that date's advance-purchase discount. */
          VisitDate: Type.Optional(IsoDateSchema),
        }),
        response: errors,
      },
    },
    async (request) => {
      const language = request.query.Language ?? 'EN';
      const currencyCode = request.query.Currency ?? 'USD';
      const currency = await findCurrency(db, currencyCode);
      if (!currency) throw new ApiHttpError('CURRENCY_UNSUPPORTED', 'Currency not offered');
      const daysAhead = request.query.VisitDate ? daysBetween(parkToday(now()), request.query.VisitDate) : 0;
      const flagships = await flagshipSlugs(db);
      // The same per-unit discount and conversion as a cart line's (issue 17 §4).
      const adultPrice = (product: ProductRecord): number | null => {
        const pricing = toPricingProduct(product, flagships);
        if (pricing.adultPriceUsdCents === null) return null;
        const discount = lineDiscount(pricing, Math.max(0, daysAhead));
        return minorToMajor(
          usdCentsToMinor(discountedUnit(pricing.adultPriceUsdCents, discount.percent), currency),
          currency.decimals,
        );
      };
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.kind, 'complement'), eq(products.active, true)))
        .orderBy(asc(products.id));
      const offers = await Promise.all(
        rows.map(async (p) => {
          const upgrade = p.idUpgrade ? await findProduct(db, p.idUpgrade) : undefined;
          const price = adultPrice(p);
          const details = complementDetails(p.parkSlugs[0], language);
          // A complement without a price or its card texts is not offered (never a null price).
          if (price === null || !details) return undefined;
          return {
            id: p.id,
            idUpgrade: upgrade ? upgrade.id : null,
            name: productName(p, language),
            nameUpgrade: upgrade ? productName(upgrade, language) : null,
            businessUnit: p.businessUnit,
            code: p.code,
            price,
            priceUpgrade: upgrade ? adultPrice(upgrade) : null,
            currency: currencyCode,
            img: details.img,
            infoDetails: {
              titleDescription: productName(p, language),
              subtitleDescription: details.texts.subtitle,
              textDescription: details.texts.description,
            },
            hasBeenAdded: false,
          } satisfies ComplementProduct;
        }),
      );
      return offers.filter((offer) => offer !== undefined);
    },
  );

  app.get(
    '/xapi/products/:IdProduct/availability',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Availability and the price calendar of a product for one month (prices per adult and child, discount included)',
        security,
        params: Type.Object({ IdProduct: ProductIdSchema }),
        querystring: Type.Object({
          Month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
          Currency: Type.Optional(CurrencyCodeSchema),
        }),
        response: errors,
      },
    },
    async (request) => {
      const product = await findProduct(db, request.params.IdProduct);
      if (!product || product.kind === 'addon')
        throw new ApiHttpError('PRODUCT_NOT_FOUND', `Product ${request.params.IdProduct} does not exist`);
      const currency = await findCurrency(db, request.query.Currency ?? 'USD');
      if (!currency) throw new ApiHttpError('CURRENCY_UNSUPPORTED', 'Currency not offered');
      const first = `${request.query.Month}-01`;
      const days: string[] = [];
      for (let day = first; day.startsWith(request.query.Month); day = addDays(day, 1)) days.push(day);
      const sold = await soldByDate(db, product.id, first, days[days.length - 1] ?? first);
      // The crowd level travels with the prices: the date picker marks calm days without a second call.
      const crowd = await productCrowdLevels(db, product.parkSlugs, first, days.length);
      const pricing = toPricingProduct(product, await flagshipSlugs(db));
      const today = parkToday(now());
      const convert = (usdCents: number) =>
        minorToMajor(usdCentsToMinor(usdCents, currency), currency.decimals);
      return {
        IdProduct: product.id,
        Month: request.query.Month,
        Currency: currency.code,
        Schedules: await productSchedules(db, product.id),
        Days: days.map((date) => {
          const row = sold.get(date);
          const remaining =
            product.dailyCapacity === null ? null : row ? row.capacity - row.sold : product.dailyCapacity;
          const available = isOpenForSale(date, now()) && (remaining === null || remaining > 0);
          const adult = pricing.adultPriceUsdCents;
          const discount = lineDiscount(pricing, daysBetween(today, date));
          // The same per-unit discount and conversion as a cart line's (issue 17 §4).
          const withDiscount = (cents: number) => discountedUnit(cents, discount.percent);
          return {
            Date: date,
            Available: available,
            Remaining: remaining,
            // null, never 0, when the product has no computable price (hotels): the UI shows 'Price unavailable'.
            AdultPrice: adult === null ? null : convert(withDiscount(adult)),
            ChildPrice: adult === null ? null : convert(withDiscount(Math.round(adult * CHILD_PRICE_FACTOR))),
            DiscountPercent: discount.percent,
            ...(crowd.has(date) ? { CrowdLevel: crowd.get(date) } : {}),
          };
        }),
      };
    },
  );

  app.get(
    '/xapi/crowd-levels',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "The park's crowd level per day (calm < 35 %, busy ≥ 70 % of its capacity sold or held); Sundays, when the park is closed, are left out",
        security,
        querystring: Type.Object(
          {
            From: IsoDateSchema,
            Days: Type.Integer({ minimum: 1, maximum: MAX_CROWD_DAYS }),
          },
          { additionalProperties: false },
        ),
        response: errors,
      },
    },
    async (request) => {
      const { From: from, Days: days } = request.query;
      // The pattern lets 2030-02-31 through: only a real calendar date is a window's start.
      const start = Date.parse(`${from}T00:00:00Z`);
      if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== from)
        throw new ApiHttpError('VALIDATION_ERROR', `querystring/From ${from} is not a calendar date`);
      return { Days: await crowdDays(db, SITE_PARK, from, days) };
    },
  );

  app.get(
    '/xapi/pickup-locations',
    {
      schema: {
        tags: ['catalog'],
        summary: "Where transportation picks visitors up: the add-on's `From` ids, named in a language",
        security,
        querystring: Type.Object({ Language: Type.Optional(LanguageSchema) }),
        response: errors,
      },
    },
    async (request) => {
      const language = request.query.Language ?? 'EN';
      const rows = await listPickupLocations(db);
      return rows
        .map((row) => ({ Id: row.id, Name: language === 'ES' ? row.nameEs : row.nameEn }))
        .sort((a, b) => a.Name.localeCompare(b.Name, language.toLowerCase()));
    },
  );

  app.get(
    '/xapi/add-ons',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The booking add-ons (transportation, food and drinks, photo pass, the weather guarantee) priced in a currency, as a cart line prices them',
        security,
        querystring: Type.Object({
          Language: Type.Optional(LanguageSchema),
          Currency: Type.Optional(CurrencyCodeSchema),
        }),
        response: errors,
      },
    },
    async (request) => {
      const language = request.query.Language ?? 'EN';
      const currency = await findCurrency(db, request.query.Currency ?? 'USD');
      if (!currency) throw new ApiHttpError('CURRENCY_UNSUPPORTED', 'Currency not offered');
      const rows = await listAddOns(db);
      return rows.map((p) => ({
        IdProduct: p.id,
        Kind: p.addonKind,
        Name: productName(p, language),
        // Converted like a cart line converts it, so the widget's total matches the cart's.
        UnitPrice:
          p.adultPriceUsdCents === null
            ? null
            : minorToMajor(usdCentsToMinor(p.adultPriceUsdCents, currency), currency.decimals),
        CoversPeople: p.coversPeople ?? 1,
        RequiresFrom: p.addonKind === 'transport',
        // The weather guarantee is not refundable (SPEC §9): the widget and the cart say so where they offer it.
        Refundable: p.addonKind !== 'weather',
      }));
    },
  );

  app.post(
    '/xapi/package-quote',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Price a build-your-own package (at most 5 parks or tours, one date each) as the cart prices its package group',
        security,
        querystring: Type.Object({ Language: Type.Optional(LanguageSchema) }),
        body: PackageQuoteRequestSchema,
        response: errors,
      },
    },
    async (request) => quotePackage(db, request.body, request.query.Language ?? 'EN', now()),
  );
}
