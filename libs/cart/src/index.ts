export { cartI18n } from './i18n/namespace';
export { admissionPath, cartCounts, cartPath, formatCartTotal, isCartEmpty } from './core';
export type { CartCounts } from './core';
export { createCartApi, createCartApiCall } from './api/cart.api';
export { createCartTokenProvider } from './api/cart-token';
export type { CartTokenOptions } from './api/cart-token';
export { cartSessionId, ensureCartSessionId } from './api/cart-session';
export { CartApiProvider, useCartApi } from './api/cart-api-context';
export type { CartApiProviderProps } from './api/cart-api-context';
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
export { CartSummary } from './ui/cart-summary/cart-summary';
export { cartStaticStyles } from './ui/static-styles';
export type { CartSummaryProps } from './ui/cart-summary/cart-summary';
export {
  breakdownRows,
  cartErrorKey,
  cartHold,
  crossedHoldMark,
  formatHoldTime,
  hasHeldLines,
  HOLD_ANNOUNCE_MARKS,
  holdSecondsAtAnswer,
  holdSecondsLeft,
  isLineHoldExpired,
  cartLanguage,
  complementAddRequest,
  complementInCart,
  discountKey,
  sanitizeComplementHtml,
  withHasBeenAdded,
} from './core';
export type { BreakdownRow, CartErrorKey, ComplementInCart, DiscountKey, HoldAnnounceMark } from './core';
export {
  cartSlice,
  complementAddFinished,
  complementAddStarted,
  complementsFailed,
  complementsReceived,
  complementsRequested,
  holdKeepFinished,
  holdKeepStarted,
  holdMomentTaken,
  initialCartState,
  lineChangeFinished,
  lineChangeStarted,
  selectComplementErrors,
  selectComplementOffers,
  selectComplementsAdding,
  selectComplementsLanguage,
  selectComplementsStatus,
  selectHoldError,
  selectHoldKeep,
  selectLastUpdate,
  selectLineActivity,
  updateMessageDismissed,
} from './state/cart.slice';
export type {
  CartRootState,
  CartState,
  CartUpdateOutcome,
  ComplementsState,
  HoldKeepState,
  LineActivity,
} from './state/cart.slice';
export {
  addCartHotelStay,
  addCartPackage,
  addCartProduct,
  addComplement,
  applyCartCoupon,
  changeCartCurrency,
  holdCartLineAgain,
  keepCartHold,
  loadComplements,
  refreshCart,
  removeCartLine,
  takeHoldMoment,
  updateCartLine,
} from './state/cart.commands';
export type { CartCommandResult, CartLineChanges, CartThunk, CartWrite } from './state/cart.commands';
export { useCartActions, useCartDispatch, useCartSelector } from './state/use-cart-actions';
export type { CartActions } from './state/use-cart-actions';
export { CartPage } from './ui/cart-page/cart-page';
export type { CartPageProps } from './ui/cart-page/cart-page';
export { ComplementUpsell } from './ui/complement-upsell/complement-upsell';
export { ComplementCard } from './ui/complement-upsell/complement-card';
export type { ComplementCardProps } from './ui/complement-upsell/complement-card';
