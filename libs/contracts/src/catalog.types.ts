/**
 * The cart API's catalog reads (park-api `/xapi/products`, `/xapi/complements`,
 * `/xapi/products/{IdProduct}/availability`) as TypeBox schemas, types derived. Prices are in major units of
 * the asked currency.
 */
import { Type, type Static } from 'typebox';
import { CurrencyCodeSchema } from './cart.types';

export const ProductKindSchema = Type.Union([
  Type.Literal('admission'),
  Type.Literal('tour'),
  Type.Literal('combo'),
  Type.Literal('package'),
  Type.Literal('passport'),
  Type.Literal('addon'),
  Type.Literal('complement'),
  Type.Literal('hotel'),
]);
export type ProductKind = Static<typeof ProductKindSchema>;

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** An entry of `GET /xapi/products`. */
export const CatalogProductSchema = Type.Object({
  IdProduct: Type.Number(),
  Code: Type.String(),
  /** A `ProductKind`; a kind this client does not know yet is still a product. */
  Kind: Type.String(),
  Name: Type.String(),
  /** Slugs of the parks the product gives entry to. */
  Parks: Type.Array(Type.String()),
  /** The adult price in US dollars; null when it is priced elsewhere (hotels). */
  AdultPriceUSD: NullableNumber,
  /** Who may buy it: residents, seniors…; null for everyone. */
  Audience: NullableString,
  /** For add-ons: 'transport' | 'food' | 'photo'. */
  AddOnKind: NullableString,
  /** For add-ons: how many visitors one unit covers (the photo pass up to 10); null for the others. */
  CoversPeople: NullableNumber,
});
export type CatalogProduct = Static<typeof CatalogProductSchema>;
export const CatalogProductListSchema = Type.Array(CatalogProductSchema);

/** A park's crowd level on a day: seats sold and held over its admission's capacity (issue 21 §3). */
export const CrowdLevelSchema = Type.Union([
  Type.Literal('calm'),
  Type.Literal('moderate'),
  Type.Literal('busy'),
]);
export type CrowdLevel = Static<typeof CrowdLevelSchema>;

/** One day of `GET /xapi/crowd-levels?From=YYYY-MM-DD&Days=N` (Sundays, when the parks close, are left out). */
export const CrowdDaySchema = Type.Object({
  /** ISO `YYYY-MM-DD`. */
  Date: Type.String(),
  Level: CrowdLevelSchema,
  /** Seats sold and held over the capacity, 0..1. */
  Occupancy: Type.Number(),
});
export type CrowdDay = Static<typeof CrowdDaySchema>;

/** `GET /xapi/crowd-levels`. */
export const CrowdLevelsSchema = Type.Object({ Days: Type.Array(CrowdDaySchema) });
export type CrowdLevels = Static<typeof CrowdLevelsSchema>;

/** One day of `GET /xapi/products/{IdProduct}/availability?Month=YYYY-MM&Currency=`. */
export const AvailabilityDaySchema = Type.Object({
  /** ISO `YYYY-MM-DD`. */
  Date: Type.String(),
  Available: Type.Boolean(),
  /** Seats left; null when the product has no daily capacity. */
  Remaining: NullableNumber,
  /** Per adult, discount included; null when it cannot be priced ('Price unavailable'). */
  AdultPrice: NullableNumber,
  ChildPrice: NullableNumber,
  /** The advance-purchase discount applied that day (0, 10 or 15). */
  DiscountPercent: Type.Number(),
  /**
   * How full the product's park is that day (issue 21 §3, the same level as `GET /xapi/crowd-levels`);
   * absent when park-api does not know it (a product without a park that has an admission).
   */
  CrowdLevel: Type.Optional(CrowdLevelSchema),
});
export type AvailabilityDay = Static<typeof AvailabilityDaySchema>;

export const ProductAvailabilitySchema = Type.Object({
  IdProduct: Type.Number(),
  /** `YYYY-MM`. */
  Month: Type.String(),
  Currency: CurrencyCodeSchema,
  /** `HH:MM` departure times; empty when the product has no schedule. */
  Schedules: Type.Array(Type.String()),
  Days: Type.Array(AvailabilityDaySchema),
});
export type ProductAvailability = Static<typeof ProductAvailabilitySchema>;

/**
 * SPEC §3 'Complement product': a sister-park admission offered in the cart, upgradable to a tour.
 * Prices are per adult, in `currency` (the cart's), priced by park-api for the visit date asked for.
 */
export const ComplementProductSchema = Type.Object({
  id: Type.Number(),
  idUpgrade: NullableNumber,
  name: Type.String(),
  nameUpgrade: NullableString,
  businessUnit: NullableString,
  code: Type.String(),
  /** The admission's price per adult; never null: a complement park-api cannot price is not offered. */
  price: Type.Number(),
  /** The tour upgrade's price per adult; null when the complement has no upgrade. */
  priceUpgrade: NullableNumber,
  currency: CurrencyCodeSchema,
  /** The park's illustration: `src`, and the responsive WebP variants when there are some. */
  img: Type.Object({ src: Type.String(), srcSet: Type.Optional(Type.String()) }),
  infoDetails: Type.Object({
    titleDescription: Type.String(),
    subtitleDescription: Type.String(),
    /**
     * HTML from the catalog, sanitized by the API where the catalog is read (p br strong b em i u small
     * span ul ol li, and a with an absolute http(s) href only): rendered by the site as it is.
     */
    textDescription: Type.String(),
  }),
  hasBeenAdded: Type.Boolean(),
});
export type ComplementProduct = Static<typeof ComplementProductSchema>;
export const ComplementProductListSchema = Type.Array(ComplementProductSchema);
