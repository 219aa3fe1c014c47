/**
 * Every error answer is `{ code, message }` (ApiError in @parks/contracts). The codes are stable: the
 * site maps them to the messages of SPEC §8.
 */
export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  SITE_CODE_INVALID: 400,
  PREFIX_PROJECT_REQUIRED: 400,
  HOST_NAME_PATH_REQUIRED: 400,
  HOST_NAME_PATH_INVALID: 400,
  UNAUTHORIZED: 401,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  NOT_FOUND: 404,
  DATA_STORE_NOT_FOUND: 404,
  ENGINE_NOT_FOUND: 404,
  ATTRIBUTION_TOKEN_INVALID: 400,
  REPORT_TOO_LARGE: 413,
  CART_NOT_FOUND: 404,
  LINE_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  PRODUCT_NOT_SOLD_ALONE: 422,
  SCHEDULE_REQUIRED: 422,
  SCHEDULE_INVALID: 422,
  ADDON_INVALID: 422,
  PICKUP_LOCATION_REQUIRED: 422,
  PASSENGERS_REQUIRED: 422,
  DUPLICATE_PRODUCT: 409,
  PACKAGE_LIMIT: 422,
  NO_AVAILABILITY: 409,
  PRICE_UNAVAILABLE: 422,
  CURRENCY_UNSUPPORTED: 422,
  PROMO_CODE_INVALID: 422,
  COUPON_NOT_FOUND: 404,
  COUPON_EXPIRED: 422,
  COUPON_REDEEMED: 409,
  CART_EMPTY: 422,
  CART_HAS_ERRORS: 422,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYMENT_METHOD_UNAVAILABLE: 422,
  CARD_INVALID: 422,
  CARD_DECLINED: 402,
  PAYMENT_RETRYABLE: 503,
  MONTHS_UNAVAILABLE: 422,
  COUPON_DOES_NOT_COVER: 422,
  NOTHING_TO_CHARGE: 422,
  ORDER_NOT_FOUND: 404,
  /** A bank notification without a valid signature. */
  SIGNATURE_INVALID: 401,
  /** The order is no longer payable (expired or cancelled). */
  ORDER_NOT_PAYABLE: 409,
  /** A bank notification whose amount or currency is not the order's. */
  AMOUNT_MISMATCH: 422,
  /** Payment refused: a line's hold ended and its seats are gone (issue 17 §1). */
  HOLD_EXPIRED: 409,
  /** A third 'keep my tickets' extension. */
  HOLD_EXTENSIONS_USED: 409,
  /** Issue 17 §3 limits, each with Retry-After. */
  CART_DATE_SEAT_LIMIT: 429,
  CLIENT_CART_LIMIT: 429,
  CLIENT_SEAT_LIMIT: 429,
  /** Issue 20: find my booking, change the date, the weather guarantee, e-tickets. */
  BOOKING_NOT_FOUND: 404,
  TOO_MANY_LOOKUPS: 429,
  /** With `Reason`: DAY_OF_VISIT | LESS_THAN_24H | USED | COUPON_EXPIRED | NOT_PAID | NOT_CHANGEABLE. */
  DATE_CHANGE_CLOSED: 409,
  PAYMENT_REQUIRED: 402,
  GUARANTEE_NOT_BOUGHT: 409,
  GUARANTEE_ALREADY_CLAIMED: 409,
  /** With `Reason`: LESS_THAN_24H | USED | COUPON_EXPIRED. */
  CLAIM_CLOSED: 409,
  SAME_DATE: 422,
  DATE_OUTSIDE_COUPON_YEAR: 422,
  TICKET_NOT_FOUND: 404,
  /** The gate: a void or already used e-ticket. */
  TICKET_NOT_VALID: 409,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class ApiHttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent as Retry-After (a 429 of the per-visitor limits). */
    readonly retryAfterSeconds?: number,
    /** More fields of the answer beside code and message (a refusal's `Reason`). */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = ERROR_CODES[code];
  }
}
