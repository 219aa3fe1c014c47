import type { ApiClient } from '@parks/site';
import {
  isAddOnOfferList,
  isHotelRates,
  isPackageQuote,
  isPickupLocationList,
  isShoppingCartResponse,
  type AddOnOffer,
  type CartLanguage,
  type CurrencyCode,
  type HotelRates,
  type HotelStayRequest,
  type PackageQuote,
  type PackageQuoteRequest,
  type PickupLocation,
  type ShoppingCart,
} from '@parks/contracts';
import {
  createCartApiCall,
  type CartApiOptions,
  type CartApiResult,
  type CartCallOptions,
} from '@parks/cart';

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

/** The booking reads over the host's axios instance (`createApiClient` from @parks/site), never throwing. */
export function createBookingApi(client: ApiClient, options: CartApiOptions): BookingApi {
  const call = createCartApiCall(client, options);

  return {
    getPickupLocations: (language, callOptions) =>
      call(
        { method: 'GET', url: '/xapi/pickup-locations', params: { Language: language } },
        callOptions,
        (data) => (isPickupLocationList(data) ? data : undefined),
      ),
    getAddOns: (query, callOptions) =>
      call(
        { method: 'GET', url: '/xapi/add-ons', params: query },
        callOptions,
        (data) => (isAddOnOfferList(data) ? data : undefined),
      ),
    quotePackage: (body, language, callOptions) =>
      call(
        { method: 'POST', url: '/xapi/package-quote', data: body, params: { Language: language } },
        callOptions,
        (data) => (isPackageQuote(data) ? data : undefined),
      ),
    getHotelRates: (idProduct, query, callOptions) =>
      call(
        { method: 'GET', url: `/xapi/hotels/${encodeURIComponent(String(idProduct))}/rates`, params: query },
        callOptions,
        (data) => (isHotelRates(data) ? data : undefined),
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
        (data) => (isShoppingCartResponse(data) ? data.Cart : undefined),
      ),
  };
}
