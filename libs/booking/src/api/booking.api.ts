import type { ApiClient } from '@parks/site';
import type { CartLanguage, CurrencyCode, ShoppingCart } from '@parks/contracts';
import {
  createCartApiCall,
  type CartApiOptions,
  type CartApiResult,
  type CartCallOptions,
} from '@parks/cart';
import type { AddOnOffer, PickupLocation } from '../core/booking.types';
import type { PackageQuote, PackageQuoteRequest } from '../core/package-builder';
import type { HotelRates, HotelStayRequest } from '../core/hotel-calendar';

/** The booking widget's reads beside the cart API's (same host, headers and token). */
export interface BookingApi {
  /** GET /xapi/pickup-locations: where transportation picks visitors up. */
  getPickupLocations(
    language: CartLanguage,
    options?: CartCallOptions,
  ): Promise<CartApiResult<PickupLocation[]>>;
  /** GET /xapi/add-ons: transportation, food and drinks and the photo pass, priced in a currency. */
  getAddOns(
    query: { Language: CartLanguage; Currency: CurrencyCode },
    options?: CartCallOptions,
  ): Promise<CartApiResult<AddOnOffer[]>>;
  /** POST /xapi/package-quote: a build-your-own package priced as the cart will price it. */
  quotePackage(
    body: PackageQuoteRequest,
    language: CartLanguage,
    options?: CartCallOptions,
  ): Promise<CartApiResult<PackageQuote>>;
  /** GET /xapi/hotels/{IdProduct}/rates: a month of nightly rates, with a promotional code applied. */
  getHotelRates(
    idProduct: number,
    query: { Month: string; Currency: CurrencyCode; Language: CartLanguage; PromoCode?: string },
    options?: CartCallOptions,
  ): Promise<CartApiResult<HotelRates>>;
  /** POST /xapi/shopping-cart/hotel-stays: a hotel stay into the cart; answers the cart. */
  addHotelStay(
    body: HotelStayRequest,
    language: CartLanguage,
    options?: CartCallOptions,
  ): Promise<CartApiResult<ShoppingCart>>;
}

const isArrayOf =
  <T>(check: (item: Record<string, unknown>) => boolean) =>
  (data: unknown): T[] | undefined =>
    Array.isArray(data) && data.every((item) => typeof item === 'object' && item !== null && check(item))
      ? (data as T[])
      : undefined;

/** The booking reads over the host's axios instance (`createApiClient` from @parks/site), never throwing. */
export function createBookingApi(client: ApiClient, options: CartApiOptions): BookingApi {
  const call = createCartApiCall(client, options);

  return {
    getPickupLocations: (language, callOptions) =>
      call(
        { method: 'GET', url: '/xapi/pickup-locations', params: { Language: language } },
        callOptions,
        isArrayOf<PickupLocation>(
          (item) => typeof item['Id'] === 'string' && typeof item['Name'] === 'string',
        ),
      ),
    getAddOns: (query, callOptions) =>
      call(
        { method: 'GET', url: '/xapi/add-ons', params: query },
        callOptions,
        isArrayOf<AddOnOffer>(
          (item) => typeof item['IdProduct'] === 'number' && typeof item['Kind'] === 'string',
        ),
      ),
    quotePackage: (body, language, callOptions) =>
      call(
        { method: 'POST', url: '/xapi/package-quote', data: body, params: { Language: language } },
        callOptions,
        isPackageQuote,
      ),
    getHotelRates: (idProduct, query, callOptions) =>
      call(
        { method: 'GET', url: `/xapi/hotels/${encodeURIComponent(String(idProduct))}/rates`, params: query },
        callOptions,
        (data) =>
          typeof data === 'object' && data !== null && Array.isArray((data as { Nights?: unknown }).Nights)
            ? (data as HotelRates)
            : undefined,
      ),
    addHotelStay: (body, language, callOptions) =>
      call(
        {
          method: 'POST',
          url: '/xapi/shopping-cart/hotel-stays',
          data: body,
          params: { Language: language, IncludeAmountsUSD: false },
        },
        callOptions,
        (data) => {
          const cart =
            typeof data === 'object' && data !== null ? (data as { Cart?: unknown }).Cart : undefined;
          return typeof cart === 'object' && cart !== null && 'SessionId' in cart
            ? (cart as ShoppingCart)
            : undefined;
        },
      ),
  };
}

function isPackageQuote(data: unknown): PackageQuote | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const quote = data as Record<string, unknown>;
  return Array.isArray(quote['Lines']) && typeof quote['Total'] === 'number'
    ? (data as PackageQuote)
    : undefined;
}
