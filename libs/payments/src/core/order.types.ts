import type { CartLine, CurrencyCode } from '@parks/contracts';

/** How an order was paid; 'coupon' only when a coupon covers the whole total. */
export type PaymentMethodKind = 'card' | 'bank-transfer' | 'cash-deposit' | 'coupon' | 'wallet';

/** SPEC §3: PP, an online wallet (MXN); AP, a wallet of an Asian online payments provider. */
export type WalletCode = 'PP' | 'AP';

/** Body of POST /xapi/payments (park-api). Card data lives in it only for the length of the call. */
export interface PaymentRequest {
  SessionId: string;
  Method: PaymentMethodKind;
  Wallet?: WalletCode;
  Card?: { Number: string; Cvv: string; ExpiryMonth: number; ExpiryYear: number; Holder: string };
  Months?: number;
  IdBank?: number;
  Contact?: { Phone: string; Country: string };
  Visitors: OrderVisitor[];
}

export interface OrderVisitor {
  FirstName: string;
  LastName: string;
  Email: string;
}

/** A cart line as bought: one e-ticket code per person admitted. */
export interface OrderLine extends CartLine {
  ETickets: string[];
}

/** The order of POST /xapi/payments (201) and GET /xapi/orders/:IdOrder. */
export interface Order {
  IdOrder: string;
  /** The short booking reference (issue 20), e.g. `XS-7K3Q9P2M`; absent from answers made before it. */
  Reference?: string;
  /**
   * paid; pending while a bank transfer / cash deposit is awaited (no e-tickets yet); expired when it was
   * not paid within 72 hours; cancelled. ('failed' is never sent by park-api; kept for older answers.)
   */
  Status: 'paid' | 'pending' | 'expired' | 'cancelled' | 'failed';
  Currency: CurrencyCode;
  Total: number;
  TotalUSD: number;
  CouponCode: string | null;
  Lines: OrderLine[];
  Visitors: OrderVisitor[];
  Payment: {
    Method: PaymentMethodKind;
    CardNetwork: string | null;
    CardLast4: string | null;
    Wallet?: WalletCode | null;
    Months: number | null;
    /** The bank-transfer / cash-deposit reference. */
    Reference: string | null;
    /** ISO instant by which a bank transfer / cash deposit must be paid (72 h after booking). */
    ExpiresAt: string | null;
  };
}

export interface OrderResponse {
  Order: Order;
}

/** SPEC §3 'Currency', as GET /xapi/currencies answers it. */
export interface CurrencyOption {
  id: number;
  name: string;
  iso_code: CurrencyCode;
  symbol: string;
  flag: string;
}
