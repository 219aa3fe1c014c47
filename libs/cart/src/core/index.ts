export { cartCounts, isCartEmpty } from './cart-counts';
export type { CartCounts } from './cart-counts';
export { admissionPath, cartPath } from './cart-routes';
export { formatCartTotal } from './format-cart-total';
export { cartLanguage } from './cart-language';
export { complementAddRequest, complementInCart, withHasBeenAdded } from './complements';
export type { ComplementInCart } from './complements';
export { breakdownRows, cartErrorKey, discountKey } from './line-messages';
export type { BreakdownRow, CartErrorKey, DiscountKey } from './line-messages';
export {
  cartHold,
  crossedHoldMark,
  formatHoldTime,
  hasHeldLines,
  HOLD_ANNOUNCE_MARKS,
  holdSecondsAtAnswer,
  holdSecondsLeft,
  isLineHoldExpired,
} from './cart-hold';
export type { HoldAnnounceMark } from './cart-hold';
