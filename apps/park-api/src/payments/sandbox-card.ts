/**
 * The sandbox card gateway's outcomes: documented test numbers. The card rules (Luhn check, network from the
 * number) are the payment form's own, imported from `@parks/payments/core`, so the form refuses what the
 * gateway would refuse. Test numbers (any future expiry, any 3–4 digit CVV):
 *   4242 4242 4242 4242  Visa        approved
 *   5555 5555 5555 4444  Mastercard  approved
 *   3782 822463 10005    Amex        approved
 *   4000 0000 0000 0002  Visa        declined (402 CARD_DECLINED)
 *   4000 0000 0000 0119  Visa        processing error, retry later (503 PAYMENT_RETRYABLE)
 * Every other Luhn-valid number is approved.
 */

export type CardOutcome = 'approved' | 'declined' | 'retryable';

export const DECLINED_CARD = '4000000000000002';
export const RETRYABLE_CARD = '4000000000000119';

export function sandboxOutcome(digits: string): CardOutcome {
  if (digits === DECLINED_CARD) return 'declined';
  if (digits === RETRYABLE_CARD) return 'retryable';
  return 'approved';
}
