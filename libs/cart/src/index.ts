export { cartI18n } from './i18n/namespace';
export { admissionPath, cartCounts, cartPath, formatCartTotal, isCartEmpty } from './core';
export type { CartCounts } from './core';
export { createCartApi } from './api/cart.api';
export { createCartTokenProvider } from './api/cart-token';
export type { CartTokenOptions } from './api/cart-token';
export { cartSessionId, ensureCartSessionId } from './api/cart-session';
export { CartApiProvider, useCartApi } from './api/cart-api-context';
export type { CartApiProviderProps } from './api/cart-api-context';
export type {
  CartAnswerOptions,
  CartApi,
  CartApiError,
  CartApiErrorKind,
  CartApiOptions,
  CartApiResult,
  CartCallOptions,
} from './api/cart.api';
export { CartSummary } from './ui/cart-summary/cart-summary';
export type { CartSummaryProps } from './ui/cart-summary/cart-summary';
