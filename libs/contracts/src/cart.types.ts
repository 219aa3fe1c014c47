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

/** Stable codes of the cart rules (SPEC §8 "Booking"); the UI maps each to its message. */
export type CartErrorCode =
  | 'SCHEDULE_REQUIRED'
  | 'SCHEDULE_INVALID'
  | 'DUPLICATE_PRODUCT'
  | 'PACKAGE_LIMIT'
  | 'NO_AVAILABILITY'
  | 'PRICE_UNAVAILABLE'
  | 'DATE_PASSED'
  | 'CART_NOT_FOUND';

/** Every error answer of park-api: a stable code the UI maps to a message, and a developer message. */
export interface ApiError {
  code: string;
  message: string;
}
