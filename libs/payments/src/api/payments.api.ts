import type { CartApiCall, CartApiResult, CartCallOptions } from '@parks/cart';
import {
  isBankList,
  isCurrencyOptionList,
  isOrderResponse,
  isPaymentMethodList,
  isShoppingCartResponse,
  type Bank,
  type CartLanguage,
  type CurrencyCode,
  type CurrencyOption,
  type Order,
  type PaymentMethod,
  type PaymentRequest,
  type ShoppingCart,
} from '@parks/contracts';

/** The payment calls of the cart API host (park-api /xapi): same token, headers and error shape as the cart's. */
export interface PaymentsApi {
  /** GET /xapi/currencies */
  getCurrencies(options?: CartCallOptions): Promise<CartApiResult<CurrencyOption[]>>;
  /** GET /xapi/payment-methods?Currency= */
  getPaymentMethods(
    currency: CurrencyCode,
    options?: CartCallOptions,
  ): Promise<CartApiResult<PaymentMethod[]>>;
  /** GET /xapi/banks?Currency= (months without interest: MXN cards issued in Mexico) */
  getBanks(currency: CurrencyCode, options?: CartCallOptions): Promise<CartApiResult<Bank[]>>;
  /** POST /xapi/shopping-cart/coupon; answers the cart with the coupon's discount. */
  applyCoupon(
    body: { SessionId: string; Code: string },
    language: CartLanguage,
    options?: CartCallOptions,
  ): Promise<CartApiResult<ShoppingCart>>;
  /**
   * POST /xapi/payments with the attempt's Idempotency-Key. A call made while one with the same key is
   * under way gets that call's answer: a double click sends one request.
   */
  pay(body: PaymentRequest, idempotencyKey: string, language?: CartLanguage): Promise<CartApiResult<Order>>;
  /** GET /xapi/orders/:IdOrder?SessionId= (only the session that paid gets it). */
  getOrder(idOrder: string, sessionId: string, options?: CartCallOptions): Promise<CartApiResult<Order>>;
}

const readOrder = (data: unknown) => (isOrderResponse(data) ? data.Order : undefined);

// The payment call is the one a slow network must not cut short: the sandbox answers fast, a real
// processor may take a while, and giving up early only makes the visitor retry.
const PAY_TIMEOUT_MS = 45_000;

export function createPaymentsApi(call: CartApiCall): PaymentsApi {
  const inFlight = new Map<string, Promise<CartApiResult<Order>>>();
  return {
    getCurrencies: (options) =>
      call({ method: 'GET', url: '/xapi/currencies' }, options, (data) => (isCurrencyOptionList(data) ? data : undefined)),
    getPaymentMethods: (currency, options) =>
      call(
        { method: 'GET', url: '/xapi/payment-methods', params: { Currency: currency } },
        options,
        (data) => (isPaymentMethodList(data) ? data : undefined),
      ),
    getBanks: (currency, options) =>
      call(
        { method: 'GET', url: '/xapi/banks', params: { Currency: currency } },
        options,
        (data) => (isBankList(data) ? data : undefined),
      ),
    applyCoupon: (body, language, options) =>
      call(
        {
          method: 'POST',
          url: '/xapi/shopping-cart/coupon',
          data: body,
          params: { Language: language, IncludeAmountsUSD: true },
        },
        options,
        (data) => (isShoppingCartResponse(data) ? data.Cart : undefined),
      ),
    pay(body, idempotencyKey, language = 'EN') {
      const running = inFlight.get(idempotencyKey);
      if (running) return running;
      const request = call(
        {
          method: 'POST',
          url: '/xapi/payments',
          // The language the order, its e-tickets and its confirmation mail name the products in.
          params: { Language: language },
          data: body,
          headers: { 'Idempotency-Key': idempotencyKey },
        },
        { timeout: PAY_TIMEOUT_MS },
        readOrder,
      ).finally(() => inFlight.delete(idempotencyKey));
      inFlight.set(idempotencyKey, request);
      return request;
    },
    getOrder: (idOrder, sessionId, options) =>
      call(
        {
          method: 'GET',
          url: `/xapi/orders/${encodeURIComponent(idOrder)}`,
          params: { SessionId: sessionId },
        },
        options,
        readOrder,
      ),
  };
}
