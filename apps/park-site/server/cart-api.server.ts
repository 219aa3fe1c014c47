import type {
  CartLanguage,
  ChangeCartCurrencyRequest,
  CrowdDay,
  CurrencyCode,
  ShoppingCartQuery,
  ShoppingCartResponse,
} from '@parks/contracts';
import type { Order, OrderResponse } from '@parks/payments/core';
import type { ApplyCoupon, GetCrowdLevels, PriceFrom } from '../app/server-only/app-services';
import type { GetCart } from '../app/page-load/fetch-page-cart';
import { createCartApiBearer } from './cart-api-token.server';
import { forwardedForVisitor } from './client-address';
import { SingleFlight } from './html-cache/single-flight';

/**
 * Milliseconds the admission's price calendar may take, token included. The content route waits for it
 * while the root loader waits for the cart (CART_BUDGET_MS) in parallel: both stay well under 2.5 s.
 */
export const PRICE_CALENDAR_BUDGET_MS = 1500;

export interface ServerCartApiOptions {
  /** Origin of the cart API host (the /xapi paths hang from it). */
  baseUrl: string;
  siteCode: string;
  prefixProject: string;
}

/**
 * The page load's view of the cart API (SPEC §7): a bearer token obtained from the cart API and
 * reused until shortly before it expires, and `GET /xapi/shopping-cart`.
 */
interface CalendarDay {
  Available: boolean;
  AdultPrice: number | null;
  ChildPrice: number | null;
}

export function createServerCartApi(options: ServerCartApiOptions): {
  getCart: GetCart;
  getOrder: (idOrder: string, sessionId: string, language: CartLanguage) => Promise<Order | null>;
  changeCartCurrency: (body: ChangeCartCurrencyRequest) => Promise<number>;
  getPriceFrom: (productId: number, currency: CurrencyCode) => Promise<PriceFrom | null>;
  convertFromUsd: (amountUsd: number, currency: CurrencyCode) => Promise<number | null>;
  applyCoupon: ApplyCoupon;
  getCrowdLevels: GetCrowdLevels;
} {
  const bearer = createCartApiBearer(options);

  // Every call is made for one visitor: park-api's per-client limits count that visitor's address.
  const headers = async (signal: AbortSignal) => ({
    Authorization: `Bearer ${await bearer(signal)}`,
    PrefixProject: options.prefixProject,
    SiteCode: options.siteCode,
    ...forwardedForVisitor(),
  });

  const getCart: GetCart = async (query: ShoppingCartQuery, signal: AbortSignal) => {
    const params = new URLSearchParams({
      Language: query.Language,
      SessionId: query.SessionId,
      Mobile: String(query.Mobile),
      IncludeAmountsUSD: String(query.IncludeAmountsUSD),
    });
    const response = await fetch(`${options.baseUrl}/xapi/shopping-cart?${params}`, {
      headers: await headers(signal),
      signal,
    });
    if (response.status !== 200) return { status: response.status };
    const body = (await response.json()) as ShoppingCartResponse;
    return { status: 200, cart: body.Cart };
  };

  /**
   * GET /xapi/orders/:IdOrder for the session that paid it, its products named in the page's Language;
   * null when park-api has none for it.
   */
  async function getOrder(idOrder: string, sessionId: string, language: CartLanguage): Promise<Order | null> {
    const signal = AbortSignal.timeout(3000);
    const query = new URLSearchParams({ SessionId: sessionId, Language: language });
    const response = await fetch(`${options.baseUrl}/xapi/orders/${encodeURIComponent(idOrder)}?${query}`, {
      headers: await headers(signal),
      signal,
    });
    if (response.status !== 200) return null;
    return ((await response.json()) as OrderResponse).Order;
  }

  async function changeCartCurrency(body: ChangeCartCurrencyRequest): Promise<number> {
    const signal = AbortSignal.timeout(5000);
    const response = await fetch(`${options.baseUrl}/xapi/shopping-cart/currency`, {
      method: 'PUT',
      headers: { ...(await headers(signal)), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    return response.status;
  }

  /** POST /xapi/shopping-cart/coupon: park-api's status and, when it refused, its error code. */
  const applyCoupon: ApplyCoupon = async (body, language) => {
    const signal = AbortSignal.timeout(5000);
    const params = new URLSearchParams({ Language: language, IncludeAmountsUSD: 'true' });
    const response = await fetch(`${options.baseUrl}/xapi/shopping-cart/coupon?${params}`, {
      method: 'POST',
      headers: { ...(await headers(signal)), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    if (response.ok) return { status: response.status };
    const error = (await response.json().catch(() => undefined)) as { code?: unknown } | undefined;
    return { status: response.status, ...(typeof error?.code === 'string' ? { code: error.code } : {}) };
  };

  /**
   * Price calendars being asked for, by product, currency and months: renders at the same time (the
   * home page's price references under load, issue 16's uncached render) share one pair of upstream calls
   * and their parsing. Only while the calls are in flight: an answer is never kept, so a price is as fresh
   * as before and a failing upstream fails each later render as before (decision 009).
   */
  const pricesInFlight = new SingleFlight<PriceFrom | null>();

  /**
   * The lowest adult and child prices of a product over this month and the next, in a currency,
   * from the cart API's price calendar (the server prices; the site never computes a price).
   */
  async function getPriceFrom(
    productId: number,
    currency: CurrencyCode,
    today = new Date(),
  ): Promise<PriceFrom | null> {
    const key = `${productId}:${currency}:${today.getUTCFullYear()}-${today.getUTCMonth()}`;
    const flight = await pricesInFlight.run(key, () => askPriceFrom(productId, currency, today));
    return flight.value ?? null;
  }

  async function askPriceFrom(
    productId: number,
    currency: CurrencyCode,
    today: Date,
  ): Promise<PriceFrom | null> {
    const signal = AbortSignal.timeout(PRICE_CALENDAR_BUDGET_MS);
    const months = [0, 1].map((offset) => {
      const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1));
      return date.toISOString().slice(0, 7);
    });
    const authorised = await headers(signal);
    // Both months at once: the budget covers the slower of the two, not their sum.
    const calendars = await Promise.all(
      months.map(async (month) => {
        const response = await fetch(
          `${options.baseUrl}/xapi/products/${productId}/availability?Month=${month}&Currency=${currency}`,
          { headers: authorised, signal },
        );
        if (response.status !== 200) return null;
        return ((await response.json()) as { Days: CalendarDay[] }).Days;
      }),
    );
    if (calendars.some((calendar) => calendar === null)) return null;
    const days = calendars.flatMap((calendar) => calendar ?? []);
    const priced = days.filter((day) => day.Available && day.AdultPrice !== null && day.ChildPrice !== null);
    if (priced.length === 0) return null;
    return {
      currency,
      adult: Math.min(...priced.map((day) => day.AdultPrice as number)),
      child: Math.min(...priced.map((day) => day.ChildPrice as number)),
    };
  }

  /** A sum fixed in US dollars (SPEC §9's snorkel deposit) in a currency, converted by the cart API. */
  async function convertFromUsd(amountUsd: number, currency: CurrencyCode): Promise<number | null> {
    const signal = AbortSignal.timeout(PRICE_CALENDAR_BUDGET_MS);
    const params = new URLSearchParams({ AmountUSD: String(amountUsd), Currency: currency });
    const response = await fetch(`${options.baseUrl}/xapi/conversions?${params}`, {
      headers: await headers(signal),
      signal,
    });
    if (response.status !== 200) return null;
    const { Amount } = (await response.json()) as { Amount?: unknown };
    return typeof Amount === 'number' && Number.isFinite(Amount) ? Amount : null;
  }

  /** GET /xapi/crowd-levels (issue 21 §3): the park's crowd level per open day; null when it cannot. */
  const getCrowdLevels: GetCrowdLevels = async (from, days) => {
    const signal = AbortSignal.timeout(PRICE_CALENDAR_BUDGET_MS);
    const params = new URLSearchParams({ From: from, Days: String(days) });
    const response = await fetch(`${options.baseUrl}/xapi/crowd-levels?${params}`, {
      headers: await headers(signal),
      signal,
    });
    if (response.status !== 200) return null;
    const answer = (await response.json()) as { Days?: unknown };
    return Array.isArray(answer.Days) ? (answer.Days as CrowdDay[]) : null;
  };

  return { getCart, getOrder, changeCartCurrency, getPriceFrom, convertFromUsd, applyCoupon, getCrowdLevels };
}
