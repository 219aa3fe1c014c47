// The root entry is what a host wires (issue 19 §4; README 'Public API'): the i18n namespace, the
// `cart` slice, the header's summary and the cart page, the cart-API client (a sister park may point
// it at its own cart API) and the cart commands other libs and hosts add with. Everything else is
// internal; the framework-free rules (counts, routes, totals, holds, messages) are `@parks/cart/core`.
export { cartI18n } from './i18n/namespace';
export { createCartApi, createCartApiCall } from './api/cart.api';
export type {
  CartAnswerOptions,
  CartApi,
  CartApiCall,
  CartApiError,
  CartApiErrorKind,
  CartApiOptions,
  CartApiResult,
  CartCallOptions,
} from './api/cart.api';
export { createCartTokenProvider } from './api/cart-token';
export type { CartTokenOptions } from './api/cart-token';
export { CartApiProvider, useCartApi } from './api/cart-api-context';
export type { CartApiProviderProps } from './api/cart-api-context';
export { cartSlice } from './state/cart.slice';
export type { CartRootState, CartState } from './state/cart.slice';
export {
  addCartHotelStay,
  addCartPackage,
  addCartProduct,
  applyCartCoupon,
  changeCartCurrency,
} from './state/cart.commands';
export type { CartCommandResult, CartWrite } from './state/cart.commands';
export { CartSummary } from './ui/cart-summary/cart-summary';
export { cartStaticStyles } from './ui/static-styles';
export type { CartSummaryProps } from './ui/cart-summary/cart-summary';
export { CartPage } from './ui/cart-page/cart-page';
export { CartPageEmpty } from './ui/cart-page/cart-page-empty';
export type { CartPageProps } from './ui/cart-page/cart-page';
