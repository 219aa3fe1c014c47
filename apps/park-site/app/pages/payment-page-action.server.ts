import type { CartLanguage } from '@parks/contracts';
import { COUPON_INTENT, couponErrorOf, type CouponServerState } from '@parks/payments/core';
import { COOKIE, parseCookieHeader } from '@parks/site/core';
import type { ApplyCoupon } from '../server-only/app-services';

/**
 * The payment page's forms posted as forms (pressed before the page's scripts ran):
 *
 * - the coupon form (`intent=coupon`): the coupon is applied to the visitor's cart (the `_shopping`
 *   cookie) as the scripts would, then the page is shown again (303 to itself, so a reload posts
 *   nothing), with the discount; a refusal renders the form again with its message and the code;
 * - anything else (the payment form, which the browser draws only once its scripts run): the visitor
 *   is sent back to the page and no field is read, so card data is never handled here.
 */
export interface PaymentPageActionDependencies {
  applyCoupon: ApplyCoupon;
  language: CartLanguage;
}

export type PaymentPageOutcome =
  { kind: 'back'; location: string } | { kind: 'refused'; status: number; coupon: CouponServerState };

const MAX_BODY_BYTES = 8 * 1024;
const MAX_CODE = 64;

export async function paymentPageAction(
  request: Request,
  deps: PaymentPageActionDependencies,
): Promise<PaymentPageOutcome> {
  const page = new URL(request.url).pathname;
  const back: PaymentPageOutcome = { kind: 'back', location: page };
  // A payment form is bigger than a coupon but is never read here: it only goes back.
  const contentType = request.headers.get('content-type') ?? '';
  if (
    Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES ||
    !contentType.startsWith('application/x-www-form-urlencoded')
  )
    return back;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back;
  }
  if (form.get('intent') !== COUPON_INTENT) return back;

  const raw = form.get('coupon');
  const code = (typeof raw === 'string' ? raw : '').trim().slice(0, MAX_CODE);
  if (!code) return { kind: 'refused', status: 400, coupon: { code, error: 'required' } };
  const sessionId = parseCookieHeader(request.headers.get('cookie'))[COOKIE.shopping];
  // No cart: the page itself says so; there is nothing to apply a coupon to.
  if (!sessionId) return back;
  try {
    const answer = await deps.applyCoupon({ SessionId: sessionId, Code: code }, deps.language);
    if (answer.status >= 200 && answer.status < 300) return back;
    // The page exists whatever park-api said about the coupon: a refusal is the visitor's input (400),
    // a failure park-api's (502).
    return {
      kind: 'refused',
      status: answer.status >= 500 ? 502 : 400,
      coupon: { code, error: couponErrorOf(answer.code) },
    };
  } catch {
    return { kind: 'refused', status: 502, coupon: { code, error: 'generic' } };
  }
}
