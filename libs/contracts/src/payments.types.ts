/**
 * The payment calls of the cart API (park-api `POST /xapi/payments`, `GET /xapi/orders/{IdOrder}`,
 * `GET /xapi/payment-methods`, `GET /xapi/banks`, `GET /xapi/currencies`) as TypeBox schemas, types derived.
 */
import { Type, type Static } from 'typebox';
import { CartLineSchema, CurrencyCodeSchema, SessionIdSchema } from './cart.types';

/** How an order was paid; 'coupon' only when a coupon covers the whole total. */
export const PaymentMethodKindSchema = Type.Union([
  Type.Literal('card'),
  Type.Literal('bank-transfer'),
  Type.Literal('cash-deposit'),
  Type.Literal('coupon'),
  Type.Literal('wallet'),
]);
export type PaymentMethodKind = Static<typeof PaymentMethodKindSchema>;

/** SPEC §3: PP, an online wallet (MXN); AP, a wallet of an Asian online payments provider. */
export const WalletCodeSchema = Type.Union([Type.Literal('PP'), Type.Literal('AP')]);
export type WalletCode = Static<typeof WalletCodeSchema>;

const PersonName = Type.String({ minLength: 1, maxLength: 80 });

export const OrderVisitorSchema = Type.Object(
  { FirstName: PersonName, LastName: PersonName, Email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);
export type OrderVisitor = Static<typeof OrderVisitorSchema>;

/** A card as the sandbox gateway takes it: the checkout's, and a booking's dearer date change's (issue 20). */
export const CardSchema = Type.Object(
  {
    Number: Type.String({ pattern: '^\\d{12,19}$' }),
    Cvv: Type.String({ pattern: '^\\d{3,4}$' }),
    ExpiryMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    ExpiryYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
    Holder: PersonName,
  },
  { additionalProperties: false },
);
export type Card = Static<typeof CardSchema>;

/** Body of `POST /xapi/payments`. Card data lives in it only for the length of the call. */
export const PaymentRequestSchema = Type.Object(
  {
    SessionId: SessionIdSchema,
    Method: PaymentMethodKindSchema,
    /** The wallet of a 'wallet' payment. */
    Wallet: Type.Optional(WalletCodeSchema),
    Card: Type.Optional(CardSchema),
    Months: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })),
    IdBank: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    /** The buyer's phone and country (ISO 3166-1 alpha-2), kept with the order for customer service. */
    Contact: Type.Optional(
      Type.Object(
        {
          Phone: Type.String({ pattern: '^\\+?[0-9 ()-]{7,20}$' }),
          Country: Type.String({ pattern: '^[A-Z]{2}$' }),
        },
        { additionalProperties: false },
      ),
    ),
    Visitors: Type.Array(OrderVisitorSchema, { minItems: 1, maxItems: 30 }),
  },
  { additionalProperties: false },
);
export type PaymentRequest = Static<typeof PaymentRequestSchema>;

/** A cart line as bought: one e-ticket code per person admitted. */
export const OrderLineSchema = Type.Object({
  ...CartLineSchema.properties,
  ETickets: Type.Array(Type.String()),
});
export type OrderLine = Static<typeof OrderLineSchema>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The order of `POST /xapi/payments` (201) and `GET /xapi/orders/{IdOrder}`. */
export const OrderSchema = Type.Object({
  IdOrder: Type.String(),
  /** The short booking reference (issue 20), e.g. `XS-7K3Q9P2M`; absent from answers made before it. */
  Reference: Type.Optional(Type.String()),
  /**
   * paid; pending while a bank transfer / cash deposit is awaited (no e-tickets yet); expired when it was
   * not paid within 72 hours; cancelled. ('failed' is never sent by park-api; kept for older answers.)
   */
  Status: Type.Union([
    Type.Literal('paid'),
    Type.Literal('pending'),
    Type.Literal('expired'),
    Type.Literal('cancelled'),
    Type.Literal('failed'),
  ]),
  Currency: CurrencyCodeSchema,
  Total: Type.Number(),
  TotalUSD: Type.Number(),
  CouponCode: NullableString,
  Lines: Type.Array(OrderLineSchema),
  Visitors: Type.Array(
    Type.Object({ FirstName: Type.String(), LastName: Type.String(), Email: Type.String() }),
  ),
  Payment: Type.Object({
    Method: PaymentMethodKindSchema,
    CardNetwork: NullableString,
    CardLast4: NullableString,
    Wallet: Type.Optional(Type.Union([WalletCodeSchema, Type.Null()])),
    Months: Type.Union([Type.Number(), Type.Null()]),
    /** The bank-transfer / cash-deposit reference. */
    Reference: NullableString,
    /** ISO instant by which a bank transfer / cash deposit must be paid (72 h after booking). */
    ExpiresAt: NullableString,
  }),
});
export type Order = Static<typeof OrderSchema>;

export const OrderResponseSchema = Type.Object({ Order: OrderSchema });
export type OrderResponse = Static<typeof OrderResponseSchema>;

/** SPEC §3 'Payment method': as `GET /xapi/payment-methods` answers it. */
export const PaymentMethodSchema = Type.Object({
  id: Type.Number(),
  api_code: Type.String(),
  name: Type.String(),
});
export type PaymentMethod = Static<typeof PaymentMethodSchema>;
export const PaymentMethodListSchema = Type.Array(PaymentMethodSchema);

/** SPEC §3 'Bank (financing option)', with the plan's months as numbers. */
export const BankSchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  /** The bank's logo. */
  src: Type.String(),
  /** The months-without-interest plan, as the bank words it. */
  description: Type.String(),
  months: Type.Array(Type.Number()),
});
export type Bank = Static<typeof BankSchema>;
export const BankListSchema = Type.Array(BankSchema);

/** SPEC §3 'Currency', as `GET /xapi/currencies` answers it. */
export const CurrencyOptionSchema = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  iso_code: CurrencyCodeSchema,
  symbol: Type.String(),
  flag: Type.String(),
});
export type CurrencyOption = Static<typeof CurrencyOptionSchema>;
export const CurrencyOptionListSchema = Type.Array(CurrencyOptionSchema);
