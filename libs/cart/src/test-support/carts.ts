import type { AddOnOffer, CartLine, ShoppingCart } from '@parks/contracts';

/** A cart line with the given visitors, for stories and specs. */
export function cartLine(adults: number, children: number, amount = 1200): CartLine {
  return {
    IdLine: `line-${adults}-${children}-${amount}`,
    IdProduct: 101,
    ProductCode: 'XS-ADM',
    ProductName: 'Admission',
    VisitDate: '2026-12-05',
    Schedule: '09:00',
    Passengers: { Adults: adults, Children: children, Infants: 0 },
    Amount: amount,
  };
}

/** A cart of these lines, priced in MXN unless told. */
export function cartOf(lines: CartLine[], overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  return {
    IdCart: '7b0c2f8e-3d4a-4c55-9d1e-2f6a8b9c0d1e',
    SessionId: 'session-123',
    Currency: 'MXN',
    ProductCount: lines.length,
    WithErrors: false,
    Lines: lines,
    Total: lines.reduce((sum, line) => sum + line.Amount, 0),
    ...overrides,
  };
}

/** The preloaded state that puts a cart in the site slice. */
export const withCart = (cart: ShoppingCart | null) => ({ site: { shopping: cart } });

/** The Sensoria admission for two adults and a child, 10 % advance discount, transport and photo pass. */
export function admissionLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    IdLine: '0d7c4a6e-1111-4c55-9d1e-2f6a8b9c0d01',
    IdProduct: 100,
    ProductCode: 'XS-ADM',
    ProductName: 'Admisión Parque Sensoria',
    VisitDate: '2026-12-05',
    Schedule: null,
    Passengers: { Adults: 2, Children: 1, Infants: 1 },
    AddOns: [
      { IdProduct: 200, Name: 'Transportación', From: 'cancun-hotel-zone' },
      { IdProduct: 202, Name: 'Photo pass' },
    ],
    Breakdown: [
      { Concept: 'adult', Label: 'Adults (12+)', Quantity: 2, UnitAmount: 1602, Amount: 3204 },
      { Concept: 'child', Label: 'Children (5-11)', Quantity: 1, UnitAmount: 1602, Amount: 1602 },
      { Concept: 'infant', Label: 'Children (0-4)', Quantity: 1, UnitAmount: 0, Amount: 0 },
      {
        Concept: 'discount',
        Label: 'CHILD_5_11',
        Quantity: 1,
        UnitAmount: -400.5,
        Amount: -400.5,
        Percent: 25,
      },
      {
        Concept: 'discount',
        Label: 'ADVANCE_7_20_DAYS',
        Quantity: 1,
        UnitAmount: -440.55,
        Amount: -440.55,
        Percent: 10,
      },
      { Concept: 'addon', Label: 'Transportation', Quantity: 1, UnitAmount: 540, Amount: 540 },
      { Concept: 'addon', Label: 'Photo pass', Quantity: 1, UnitAmount: 899.82, Amount: 899.82 },
    ],
    DiscountPercent: 10,
    Amount: 5404.77,
    ErrorCode: null,
    ...overrides,
  };
}

/** A tour with a schedule, priced without discount. */
export function tourLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    IdLine: '0d7c4a6e-2222-4c55-9d1e-2f6a8b9c0d02',
    IdProduct: 110,
    ProductCode: 'XS-TOUR-TULUM',
    ProductName: 'Tour Tulum y Parque Sensoria',
    VisitDate: '2026-12-12',
    Schedule: '08:00',
    Passengers: { Adults: 2, Children: 0, Infants: 0 },
    AddOns: [],
    Breakdown: [{ Concept: 'adult', Label: 'Adults (12+)', Quantity: 2, UnitAmount: 2340, Amount: 4680 }],
    DiscountPercent: 0,
    Amount: 4680,
    ErrorCode: null,
    ...overrides,
  };
}

/** The cart page's usual cart: an admission with discount and add-ons and a scheduled tour, in MXN. */
export function pageCart(overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  return cartOf([admissionLine(), tourLine()], {
    Decimals: 2,
    CouponCode: null,
    CouponDiscount: 0,
    ...overrides,
  });
}

/** park-api's clock in the hold fixtures (the visual run's fixed clock: 2026-06-15T15:00:00Z). */
export const HOLD_NOW = '2026-06-15T15:00:00.000Z';

/**
 * The page's cart held by park-api (issue 17): `secondsLeft` of a 20-minute period left at `HOLD_NOW`,
 * `extensionsLeft` 'keep my tickets' left, and each line's HoldStatus (`expired` lines went back to the day).
 */
export function heldCart({
  secondsLeft = 1200,
  extensionsLeft = 2,
  expired = [],
  now = HOLD_NOW,
  lines = [admissionLine(), tourLine()],
}: {
  secondsLeft?: number;
  extensionsLeft?: number;
  expired?: string[];
  now?: string;
  lines?: CartLine[];
} = {}): ShoppingCart {
  return cartOf(
    lines.map((line) => ({ ...line, HoldStatus: expired.includes(line.IdLine) ? 'EXPIRED' : 'HELD' })),
    {
      Decimals: 2,
      CouponCode: null,
      CouponDiscount: 0,
      Hold: {
        Now: now,
        ExpiresAt: new Date(Date.parse(now) + secondsLeft * 1000).toISOString(),
        PeriodSeconds: 1200,
        ExtensionsLeft: extensionsLeft,
      },
    },
  );
}

/** The weather guarantee as `GET /xapi/add-ons` offers it in US dollars (issue 20 §3; seeded add-on 203). */
export const weatherGuaranteeOffer: AddOnOffer = {
  IdProduct: 203,
  Kind: 'weather',
  Name: 'Garantía de clima',
  UnitPrice: 9,
  CoversPeople: 1,
  RequiresFrom: false,
  Refundable: false,
};
