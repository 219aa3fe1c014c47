/** How a failed payment call reads to the visitor: a message key under `form.outcome`. */
export type PaymentFailure =
  | 'declined'
  | 'retry'
  | 'cardInvalid'
  | 'methodUnavailable'
  | 'monthsUnavailable'
  | 'cartChanged'
  | 'couponDoesNotCover'
  | 'holdExpired'
  | 'generic';

/** park-api's error code (or the transport's) → what the form says and whether the same attempt may retry. */
export function paymentFailure(code: string): { failure: PaymentFailure; sameAttempt: boolean } {
  switch (code) {
    case 'CARD_DECLINED':
      return { failure: 'declined', sameAttempt: false };
    case 'PAYMENT_RETRYABLE':
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
    case 'HTTP_502':
    case 'HTTP_503':
    case 'HTTP_504':
      return { failure: 'retry', sameAttempt: true };
    case 'CARD_INVALID':
      return { failure: 'cardInvalid', sameAttempt: false };
    case 'PAYMENT_METHOD_UNAVAILABLE':
      return { failure: 'methodUnavailable', sameAttempt: false };
    case 'MONTHS_UNAVAILABLE':
      return { failure: 'monthsUnavailable', sameAttempt: false };
    case 'CART_NOT_FOUND':
    case 'CART_EMPTY':
    case 'CART_HAS_ERRORS':
    case 'NOTHING_TO_CHARGE':
      return { failure: 'cartChanged', sameAttempt: false };
    case 'COUPON_DOES_NOT_COVER':
      return { failure: 'couponDoesNotCover', sameAttempt: false };
    // A line's hold ended and its seats were sold meanwhile (issue 17): park-api charged nothing. A new
    // attempt needs the cart changed first, so nothing is sent again with this one.
    case 'HOLD_EXPIRED':
      return { failure: 'holdExpired', sameAttempt: false };
    default:
      return { failure: 'generic', sameAttempt: false };
  }
}
