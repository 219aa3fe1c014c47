import type { AxiosRequestConfig } from 'axios';
import {
  isAddOnOfferList,
  isApiError,
  isCatalogProductList,
  isComplementProductList,
  isProductAvailability,
  isShoppingCartResponse,
  type AddCartItemRequest,
  type AddOnOffer,
  type CartLanguage,
  type CatalogProduct,
  type ChangeCartCurrencyRequest,
  type ComplementProduct,
  type CurrencyCode,
  type DeleteCartRequest,
  type ProductAvailability,
  type ShoppingCart,
  type ShoppingCartQuery,
  type UpdateCartItemRequest,
} from '@parks/contracts';
import { isApiError as isHttpError, type ApiClient } from '@parks/site';

/** What a host gives the cart client (SPEC §7 'Cart API': headers of every call). */
export interface CartApiOptions {
  /** Sent as the SiteCode header, e.g. 'XS'. */
  siteCode: string;
  /** Sent as the PrefixProject header. */
  prefixProject: string;
  /** The cart API's bearer token; asked for on every call so a renewed token is picked up. */
  getToken: () => string | Promise<string>;
}

/** Per-call options: a page load passes its time budget or an abort signal. */
export interface CartCallOptions {
  signal?: AbortSignal;
  /** Milliseconds; overrides the axios instance's timeout. */
  timeout?: number;
}

/** `session`: a command found no cart session to write to (NO_SESSION). */
export type CartApiErrorKind =
  'http' | 'network' | 'timeout' | 'canceled' | 'token' | 'invalid-response' | 'session';

/** Why a cart call gave no data. `code` is park-api's stable code when it sent one. */
export interface CartApiError {
  kind: CartApiErrorKind;
  /** The HTTP status, for `http` errors. */
  status?: number;
  code: string;
  message: string;
}

/** A cart call's outcome: never a thrown axios error. `status` lets the page load tell 200 apart (SPEC §4 step 6). */
export type CartApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: CartApiError };

export interface CartApi {
  /** GET /xapi/shopping-cart: the cart of a session. */
  getCart(query: ShoppingCartQuery, options?: CartCallOptions): Promise<CartApiResult<ShoppingCart>>;
  /** PUT /xapi/shopping-cart/currency: re-prices the cart in another currency; answers the cart. */
  changeCurrency(
    body: ChangeCartCurrencyRequest,
    options?: CartCallOptions,
  ): Promise<CartApiResult<ShoppingCart>>;
  /** DELETE /xapi/shopping-cart: deletes the cart. */
  deleteCart(body: DeleteCartRequest, options?: CartCallOptions): Promise<CartApiResult<null>>;
  /** POST /xapi/shopping-cart/items: adds a product (priced by the server); answers the cart. */
  addItem(
    body: AddCartItemRequest,
    query?: CartAnswerOptions,
    options?: CartCallOptions,
  ): Promise<CartApiResult<ShoppingCart>>;
  /** PUT /xapi/shopping-cart/items/{IdLine}: changes a line; answers the cart. */
  updateItem(
    idLine: string,
    body: UpdateCartItemRequest,
    query?: CartAnswerOptions,
    options?: CartCallOptions,
  ): Promise<CartApiResult<ShoppingCart>>;
  /** DELETE /xapi/shopping-cart/items/{IdLine}: removes a line; answers the cart. */
  removeItem(
    idLine: string,
    sessionId: string,
    query?: CartAnswerOptions,
    options?: CartCallOptions,
  ): Promise<CartApiResult<ShoppingCart>>;
  /**
   * POST /xapi/shopping-cart/hold: 'keep my tickets' for another hold period (at most twice); answers the
   * cart with its new `Hold`.
   */
  extendHold(
    sessionId: string,
    query?: CartAnswerOptions,
    options?: CartCallOptions,
  ): Promise<CartApiResult<ShoppingCart>>;
  /** POST /xapi/shopping-cart/items/{IdLine}/hold: takes an expired line's seats again, at today's price. */
  holdItemAgain(
    idLine: string,
    sessionId: string,
    query?: CartAnswerOptions,
    options?: CartCallOptions,
  ): Promise<CartApiResult<ShoppingCart>>;
  /** GET /xapi/products/{IdProduct}/availability: one month of availability and prices. */
  getAvailability(
    idProduct: number,
    query: { Month: string; Currency: CurrencyCode },
    options?: CartCallOptions,
  ): Promise<CartApiResult<ProductAvailability>>;
  /** GET /xapi/products: the catalog in a language. */
  getProducts(language: CartLanguage, options?: CartCallOptions): Promise<CartApiResult<CatalogProduct[]>>;
  /**
   * GET /xapi/complements: the sister-park upsell (SPEC §3 'Complement product'), priced per adult in
   * the cart's currency for its visit date when `pricing` gives them.
   */
  getComplements(
    language: CartLanguage,
    pricing?: ComplementsPricing | null,
    options?: CartCallOptions,
  ): Promise<CartApiResult<ComplementProduct[]>>;
  /**
   * GET /xapi/add-ons: what a line can carry, priced per unit in the cart's currency (the cart offers
   * the weather guarantee on its lines, issue 20 §3).
   */
  getAddOns(
    query: { Language: CartLanguage; Currency: CurrencyCode },
    options?: CartCallOptions,
  ): Promise<CartApiResult<AddOnOffer[]>>;
}

/** What the complements are priced for: the cart's currency and its first visit date. */
export interface ComplementsPricing {
  Currency: CurrencyCode;
  /** `YYYY-MM-DD`; the price then carries that date's presale discount, as the cart line will. */
  VisitDate?: string;
}

/** How a cart-changing call's answer is rendered: its language and whether USD amounts come too. */
export interface CartAnswerOptions {
  Language?: CartLanguage;
  IncludeAmountsUSD?: boolean;
}

const CART_PATH = '/xapi/shopping-cart';

function toCartApiError(error: unknown): CartApiError {
  if (!isHttpError(error)) {
    return {
      kind: 'network',
      code: 'UNKNOWN',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  if (error.code === 'ERR_CANCELED') return { kind: 'canceled', code: 'CANCELED', message: error.message };
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    return { kind: 'timeout', code: 'TIMEOUT', message: error.message };
  }
  if (error.response) {
    const { status, data } = error.response;
    return isApiError(data)
      ? { kind: 'http', status, code: data.code, message: data.message }
      : { kind: 'http', status, code: `HTTP_${status}`, message: error.message };
  }
  return { kind: 'network', code: 'NETWORK_ERROR', message: error.message };
}

/** Whether a request failed without any answer from the server (offline, refused, timed out). */
function isUnanswered(error: unknown): boolean {
  return isHttpError(error) && !error.response && error.code !== 'ERR_CANCELED';
}

/** One cart API call: sends the token and the cart headers, reads the answer, never throws. */
export type CartApiCall = <T>(
  config: AxiosRequestConfig,
  callOptions: CartCallOptions | undefined,
  read: (data: unknown) => T | undefined,
) => Promise<CartApiResult<T>>;

/**
 * The call every cart API read and write goes through (this client's and other libs' reads of the same
 * host, such as booking's add-ons): Authorization, PrefixProject and SiteCode headers, a failure as a
 * `CartApiError`, and `read` deciding whether the answer is the expected data.
 */
export function createCartApiCall(client: ApiClient, options: CartApiOptions): CartApiCall {
  return async function call<T>(
    config: AxiosRequestConfig,
    callOptions: CartCallOptions | undefined,
    read: (data: unknown) => T | undefined,
  ): Promise<CartApiResult<T>> {
    let token: string;
    try {
      token = await options.getToken();
      if (!token) throw new Error('No cart API token');
    } catch (error) {
      // Nothing answered the token call (offline, or the network failed): the call fails as a network
      // failure, so the visitor is told they may be offline (SPEC §8 'Booking').
      if (isUnanswered(error)) return { ok: false, error: toCartApiError(error) };
      return {
        ok: false,
        error: {
          kind: 'token',
          code: 'TOKEN_UNAVAILABLE',
          message: error instanceof Error ? error.message : String(error),
        },
      };
    }
    try {
      const response = await client.request({
        ...config,
        signal: callOptions?.signal,
        ...(callOptions?.timeout === undefined ? {} : { timeout: callOptions.timeout }),
        // A call's own headers (the payment's Idempotency-Key) travel with the cart API's.
        headers: {
          ...(config.headers as Record<string, string> | undefined),
          Authorization: `Bearer ${token}`,
          PrefixProject: options.prefixProject,
          SiteCode: options.siteCode,
        },
      });
      const data = read(response.data);
      if (data === undefined) {
        return {
          ok: false,
          error: {
            kind: 'invalid-response',
            status: response.status,
            code: 'INVALID_RESPONSE',
            message: 'The cart API answered without the expected data',
          },
        };
      }
      return { ok: true, status: response.status, data };
    } catch (error) {
      return { ok: false, error: toCartApiError(error) };
    }
  };
}

/**
 * The cart API client (SPEC §7 'Cart API') over the host's axios instance (`createApiClient`
 * from @parks/site gives one with the base URL, credentials and timeout).
 */
export function createCartApi(client: ApiClient, options: CartApiOptions): CartApi {
  const call = createCartApiCall(client, options);
  const readCart = (data: unknown) => (isShoppingCartResponse(data) ? data.Cart : undefined);

  return {
    getCart: (query, callOptions) =>
      call({ method: 'GET', url: CART_PATH, params: query }, callOptions, readCart),
    changeCurrency: (body, callOptions) =>
      call({ method: 'PUT', url: `${CART_PATH}/currency`, data: body }, callOptions, readCart),
    deleteCart: (body, callOptions) =>
      call({ method: 'DELETE', url: CART_PATH, data: body }, callOptions, () => null),
    addItem: (body, query, callOptions) =>
      call({ method: 'POST', url: `${CART_PATH}/items`, data: body, params: query }, callOptions, readCart),
    updateItem: (idLine, body, query, callOptions) =>
      call(
        { method: 'PUT', url: `${CART_PATH}/items/${encodeURIComponent(idLine)}`, data: body, params: query },
        callOptions,
        readCart,
      ),
    removeItem: (idLine, sessionId, query, callOptions) =>
      call(
        {
          method: 'DELETE',
          url: `${CART_PATH}/items/${encodeURIComponent(idLine)}`,
          data: { SessionId: sessionId },
          params: query,
        },
        callOptions,
        readCart,
      ),
    extendHold: (sessionId, query, callOptions) =>
      call(
        { method: 'POST', url: `${CART_PATH}/hold`, data: { SessionId: sessionId }, params: query },
        callOptions,
        readCart,
      ),
    holdItemAgain: (idLine, sessionId, query, callOptions) =>
      call(
        {
          method: 'POST',
          url: `${CART_PATH}/items/${encodeURIComponent(idLine)}/hold`,
          data: { SessionId: sessionId },
          params: query,
        },
        callOptions,
        readCart,
      ),
    getAvailability: (idProduct, query, callOptions) =>
      call(
        { method: 'GET', url: `/xapi/products/${idProduct}/availability`, params: query },
        callOptions,
        (data) => (isProductAvailability(data) ? data : undefined),
      ),
    getProducts: (language, callOptions) =>
      call({ method: 'GET', url: '/xapi/products', params: { Language: language } }, callOptions, (data) =>
        isCatalogProductList(data) ? data : undefined,
      ),
    getComplements: (language, pricing, callOptions) =>
      call(
        {
          method: 'GET',
          url: '/xapi/complements',
          params: {
            Language: language,
            ...(pricing ? { Currency: pricing.Currency } : {}),
            ...(pricing?.VisitDate ? { VisitDate: pricing.VisitDate } : {}),
          },
        },
        callOptions,
        (data) => (isComplementProductList(data) ? data : undefined),
      ),
    getAddOns: (query, callOptions) =>
      call({ method: 'GET', url: '/xapi/add-ons', params: query }, callOptions, (data) =>
        isAddOnOfferList(data) ? data : undefined,
      ),
  };
}
