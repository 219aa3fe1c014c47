/**
 * One Idempotency-Key per payment attempt. A double click or a retry after a network failure, a timeout or
 * a 'try again' answer is the same attempt and sends the same key, so park-api answers it with the first
 * request's order instead of charging twice. The attempt ends with a final answer that did not create an
 * order (a decline, a refused card): the next submission is a new attempt with a new key.
 */
export interface PaymentAttempts {
  /** The key of the attempt that sends this request; a different request starts a new attempt. */
  keyFor(fingerprint: string): string;
  /** The attempt got its final answer: the next submission is a new attempt. */
  finish(): void;
}

export function createPaymentAttempts(newKey: () => string = () => crypto.randomUUID()): PaymentAttempts {
  let current: { key: string; fingerprint: string } | undefined;
  return {
    keyFor(fingerprint) {
      if (!current || current.fingerprint !== fingerprint) current = { key: newKey(), fingerprint };
      return current.key;
    },
    finish() {
      current = undefined;
    },
  };
}

/**
 * What tells one request from another without the card's secrets (the same fields park-api hashes):
 * the last four digits and expiry stand for the card, the number and the CVV never leave the call.
 */
export function paymentFingerprint(body: {
  SessionId: string;
  Method: string;
  Card?: { Number: string; ExpiryMonth: number; ExpiryYear: number; Holder: string };
  Months?: number;
  IdBank?: number;
  Contact?: unknown;
  Visitors: unknown;
}): string {
  const { Card, ...rest } = body;
  const card = Card
    ? { last4: Card.Number.slice(-4), month: Card.ExpiryMonth, year: Card.ExpiryYear, holder: Card.Holder }
    : null;
  return JSON.stringify({ ...rest, card });
}
