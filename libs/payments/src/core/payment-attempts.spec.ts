import { describe, expect, it } from '@jest/globals';
import { createPaymentAttempts, paymentFingerprint } from './payment-attempts';

const body = {
  SessionId: 's-1',
  Method: 'card',
  Card: { Number: '4242424242424242', Cvv: '123', ExpiryMonth: 12, ExpiryYear: 2031, Holder: 'Ana' },
  Visitors: [{ FirstName: 'Ana', LastName: 'P', Email: 'a@example.com' }],
};

describe('one Idempotency-Key per payment attempt', () => {
  it('reuses the key for a double click or a retry of the same request', () => {
    let n = 0;
    const attempts = createPaymentAttempts(() => `key-${++n}`);
    const fingerprint = paymentFingerprint(body);
    expect(attempts.keyFor(fingerprint)).toBe('key-1');
    expect(attempts.keyFor(fingerprint)).toBe('key-1');
  });
  it('starts a new attempt when the request changes or the last one got its final answer', () => {
    let n = 0;
    const attempts = createPaymentAttempts(() => `key-${++n}`);
    attempts.keyFor(paymentFingerprint(body));
    expect(attempts.keyFor(paymentFingerprint({ ...body, Months: 3 }))).toBe('key-2');
    attempts.finish();
    expect(attempts.keyFor(paymentFingerprint({ ...body, Months: 3 }))).toBe('key-3');
  });
  it('fingerprints without the card number or the CVV', () => {
    const fingerprint = paymentFingerprint(body);
    expect(fingerprint).not.toContain('4242424242424242');
    expect(fingerprint).not.toContain('123"');
    expect(fingerprint).toContain('"last4":"4242"');
  });
  it('makes random UUID keys by default', () => {
    const attempts = createPaymentAttempts();
    expect(attempts.keyFor('x')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
