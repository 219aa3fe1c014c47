/**
 * The coupon form posted as a form (pressed before the page's scripts ran): the payment page's action
 * applies the coupon on the server and, when park-api refuses it, renders the form again with this.
 */

/** The form field that tells the payment page's action which form was posted. */
export const COUPON_INTENT = 'coupon';

/** The message keys of the coupon form: a missing code, park-api's refusals, anything else. */
export type CouponError = 'required' | 'COUPON_NOT_FOUND' | 'COUPON_EXPIRED' | 'COUPON_REDEEMED' | 'generic';

const REFUSALS: ReadonlySet<string> = new Set(['COUPON_NOT_FOUND', 'COUPON_EXPIRED', 'COUPON_REDEEMED']);

/** park-api's error code → the message key (any other refusal is the generic one). */
export function couponErrorOf(code: string | undefined): CouponError {
  return code && REFUSALS.has(code) ? (code as CouponError) : 'generic';
}

/** The server's answer to a coupon posted without scripts: the code as typed and what went wrong. */
export interface CouponServerState {
  code: string;
  error: CouponError;
}
