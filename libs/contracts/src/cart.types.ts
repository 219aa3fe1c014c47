/**
 * The cart API's wire format (SPEC §7 "Cart API"). Field names are the API's own
 * (PascalCase), so clients and park-api share one definition.
 */

/** ISO 4217 code of one of the 17 supported currencies. */
export type CurrencyCode =
  | 'USD'
  | 'MXN'
  | 'EUR'
  | 'GBP'
  | 'CAD'
  | 'COP'
  | 'CLP'
  | 'UYU'
  | 'RUB'
  | 'CNY'
  | 'KRW'
  | 'GTQ'
  | 'PEN'
  | 'CRC'
  | 'AUD'
  | 'JPY'
  | 'ARS';

/** Upper-cased language code, as the cart API's `Language` query parameter takes it. */
export type CartLanguage = 'ES' | 'EN' | 'PT';

/** Query of `GET /xapi/shopping-cart`. */
export interface ShoppingCartQuery {
  Language: CartLanguage;
  SessionId: string;
  Mobile: boolean;
  IncludeAmountsUSD: boolean;
}

/** Passenger counts of a cart line. */
export interface CartPassengers {
  Adults: number;
  Children: number;
  Infants: number;
}

/** One line of the cart. */
export interface CartLine {
  IdLine: string;
  IdProduct: number;
  ProductCode: string;
  ProductName: string;
  /** Visit date, ISO `YYYY-MM-DD`. */
  VisitDate: string;
  Schedule: string | null;
  Passengers: CartPassengers;
  /** Line total in the cart's currency, in major units. */
  Amount: number;
  AmountUSD?: number;
  /** Lines sharing a group form one package (at most 5 products). */
  PackageGroup?: string | null;
  AddOns?: CartLineAddOn[];
  /** How the server priced the line (age bands, discount, add-ons), in the cart's currency. */
  Breakdown?: CartLineBreakdownItem[];
  DiscountPercent?: number;
  /** Set when the line can no longer be bought as is (then the cart has WithErrors). */
  ErrorCode?: CartErrorCode | null;
  /**
   * HELD: the line's seats are kept for the cart's hold. EXPIRED: the line's seats went back to the day; the line
   * stays in the cart (its price shown as before) with 'hold again' (`POST /xapi/shopping-cart/items/{IdLine}/hold`).
   */
  HoldStatus?: 'HELD' | 'EXPIRED';
}

/** The hold of a cart's seats (issue 17 §1). */
export interface CartHold {
  /** When the held seats of this cart go back to the day (ISO 8601 UTC, e.g. "2026-11-24T18:20:00.000Z"). */
  ExpiresAt: string;
  /** Server clock at the time of the answer (ISO 8601 UTC), so a client with a wrong clock still counts right. */
  Now: string;
  /** Seconds of one hold period (default 1200 = 20 min; env CART_HOLD_SECONDS). */
  PeriodSeconds: number;
  /** How many more times 'keep my tickets' may extend the hold (starts at 2, 0 when used up). */
  ExtensionsLeft: number;
}

export interface CartLineAddOn {
  IdProduct: number;
  Name: string;
  /** Pick-up location id, for transportation. */
  From?: string;
}

export interface CartLineBreakdownItem {
  Concept: 'adult' | 'child' | 'infant' | 'discount' | 'addon';
  /** A discount row's reason: ADVANCE_7_20_DAYS, ADVANCE_21_DAYS, MULTI_PARK_3_PLUS or CHILD_5_11. */
  Label: string;
  Quantity: number;
  UnitAmount: number;
  Amount: number;
  /** A discount row's percentage (each discount of a line has its own row). */
  Percent?: number;
}

/** The cart as `GET /xapi/shopping-cart` answers it. */
export interface ShoppingCart {
  IdCart: string;
  SessionId: string;
  Currency: CurrencyCode;
  ProductCount: number;
  WithErrors: boolean;
  Lines: CartLine[];
  /** Total in the cart's currency, in major units. */
  Total: number;
  TotalUSD?: number;
  /** Minor-unit digits of Currency (0 for JPY, CLP, KRW). */
  Decimals?: number;
  CouponCode?: string | null;
  /** The coupon's discount in the cart's currency (already taken off Total). */
  CouponDiscount?: number;
  /** The hold of the cart's seats; null/absent when the cart has no line. */
  Hold?: CartHold | null;
}

export interface ShoppingCartResponse {
  Cart: ShoppingCart;
}

/** Body of `PUT /xapi/shopping-cart/currency`. */
export interface ChangeCartCurrencyRequest {
  Currency: CurrencyCode;
  SessionId: string;
}

/** Body of `DELETE /xapi/shopping-cart`. */
export interface DeleteCartRequest {
  IdCart: string;
  SessionId: string;
}

/** Body of `POST /xapi/shopping-cart/items`. Prices are never sent: the server computes them. */
export interface AddCartItemRequest {
  SessionId: string;
  IdProduct: number;
  VisitDate: string;
  Schedule?: string | null;
  Passengers: CartPassengers;
  AddOns?: { IdProduct: number; From?: string }[];
  PackageGroup?: string | null;
}

/** Body of `PUT /xapi/shopping-cart/items/{IdLine}`: what changes. */
export interface UpdateCartItemRequest {
  SessionId: string;
  VisitDate?: string;
  Schedule?: string | null;
  Passengers?: CartPassengers;
  AddOns?: { IdProduct: number; From?: string }[];
}

/** Body of `POST /xapi/shopping-cart/coupon`. */
export interface ApplyCouponRequest {
  SessionId: string;
  Code: string;
}

/**
 * Body of `POST /xapi/shopping-cart/hold` ('keep my tickets for another hold period', at most twice) and of
 * `POST /xapi/shopping-cart/items/{IdLine}/hold` ('hold again' one EXPIRED line).
 */
export interface CartHoldRequest {
  SessionId: string;
}

/** Stable codes of the cart rules (SPEC §8 "Booking"); the UI maps each to its message. */
export type CartErrorCode =
  | 'SCHEDULE_REQUIRED'
  | 'SCHEDULE_INVALID'
  | 'DUPLICATE_PRODUCT'
  | 'PACKAGE_LIMIT'
  | 'NO_AVAILABILITY'
  | 'PRICE_UNAVAILABLE'
  | 'DATE_PASSED'
  | 'CART_NOT_FOUND'
  /** Payment refused: a line's hold ended and its seats are gone (409). */
  | 'HOLD_EXPIRED'
  /** A third 'keep my tickets' extension (409). */
  | 'HOLD_EXTENSIONS_USED'
  /** Too many seats for one date in one cart (429, Retry-After). */
  | 'CART_DATE_SEAT_LIMIT'
  /** Too many carts created from one client address in an hour (429, Retry-After). */
  | 'CLIENT_CART_LIMIT'
  /** Too many seats held from one client address in an hour (429, Retry-After). */
  | 'CLIENT_SEAT_LIMIT';

/** Every error answer of park-api: a stable code the UI maps to a message, and a developer message. */
export interface ApiError {
  code: string;
  message: string;
}
