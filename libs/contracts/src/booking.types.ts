/**
 * The booking widgets' reads and quotes of the cart API host (park-api `/xapi/pickup-locations`,
 * `/xapi/add-ons`, `/xapi/package-quote`, `/xapi/hotels/{IdProduct}/rates`) as TypeBox schemas, types derived.
 */
import { Type, type Static } from 'typebox';
import {
  CartPassengersSchema,
  CurrencyCodeSchema,
  IsoDateSchema,
  ProductIdSchema,
  ScheduleSchema,
} from './cart.types';

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** An entry of `GET /xapi/pickup-locations`. */
export const PickupLocationSchema = Type.Object({
  /** The transportation add-on's `From`. */
  Id: Type.String(),
  Name: Type.String(),
});
export type PickupLocation = Static<typeof PickupLocationSchema>;
export const PickupLocationListSchema = Type.Array(PickupLocationSchema);

/** The kinds of booking add-on (SPEC §3 'Booking add-ons'). */
export const AddOnKindSchema = Type.Union([
  Type.Literal('transport'),
  Type.Literal('food'),
  Type.Literal('photo'),
  /** The weather guarantee (issue 20 §3): per visitor, not refundable. */
  Type.Literal('weather'),
]);
export type AddOnKind = Static<typeof AddOnKindSchema>;

/** An entry of `GET /xapi/add-ons?Language=&Currency=`. */
export const AddOnOfferSchema = Type.Object({
  IdProduct: Type.Number(),
  /** An `AddOnKind`; a kind this client does not know yet is still an add-on. */
  Kind: Type.String(),
  Name: Type.String(),
  /** Per unit in the asked currency; null when it cannot be priced. */
  UnitPrice: NullableNumber,
  /** How many visitors one unit covers (the photo pass covers up to 10). */
  CoversPeople: Type.Number(),
  /** Transportation needs a pick-up location (`From`). */
  RequiresFrom: Type.Boolean(),
  /** False for the weather guarantee (SPEC §9): whoever offers it says so. Absent in older answers: refundable. */
  Refundable: Type.Optional(Type.Boolean()),
});
export type AddOnOffer = Static<typeof AddOnOfferSchema>;
export const AddOnOfferListSchema = Type.Array(AddOnOfferSchema);

/** The body of `POST /xapi/package-quote`. */
export const PackageQuoteRequestSchema = Type.Object(
  {
    Currency: CurrencyCodeSchema,
    Passengers: CartPassengersSchema,
    // One more than the limit is accepted so that a sixth piece answers the SPEC §8 message (PACKAGE_LIMIT),
    // not a schema error.
    Items: Type.Array(
      Type.Object(
        { IdProduct: ProductIdSchema, VisitDate: IsoDateSchema, Schedule: Type.Optional(ScheduleSchema) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 6 },
    ),
  },
  { additionalProperties: false },
);
export type PackageQuoteRequest = Static<typeof PackageQuoteRequestSchema>;

export const PackageQuoteLineSchema = Type.Object({
  IdProduct: Type.Number(),
  Name: Type.String(),
  VisitDate: Type.String(),
  Schedule: Type.Union([Type.String(), Type.Null()]),
  /** Before the package discount. */
  Subtotal: Type.Number(),
  DiscountPercent: Type.Number(),
  Amount: Type.Number(),
});
export type PackageQuoteLine = Static<typeof PackageQuoteLineSchema>;

/** The answer of `POST /xapi/package-quote`: the package priced as the cart will price it. */
export const PackageQuoteSchema = Type.Object({
  Currency: CurrencyCodeSchema,
  Lines: Type.Array(PackageQuoteLineSchema),
  Subtotal: Type.Number(),
  Discount: Type.Number(),
  Total: Type.Number(),
});
export type PackageQuote = Static<typeof PackageQuoteSchema>;

/** A night of `GET /xapi/hotels/{IdProduct}/rates`. */
export const HotelNightSchema = Type.Object({
  Date: Type.String(),
  Available: Type.Boolean(),
  /** Per room, without the promotional code. */
  BaseRate: NullableNumber,
  /** Per room, the code's discount included. */
  Rate: NullableNumber,
});
export type HotelNight = Static<typeof HotelNightSchema>;

/** The answer of `GET /xapi/hotels/{IdProduct}/rates?Month=&Currency=&Language=&PromoCode=`. */
export const HotelRatesSchema = Type.Object({
  IdProduct: Type.Number(),
  Month: Type.String(),
  Currency: CurrencyCodeSchema,
  PromoCode: Type.Union([Type.String(), Type.Null()]),
  PercentOff: Type.Number(),
  Nights: Type.Array(HotelNightSchema),
});
export type HotelRates = Static<typeof HotelRatesSchema>;
