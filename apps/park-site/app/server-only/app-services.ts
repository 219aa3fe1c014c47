import { createContext } from 'react-router';
import type {
  CartLanguage,
  ChangeCartCurrencyRequest,
  CrowdDay,
  CurrencyCode,
  ParkFacts,
} from '@parks/contracts';
import type {
  Booking,
  BookingLookupRequest,
  BookingLookupResponse,
  DateChangeRequest,
  DateQuote,
  InstallmentWidgetConfig,
  Order,
} from '@parks/payments/core';
import type { SiteConfig } from '@parks/site';
import type { GetCart } from '../page-load/fetch-page-cart';

/** The lowest prices of a product in the coming weeks, in one currency. */
export interface PriceFrom {
  currency: CurrencyCode;
  adult: number;
  child: number;
}

/** POST /xapi/shopping-cart/coupon; resolves to park-api's status and, when it refused, its error code. */
export type ApplyCoupon = (
  body: { SessionId: string; Code: string },
  language: CartLanguage,
) => Promise<{ status: number; code?: string }>;

/** GET /xapi/crowd-levels?From=&Days= (issue 21 §3); null when park-api does not answer them. */
export type GetCrowdLevels = (from: string, days: number) => Promise<CrowdDay[] | null>;

/** One answer of a booking call: its status and either its body or park-api's refusal. */
export interface BookingCall<T> {
  status: number;
  body?: T;
  error?: { code: string; message?: string; retryAfterSeconds?: number };
}

/**
 * Who opens a booking: the access a lookup earned (`X-Booking-Access`), or the signed-in customer's own
 * session (`x-user-session`), which park-api accepts only for orders its confirmed e-mail bought.
 */
/**
 * How the server opens a booking for the visitor: the access a lookup earned, the own session (the login
 * form's), or the hosted sign-in's access token (`bearer`, issued by park-api's own OIDC provider).
 */
export type BookingCredential = { access: string } | { session: string } | { bearer: string };

/** The signed-in customer's credentials for their own bookings (the account page and what it opens). */
export type CustomerCredential = { session: string } | { bearer: string };

/** The hosted sign-in's live access token for a request, and the cookie that keeps it when it was refreshed. */
export interface HostedAccess {
  accessToken: string;
  /** Set-Cookie of the re-sealed identity cookie, after a refresh. */
  setCookie?: string;
}

/** park-api's /xapi/bookings calls (issue 20), made by the server with the visitor's credential. */
export interface BookingApi {
  lookup: (body: BookingLookupRequest, language: CartLanguage) => Promise<BookingCall<BookingLookupResponse>>;
  get: (
    idOrder: string,
    credential: BookingCredential,
    language: CartLanguage,
  ) => Promise<BookingCall<Booking>>;
  quote: (
    idOrder: string,
    idLine: string,
    date: string,
    credential: BookingCredential,
    language: CartLanguage,
  ) => Promise<BookingCall<DateQuote>>;
  changeDate: (
    idOrder: string,
    idLine: string,
    body: DateChangeRequest,
    idempotencyKey: string,
    credential: BookingCredential,
    language: CartLanguage,
  ) => Promise<BookingCall<Booking>>;
  claimGuarantee: (
    idOrder: string,
    idLine: string,
    date: string,
    credential: BookingCredential,
    language: CartLanguage,
  ) => Promise<BookingCall<Booking>>;
  resend: (
    idOrder: string,
    credential: BookingCredential,
    language: CartLanguage,
  ) => Promise<BookingCall<unknown>>;
  /** GET /xapi/account/orders: the signed-in customer's bookings, newest first (401 without a sign-in). */
  accountOrders: (
    credential: CustomerCredential,
    language: CartLanguage,
  ) => Promise<BookingCall<{ Bookings: Booking[] }>>;
}

/** What the Express server gives every request: configuration and adapters, built once per process. */
export interface AppServices {
  config: SiteConfig;
  /** The versioned URL of the theme stylesheet (the Chakra system's global styles). */
  themeCssHref: string;
  /** The public origin of the site, e.g. https://parque.example (canonical and hreflang URLs). */
  origin: string;
  /** The parks API (`{api}/api/v1`) as this server reaches it. */
  apiBaseUrl: string;
  /** Milliseconds a results page waits for the search service before showing the failure label. */
  searchBudgetMs: number;
  getCart: GetCart;
  /** PUT /xapi/shopping-cart/currency; resolves to the cart API's HTTP status. */
  changeCartCurrency: (body: ChangeCartCurrencyRequest) => Promise<number>;
  /** Lowest prices of a product from the cart API; null when it has none or the API fails. */
  getPriceFrom: (productId: number, currency: CurrencyCode) => Promise<PriceFrom | null>;
  /** A sum fixed in US dollars in a currency, converted by the cart API; null when it cannot. */
  convertFromUsd: (amountUsd: number, currency: CurrencyCode) => Promise<number | null>;
  /** The park's crowd level per open day, for the sensory guide's calm days. */
  getCrowdLevels: GetCrowdLevels;
  /** GET /xapi/orders/:IdOrder for the cart session that paid it; null when there is none. */
  getOrder: (idOrder: string, sessionId: string, language: CartLanguage) => Promise<Order | null>;
  /** Manage my booking: lookup, booking, date quote and change, weather-guarantee claim, resend. */
  bookings: BookingApi;
  /** The hosted sign-in's access token from the sealed identity cookie, refreshed when expired; never sent to the browser. */
  hostedAccess: (cookieHeader: string | null) => Promise<HostedAccess | null>;
  /** The coupon form posted without scripts (the payment page's action). */
  applyCoupon: ApplyCoupon;
  /** The installment-payments provider the payment pages embed (SPEC §9 conditions apply). */
  installmentWidget: InstallmentWidgetConfig;
  /** The catalog id of the park's own admission. */
  admissionProductId: number;
  cartBudgetMs: number;
  secureCookies: boolean;
  reportSsrError: (error: unknown, context: { url: string }) => void;
  /**
   * Headers every server-side call to park-api adds for the current visitor (`X-Forwarded-For`: the one
   * address park-api's per-client limits count).
   */
  visitorHeaders: () => Record<string, string>;
  loadParkFacts: () => Promise<ParkFacts>;
}

export const appServicesContext = createContext<AppServices>();

/** `Set-Cookie` values gathered while a request is handled; the root middleware writes them. */
export const responseCookiesContext = createContext<string[]>([]);

/** `Server-Timing` metrics of the upstream calls a request waited for; the root middleware writes them. */
export const serverTimingContext = createContext<string[]>([]);
