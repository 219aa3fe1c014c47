/**
 * The cart API's wire format (SPEC §7 "Cart API") as TypeBox schemas: park-api validates requests and
 * documents its answers with them (OpenAPI), the clients check answers with checkers compiled from them
 * (`checks/`, one module per checker), and the types are derived from them. Field names are the API's own (PascalCase).
 */
import { Type, type Static, type TLiteral } from 'typebox';
import { CURRENCY_CODES } from './currency-codes';

/**
 * One literal schema per code, typed as the tuple it is (`map` types an array, whose union TypeBox reads as
 * `never`); the cast restates what `map` built.
 */
type LiteralTuple<Values extends readonly string[]> = {
  -readonly [Index in keyof Values]: TLiteral<Values[Index]>;
};
const currencyLiterals = (options?: { description: string }) =>
  Type.Union(
    CURRENCY_CODES.map((code) => Type.Literal(code)) as unknown as LiteralTuple<typeof CURRENCY_CODES>,
    options,
  );

export const CurrencyCodeSchema = currencyLiterals();

export const CartLanguageSchema = Type.Union([Type.Literal('ES'), Type.Literal('EN'), Type.Literal('PT')]);
/** Upper-cased language code, as the cart API's `Language` query parameter takes it. */
export type CartLanguage = Static<typeof CartLanguageSchema>;

/** A client-made cart session id (8–128 of A–Z, a–z, 0–9, `_`, `-`). */
export const SessionIdSchema = Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
export const IsoDateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
export const ProductIdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const ScheduleSchema = Type.Union([Type.String({ pattern: '^\\d{2}:\\d{2}$' }), Type.Null()]);
export const PackageGroupSchema = Type.Union([
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  Type.Null(),
]);

/** Query of `GET /xapi/shopping-cart`. */
export const ShoppingCartQuerySchema = Type.Object({
  Language: CartLanguageSchema,
  SessionId: SessionIdSchema,
  Mobile: Type.Boolean(),
  IncludeAmountsUSD: Type.Boolean(),
});
export type ShoppingCartQuery = Static<typeof ShoppingCartQuerySchema>;

/** At most 30 people per line; at least one paying visitor is checked in the service. */
const PassengerCount = Type.Integer({ minimum: 0, maximum: 30 });
/** Passenger counts of a cart line. */
export const CartPassengersSchema = Type.Object(
  { Adults: PassengerCount, Children: PassengerCount, Infants: PassengerCount },
  { additionalProperties: false },
);
export type CartPassengers = Static<typeof CartPassengersSchema>;

/** Stable codes of the cart rules (SPEC §8 "Booking"); the UI maps each to its message. */
export const CartErrorCodeSchema = Type.Union([
  Type.Literal('SCHEDULE_REQUIRED'),
  Type.Literal('SCHEDULE_INVALID'),
  Type.Literal('DUPLICATE_PRODUCT'),
  Type.Literal('PACKAGE_LIMIT'),
  Type.Literal('NO_AVAILABILITY'),
  Type.Literal('PRICE_UNAVAILABLE'),
  Type.Literal('DATE_PASSED'),
  Type.Literal('CART_NOT_FOUND'),
  /** Payment refused: a line's hold ended and its seats are gone (409). */
  Type.Literal('HOLD_EXPIRED'),
  /** A third 'keep my tickets' extension (409). */
  Type.Literal('HOLD_EXTENSIONS_USED'),
  /** Too many seats for one date in one cart (429, Retry-After). */
  Type.Literal('CART_DATE_SEAT_LIMIT'),
  /** Too many carts created from one client address in an hour (429, Retry-After). */
  Type.Literal('CLIENT_CART_LIMIT'),
  /** Too many seats held from one client address in an hour (429, Retry-After). */
  Type.Literal('CLIENT_SEAT_LIMIT'),
]);
export type CartErrorCode = Static<typeof CartErrorCodeSchema>;

export const CartLineAddOnSchema = Type.Object({
  IdProduct: Type.Number(),
  Name: Type.String(),
  /** Pick-up location id, for transportation. */
  From: Type.Optional(Type.String()),
});
export type CartLineAddOn = Static<typeof CartLineAddOnSchema>;

export const CartLineBreakdownItemSchema = Type.Object({
  Concept: Type.Union([
    Type.Literal('adult'),
    Type.Literal('child'),
    Type.Literal('infant'),
    Type.Literal('discount'),
    Type.Literal('addon'),
  ]),
  /** A discount row's reason: ADVANCE_7_20_DAYS, ADVANCE_21_DAYS, MULTI_PARK_3_PLUS or CHILD_5_11. */
  Label: Type.String(),
  Quantity: Type.Number(),
  UnitAmount: Type.Number(),
  Amount: Type.Number(),
  /** A discount row's percentage (each discount of a line has its own row). */
  Percent: Type.Optional(Type.Number()),
});
export type CartLineBreakdownItem = Static<typeof CartLineBreakdownItemSchema>;

/** One line of the cart. */
export const CartLineSchema = Type.Object({
  IdLine: Type.String(),
  IdProduct: Type.Number(),
  ProductCode: Type.String(),
  ProductName: Type.String(),
  /** Visit date, ISO `YYYY-MM-DD` (a hotel stay's check-in). */
  VisitDate: Type.String(),
  /** A hotel stay's check-out, ISO `YYYY-MM-DD`; absent on the other lines. */
  CheckOutDate: Type.Optional(Type.String()),
  /** The promotional code a hotel stay was priced with; absent on the other lines. */
  PromoCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  Schedule: Type.Union([Type.String(), Type.Null()]),
  Passengers: Type.Object({ Adults: Type.Number(), Children: Type.Number(), Infants: Type.Number() }),
  /** Line total in the cart's currency, in major units. */
  Amount: Type.Number(),
  AmountUSD: Type.Optional(Type.Number()),
  /** Lines sharing a group form one package (at most 5 products). */
  PackageGroup: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  AddOns: Type.Optional(Type.Array(CartLineAddOnSchema)),
  /** How the server priced the line (age bands, discount, add-ons), in the cart's currency. */
  Breakdown: Type.Optional(Type.Array(CartLineBreakdownItemSchema)),
  DiscountPercent: Type.Optional(Type.Number()),
  /** Set when the line can no longer be bought as is (then the cart has WithErrors). */
  ErrorCode: Type.Optional(Type.Union([CartErrorCodeSchema, Type.Null()])),
  /**
   * HELD: the line's seats are kept for the cart's hold. EXPIRED: the line's seats went back to the day; the line
   * stays in the cart (its price shown as before) with 'hold again' (`POST /xapi/shopping-cart/items/{IdLine}/hold`).
   */
  HoldStatus: Type.Optional(Type.Union([Type.Literal('HELD'), Type.Literal('EXPIRED')])),
});
export type CartLine = Static<typeof CartLineSchema>;

/** The hold of a cart's seats (issue 17 §1). */
export const CartHoldSchema = Type.Object({
  /** When the held seats of this cart go back to the day (ISO 8601 UTC, e.g. "2026-11-24T18:20:00.000Z"). */
  ExpiresAt: Type.String(),
  /** Server clock at the time of the answer (ISO 8601 UTC), so a client with a wrong clock still counts right. */
  Now: Type.String(),
  /** Seconds of one hold period (default 1200 = 20 min; env CART_HOLD_SECONDS). */
  PeriodSeconds: Type.Number(),
  /** How many more times 'keep my tickets' may extend the hold (starts at 2, 0 when used up). */
  ExtensionsLeft: Type.Number(),
});
export type CartHold = Static<typeof CartHoldSchema>;

/** The cart as `GET /xapi/shopping-cart` answers it. */
export const ShoppingCartSchema = Type.Object({
  IdCart: Type.String(),
  SessionId: Type.String(),
  Currency: CurrencyCodeSchema,
  ProductCount: Type.Number(),
  WithErrors: Type.Boolean(),
  Lines: Type.Array(CartLineSchema),
  /** Total in the cart's currency, in major units. */
  Total: Type.Number(),
  TotalUSD: Type.Optional(Type.Number()),
  /** Minor-unit digits of Currency (0 for JPY, CLP, KRW). */
  Decimals: Type.Optional(Type.Number()),
  CouponCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The coupon's discount in the cart's currency (already taken off Total). */
  CouponDiscount: Type.Optional(Type.Number()),
  /** The hold of the cart's seats; null/absent when the cart has no line. */
  Hold: Type.Optional(Type.Union([CartHoldSchema, Type.Null()])),
});
export type ShoppingCart = Static<typeof ShoppingCartSchema>;

/** The answer of every cart call that returns the cart. */
export const ShoppingCartResponseSchema = Type.Object({ Cart: ShoppingCartSchema });
export type ShoppingCartResponse = Static<typeof ShoppingCartResponseSchema>;

/** Body of `PUT /xapi/shopping-cart/currency`. */
export const ChangeCartCurrencyRequestSchema = Type.Object(
  { Currency: CurrencyCodeSchema, SessionId: SessionIdSchema },
  { additionalProperties: false },
);
export type ChangeCartCurrencyRequest = Static<typeof ChangeCartCurrencyRequestSchema>;

/** Body of `DELETE /xapi/shopping-cart`. */
export const DeleteCartRequestSchema = Type.Object(
  { IdCart: Type.String({ format: 'uuid' }), SessionId: SessionIdSchema },
  { additionalProperties: false },
);
export type DeleteCartRequest = Static<typeof DeleteCartRequestSchema>;

/** An add-on of a line as a request names it: the product and, for transportation, the pick-up place. */
export const CartAddOnInputSchema = Type.Object(
  { IdProduct: ProductIdSchema, From: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);

/** Body of `POST /xapi/shopping-cart/items`. Prices are never sent: the server computes them. */
export const AddCartItemRequestSchema = Type.Object(
  {
    SessionId: SessionIdSchema,
    IdProduct: ProductIdSchema,
    VisitDate: IsoDateSchema,
    Schedule: Type.Optional(ScheduleSchema),
    Passengers: CartPassengersSchema,
    AddOns: Type.Optional(Type.Array(CartAddOnInputSchema, { maxItems: 5 })),
    PackageGroup: Type.Optional(PackageGroupSchema),
    Currency: Type.Optional(
      currencyLiterals({
        description: 'The currency a cart created by this add starts in; an existing cart keeps its own',
      }),
    ),
  },
  { additionalProperties: false },
);
export type AddCartItemRequest = Static<typeof AddCartItemRequestSchema>;

/** Body of `POST /xapi/shopping-cart/hotel-stays`: one room, check-in to check-out. */
export const HotelStayRequestSchema = Type.Object(
  {
    SessionId: SessionIdSchema,
    IdProduct: ProductIdSchema,
    CheckIn: IsoDateSchema,
    CheckOut: IsoDateSchema,
    Guests: Type.Object(
      {
        Adults: Type.Integer({ minimum: 1, maximum: 4 }),
        Children: Type.Integer({ minimum: 0, maximum: 3 }),
      },
      { additionalProperties: false },
    ),
    PromoCode: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    /** The currency a cart created by this add starts in. */
    Currency: Type.Optional(CurrencyCodeSchema),
  },
  { additionalProperties: false },
);
export type HotelStayRequest = Static<typeof HotelStayRequestSchema>;

/** Body of `PUT /xapi/shopping-cart/items/{IdLine}`: what changes. */
export const UpdateCartItemRequestSchema = Type.Object(
  {
    SessionId: SessionIdSchema,
    VisitDate: Type.Optional(IsoDateSchema),
    Schedule: Type.Optional(ScheduleSchema),
    Passengers: Type.Optional(CartPassengersSchema),
    AddOns: Type.Optional(Type.Array(CartAddOnInputSchema, { maxItems: 5 })),
  },
  { additionalProperties: false },
);
export type UpdateCartItemRequest = Static<typeof UpdateCartItemRequestSchema>;

/** Body of `POST /xapi/shopping-cart/coupon`. */
export const ApplyCouponRequestSchema = Type.Object(
  {
    SessionId: SessionIdSchema,
    Code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  { additionalProperties: false },
);
export type ApplyCouponRequest = Static<typeof ApplyCouponRequestSchema>;

/**
 * Body of `POST /xapi/shopping-cart/hold` ('keep my tickets for another hold period', at most twice), of
 * `POST /xapi/shopping-cart/items/{IdLine}/hold` ('hold again' one EXPIRED line) and of the line's removal.
 */
export const CartHoldRequestSchema = Type.Object(
  { SessionId: SessionIdSchema },
  { additionalProperties: false },
);
export type CartHoldRequest = Static<typeof CartHoldRequestSchema>;

/** Every error answer of park-api: a stable code the UI maps to a message, and a developer message. */
export const ApiErrorSchema = Type.Object({ code: Type.String(), message: Type.String() });
export type ApiError = Static<typeof ApiErrorSchema>;
