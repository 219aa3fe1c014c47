import type {
  AddCartItemRequest,
  AvailabilityDay,
  CrowdLevel,
  CurrencyCode,
  ProductAvailability,
  ShoppingCart,
} from '@parks/contracts';
import { CartApiProvider, type CartApi, type CartApiError, type CartApiResult } from '@parks/cart';
import type { AddOnOffer, PickupLocation } from '../core/booking.types';
import { BookingApiProvider, type BookingApiProviderProps } from '../api/booking-api-context';
import type { BookingApi } from '../api/booking.api';
import { packageDiscountPercent, type PackageQuote, type PackageQuoteRequest } from '../core/package-builder';
import type { HotelRates } from '../core/hotel-calendar';

/** What one US dollar is worth in the fixtures (MXN like park-api's seed, the rest 1:1). */
const RATES: Partial<Record<CurrencyCode, number>> = { USD: 1, MXN: 18.5 };
const USD_PRICES: Record<number, number> = {
  100: 89,
  110: 129,
  120: 129.99,
  121: 89.99,
  122: 99.99,
  123: 79.99,
  124: 109.99,
  125: 94.99,
};

/** The parks and tours of the package builder's stories and tests. */
export const FIXTURE_PACKAGE_PIECES: { id: number; name: string; kind: 'admission' | 'tour' }[] = [
  { id: 100, name: 'Parque Sensoria', kind: 'admission' },
  { id: 110, name: 'Sensoria + Tulum', kind: 'tour' },
  { id: 120, name: 'Parque Aventura', kind: 'admission' },
  { id: 121, name: 'Parque Selva', kind: 'admission' },
  { id: 122, name: 'Parque Arrecife', kind: 'admission' },
  { id: 123, name: 'Parque Cenotes', kind: 'admission' },
];

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The package priced like park-api prices it (the same discount rule), counted from `today`: adults
 * the full price, children 75 %.
 */
export function fixturePackageQuote(request: PackageQuoteRequest, today = '2030-01-07'): PackageQuote {
  const rate = RATES[request.Currency] ?? 1;
  const Lines = request.Items.map((item) => {
    const adult = Math.round((USD_PRICES[item.IdProduct] ?? 89) * rate * 100);
    const subtotal =
      request.Passengers.Adults * adult + request.Passengers.Children * Math.round(adult * 0.75);
    const percent = packageDiscountPercent(request.Items.length, daysFrom(today, item.VisitDate));
    const amount = subtotal - Math.round((subtotal * percent) / 100);
    return {
      IdProduct: item.IdProduct,
      Name:
        FIXTURE_PACKAGE_PIECES.find((piece) => piece.id === item.IdProduct)?.name ?? String(item.IdProduct),
      VisitDate: item.VisitDate,
      Schedule: item.Schedule ?? null,
      Subtotal: subtotal / 100,
      DiscountPercent: percent,
      Amount: amount / 100,
    };
  });
  const cents = (pick: (line: (typeof Lines)[number]) => number) =>
    Lines.reduce((sum, line) => sum + Math.round(pick(line) * 100), 0);
  return {
    Currency: request.Currency,
    Lines,
    Subtotal: cents((line) => line.Subtotal) / 100,
    Discount: (cents((line) => line.Subtotal) - cents((line) => line.Amount)) / 100,
    Total: cents((line) => line.Amount) / 100,
  };
}

const round2 = (amount: number) => Math.round(amount * 100) / 100;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/**
 * A month as park-api answers it, without the clock: Sundays closed, the 16th sold out, 10 % off from
 * the 10th and 15 % off from the 21st (so the last days are the cheapest). `prices: false` gives a
 * product that cannot be priced.
 */
/** The fixtures' crowd pattern: Tuesdays and Wednesdays calm, Saturdays busy, other open days moderate. */
export function fixtureCrowdLevel(date: string): CrowdLevel {
  const day = weekday(date);
  if (day === 2 || day === 3) return 'calm';
  return day === 6 ? 'busy' : 'moderate';
}

export function fixtureAvailability(
  idProduct: number,
  month: string,
  currency: CurrencyCode,
  /** `crowds`: the days carry park-api's crowd levels (Tuesdays and Wednesdays calm, Saturdays busy). */
  options: { prices?: boolean; schedules?: string[]; crowds?: boolean } = {},
): ProductAvailability {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const rate = RATES[currency] ?? 1;
  const base = USD_PRICES[idProduct] ?? 89;
  const Days: AvailabilityDay[] = Array.from({ length }, (_, i) => {
    const day = i + 1;
    const date = `${month}-${String(day).padStart(2, '0')}`;
    const discount = day >= 21 ? 15 : day >= 10 ? 10 : 0;
    const adult = round2(base * (1 - discount / 100) * rate);
    return {
      Date: date,
      Available: weekday(date) !== 0 && day !== 16,
      Remaining: day === 16 ? 0 : 40,
      AdultPrice: options.prices === false ? null : adult,
      ChildPrice: options.prices === false ? null : round2(adult * 0.75),
      DiscountPercent: discount,
      ...(options.crowds && weekday(date) !== 0 ? { CrowdLevel: fixtureCrowdLevel(date) } : {}),
    };
  });
  return {
    IdProduct: idProduct,
    Month: month,
    Currency: currency,
    Schedules: options.schedules ?? (idProduct === 110 ? ['08:00', '10:30', '13:00'] : []),
    Days,
  };
}

export function fixtureCart(request: AddCartItemRequest, currency: CurrencyCode = 'USD'): ShoppingCart {
  return {
    IdCart: 'cart-1',
    SessionId: request.SessionId,
    Currency: currency,
    ProductCount: 1,
    WithErrors: false,
    Lines: [
      {
        IdLine: 'line-1',
        IdProduct: request.IdProduct,
        ProductCode: 'XS-ADM',
        ProductName: 'Parque Sensoria',
        VisitDate: request.VisitDate,
        Schedule: request.Schedule ?? null,
        Passengers: request.Passengers,
        Amount: 208.04,
      },
    ],
    Total: 208.04,
  };
}

export const FIXTURE_ADD_ONS: AddOnOffer[] = [
  {
    IdProduct: 200,
    Kind: 'transport',
    Name: 'Transportation',
    UnitPrice: 25,
    CoversPeople: 1,
    RequiresFrom: true,
  },
  {
    IdProduct: 201,
    Kind: 'food',
    Name: 'Food and drinks',
    UnitPrice: 32,
    CoversPeople: 1,
    RequiresFrom: false,
  },
  {
    IdProduct: 202,
    Kind: 'photo',
    Name: 'Photo pass',
    UnitPrice: 49.99,
    CoversPeople: 10,
    RequiresFrom: false,
  },
];

/** The weather guarantee (issue 20 §3), USD 9 per visitor as seeded; `fixtureAddOnsWithGuarantee` prices it. */
export const FIXTURE_WEATHER_GUARANTEE: AddOnOffer = {
  IdProduct: 203,
  Kind: 'weather',
  Name: 'Weather guarantee',
  UnitPrice: 9,
  CoversPeople: 1,
  RequiresFrom: false,
  Refundable: false,
};

/**
 * `getAddOns` with the weather guarantee, priced in the asked currency (USD 9, MXN 166.50) the way
 * park-api converts it; the other add-ons as `FIXTURE_ADD_ONS`.
 */
export const fixtureAddOnsWithGuarantee: BookingApi['getAddOns'] = async (query) => ({
  ok: true,
  status: 200,
  data: [
    ...FIXTURE_ADD_ONS,
    {
      ...FIXTURE_WEATHER_GUARANTEE,
      // 9 × 18.5, the seeded catalog's pesos per US dollar.
      UnitPrice: query.Currency === 'MXN' ? 166.5 : 9,
    },
  ],
});

export const FIXTURE_PICKUPS: PickupLocation[] = [
  { Id: 'cancun-hotel-zone', Name: 'Cancún zona hotelera' },
  { Id: 'playa-del-carmen', Name: 'Playa del Carmen' },
];

/** A call that never answers: the loading and adding states stay on screen. */
export const never = <T,>(): Promise<T> => new Promise<T>(() => undefined);

export const failure = (error: Partial<CartApiError> & Pick<CartApiError, 'kind' | 'code'>) =>
  Promise.resolve({ ok: false, error: { message: error.code, ...error } } as CartApiResult<never>);

export const httpFailure = (code: string, status = 422) => failure({ kind: 'http', code, status });

const unused = () => failure({ kind: 'http', code: 'NOT_IN_FIXTURE', status: 501 });

/** An in-memory cart API: the fixture month, an add that answers a cart, and `overrides`. */
export function fixtureCartApi(overrides: Partial<CartApi> = {}): CartApi {
  return {
    getCart: unused,
    deleteCart: unused,
    updateItem: unused,
    removeItem: unused,
    extendHold: unused,
    holdItemAgain: unused,
    getComplements: unused,
    getAddOns: unused,
    getProducts: async () => ({
      ok: true,
      status: 200,
      data: [
        ...FIXTURE_PACKAGE_PIECES.filter((piece) => piece.id >= 120).map((piece) => ({
          IdProduct: piece.id,
          Code: `P-${piece.id}`,
          Kind: piece.kind,
          Name: piece.name,
          Parks: [],
          AdultPriceUSD: USD_PRICES[piece.id] ?? 89,
          Audience: null,
          AddOnKind: null,
          CoversPeople: null,
        })),
        {
          IdProduct: 100,
          Code: 'XS-ADM',
          Kind: 'admission',
          Name: 'Parque Sensoria',
          Parks: ['sensoria'],
          AdultPriceUSD: 89,
          Audience: null,
          AddOnKind: null,
          CoversPeople: null,
        },
        {
          IdProduct: 110,
          Code: 'XS-TULUM',
          Kind: 'tour',
          Name: 'Sensoria + Tulum',
          Parks: ['sensoria'],
          AdultPriceUSD: 129,
          Audience: null,
          AddOnKind: null,
          CoversPeople: null,
        },
      ],
    }),
    getAvailability: async (idProduct, query) => ({
      ok: true,
      status: 200,
      data: fixtureAvailability(idProduct, query.Month, query.Currency),
    }),
    addItem: async (body) => ({ ok: true, status: 201, data: fixtureCart(body) }),
    changeCurrency: async (body) => ({
      ok: true,
      status: 200,
      data: {
        ...fixtureCart({
          SessionId: body.SessionId,
          IdProduct: 100,
          VisitDate: '2030-01-12',
          Passengers: { Adults: 2, Children: 1, Infants: 0 },
        }),
        Currency: body.Currency,
      },
    }),
    ...overrides,
  };
}

/** The hotel promotion of the fixtures (like park-api's seed). */
export const FIXTURE_HOTEL_PROMO = { code: 'LODGE-SENSES-15', percentOff: 15 };

/** A hotel month as park-api answers it: 189 a weeknight, 227 on Fridays and Saturdays, the code's % off. */
export function fixtureHotelRates(month: string, currency: CurrencyCode, promoCode?: string): HotelRates {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const rate = RATES[currency] ?? 1;
  const percentOff = promoCode === FIXTURE_HOTEL_PROMO.code ? FIXTURE_HOTEL_PROMO.percentOff : 0;
  return {
    IdProduct: 400,
    Month: month,
    Currency: currency,
    PromoCode: percentOff > 0 ? FIXTURE_HOTEL_PROMO.code : null,
    PercentOff: percentOff,
    Nights: Array.from({ length }, (_, i) => {
      const date = `${month}-${String(i + 1).padStart(2, '0')}`;
      const base = round2(([5, 6].includes(weekday(date)) ? 227 : 189) * rate);
      return {
        Date: date,
        Available: true,
        BaseRate: base,
        Rate: round2(base - (base * percentOff) / 100),
      };
    }),
  };
}

export function fixtureBookingApi(overrides: Partial<BookingApi> = {}): BookingApi {
  return {
    getAddOns: async () => ({ ok: true, status: 200, data: FIXTURE_ADD_ONS }),
    getPickupLocations: async () => ({ ok: true, status: 200, data: FIXTURE_PICKUPS }),
    quotePackage: async (body) => ({ ok: true, status: 200, data: fixturePackageQuote(body) }),
    getHotelRates: async (_idProduct, query) =>
      query.PromoCode && query.PromoCode !== FIXTURE_HOTEL_PROMO.code
        ? httpFailure('PROMO_CODE_INVALID')
        : { ok: true, status: 200, data: fixtureHotelRates(query.Month, query.Currency, query.PromoCode) },
    addHotelStay: async (body) => ({
      ok: true,
      status: 201,
      data: {
        ...fixtureCart({
          SessionId: body.SessionId,
          IdProduct: body.IdProduct,
          VisitDate: body.CheckIn,
          Passengers: { Adults: body.Guests.Adults, Children: body.Guests.Children, Infants: 0 },
        }),
      },
    }),
    ...overrides,
  };
}

export interface BookingFixtureProps extends Pick<BookingApiProviderProps, 'children'> {
  cartApi?: CartApi;
  bookingApi?: BookingApi;
}

/** Both APIs of the widget, in memory. */
export function BookingFixtures({ cartApi, bookingApi, children }: BookingFixtureProps) {
  return (
    <CartApiProvider api={cartApi ?? fixtureCartApi()}>
      <BookingApiProvider api={bookingApi ?? fixtureBookingApi()}>{children}</BookingApiProvider>
    </CartApiProvider>
  );
}
