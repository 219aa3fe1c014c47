import type { CurrencyCode } from '@parks/contracts';
import type { PaymentRequest } from './order.types';

/**
 * The wire types of "manage my booking" (issue 20), as park-api answers them under /xapi/bookings
 * (/work/prompts/s4/contract-20.md between park-api and the site).
 */

/** A visitor band of a booking line (SPEC §9 'Passengers and ages'). */
export type VisitorBand = 'adult' | 'child' | 'infant' | (string & {});

export type TicketStatus = 'valid' | 'void' | 'used';

export interface BookingTicket {
  /** What the QR code encodes, read at the gate. */
  Code: string;
  /** The short code the gate types when a QR code can't be read. */
  ShortCode: string;
  Band: VisitorBand;
  Date: string;
  Status: TicketStatus;
}

export type ChangeDateRefusal =
  | 'DAY_OF_VISIT'
  | 'LESS_THAN_24H'
  | 'USED'
  | 'COUPON_EXPIRED'
  | 'NOT_PAID'
  /** A hotel stay: its dates are not changed here. */
  | 'NOT_CHANGEABLE';
export type ClaimRefusal = 'NOT_BOUGHT' | 'ALREADY_CLAIMED' | 'LESS_THAN_24H' | 'USED' | 'COUPON_EXPIRED';

/** What park-api still allows on a line, until when (an ISO instant), or why not. */
export interface LineAllowance<Reason extends string> {
  Allowed: boolean;
  Until: string | null;
  Reason: Reason | null;
}

export interface BookingLine {
  IdLine: string;
  ProductId: number;
  Name: string;
  /** The visit date, `YYYY-MM-DD`, in the park's time zone. */
  Date: string;
  Visitors: { Band: VisitorBand; Count: number }[];
  Status: TicketStatus;
  WeatherGuarantee: 'none' | 'bought' | 'claimed';
  Tickets: BookingTicket[];
  ChangeDate: LineAllowance<ChangeDateRefusal>;
  ClaimGuarantee: LineAllowance<ClaimRefusal>;
}

export interface BookingChange {
  At: string;
  IdLine: string;
  Kind: 'date-change' | 'weather-guarantee';
  From: string;
  To: string;
  Difference: { Amount: number; Currency: CurrencyCode };
}

export interface Booking {
  IdOrder: string;
  /** The short booking reference (e.g. `XS-7K3Q9P2M`), shown to the visitor and accepted by the lookup. */
  Reference: string;
  Status: string;
  Currency: CurrencyCode;
  Total: number;
  PurchasedAt: string;
  /** SPEC §9: a coupon is valid for one year from purchase. */
  CouponValidUntil: string;
  /** The park's IANA time zone: every "until when" is shown in it. */
  TimeZone: string;
  Park: { Name: string; Address: string; Opens: string; Closes: string };
  Lines: BookingLine[];
  Changes: BookingChange[];
}

/** POST /xapi/bookings/lookup */
export interface BookingLookupRequest {
  Order: string;
  Email: string;
}

export interface BookingLookupResponse {
  Access: string;
  Booking: Booking;
}

/** POST /xapi/bookings/:IdOrder/lines/:IdLine/date-quote */
export interface DateQuote {
  Date: string;
  Available: boolean;
  /** What is left to pay (≥ 0); a cheaper date costs 0 and refunds nothing. */
  Difference: { Amount: number; Currency: CurrencyCode };
  Refund: 0;
}

/**
 * The payment of a dearer date: a card or a wallet, as POST /xapi/payments takes them, without the cart
 * and the visitors (contract-20-changes §5: no bank transfer, no coupon).
 */
export type DateChangePayment = Pick<PaymentRequest, 'Card' | 'Wallet' | 'Months' | 'IdBank'> & {
  Method: 'card' | 'wallet';
};

/** POST /xapi/bookings/:IdOrder/lines/:IdLine/date-change */
export interface DateChangeRequest {
  Date: string;
  Payment?: DateChangePayment;
}

/** The error codes of the booking calls (`{ Code, Message }`, the message in the visitor's language). */
export type BookingErrorCode =
  | 'BOOKING_NOT_FOUND'
  | 'TOO_MANY_LOOKUPS'
  | 'DATE_CHANGE_CLOSED'
  | 'NO_AVAILABILITY'
  | 'PAYMENT_REQUIRED'
  | 'GUARANTEE_NOT_BOUGHT'
  | 'GUARANTEE_ALREADY_CLAIMED'
  | 'CLAIM_CLOSED'
  | 'SAME_DATE'
  | 'DATE_OUTSIDE_COUPON_YEAR'
  | 'CARD_DECLINED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | (string & {});

/** A refusal of one of the booking calls, as the page's action hands it back to the form that caused it. */
export interface BookingFormError {
  /** park-api's `Code` (e.g. BOOKING_NOT_FOUND), or the site's own (INVALID_DATE). */
  code: string;
  /** park-api's `Message`, already in the visitor's language: shown when the site has no text of its own. */
  message?: string;
  /** Seconds from `Retry-After` (TOO_MANY_LOOKUPS). */
  retryAfterSeconds?: number;
  /** Why a change or a claim is closed (DATE_CHANGE_CLOSED, CLAIM_CLOSED): a `ChangeDateRefusal` or `ClaimRefusal`. */
  reason?: string;
}
