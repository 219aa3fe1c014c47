/**
 * The sandbox card gateway: Luhn check, network from the number, and documented test numbers.
 * Test numbers (any future expiry, any 3–4 digit CVV):
 *   4242 4242 4242 4242  Visa        approved
 *   5555 5555 5555 4444  Mastercard  approved
 *   3782 822463 10005    Amex        approved
 *   4000 0000 0000 0002  Visa        declined (402 CARD_DECLINED)
 *   4000 0000 0000 0119  Visa        processing error, retry later (503 PAYMENT_RETRYABLE)
 * Every other Luhn-valid number is approved.
 */

export type CardNetwork = 'VI' | 'MC' | 'AX' | 'DN' | 'DS' | 'JC';
export type CardOutcome = 'approved' | 'declined' | 'retryable';

export const DECLINED_CARD = '4000000000000002';
export const RETRYABLE_CARD = '4000000000000119';

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** IIN ranges of the networks the parks accept. */
export function detectNetwork(digits: string): CardNetwork | null {
  if (/^4/.test(digits)) return 'VI';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MC';
  if (/^3[47]/.test(digits)) return 'AX';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'DN';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DS';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JC';
  return null;
}

export function sandboxOutcome(digits: string): CardOutcome {
  if (digits === DECLINED_CARD) return 'declined';
  if (digits === RETRYABLE_CARD) return 'retryable';
  return 'approved';
}
