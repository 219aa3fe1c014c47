import { describe, expect, it } from '@jest/globals';
import { paymentFailure } from './payment-errors';
import { groupPaymentMethods } from './payment-methods';

describe('groupPaymentMethods', () => {
  it('splits MXN methods into cards, offline methods and the wallet', () => {
    const groups = groupPaymentMethods([
      { id: 1, api_code: 'VI', name: 'Visa' },
      { id: 2, api_code: 'MC', name: 'Mastercard' },
      { id: 3, api_code: 'AX', name: 'American Express' },
      { id: 9, api_code: 'PP', name: 'PayPal' },
      { id: 11, api_code: 'BT', name: 'Bank transfer' },
      { id: 12, api_code: 'CD', name: 'Cash deposit' },
    ]);
    expect(groups.cards).toEqual(['VI', 'MC', 'AX']);
    expect(groups.offline).toEqual(['bank-transfer', 'cash-deposit']);
    expect(groups.wallets).toEqual(['PP']);
    expect(groups.others).toEqual([]);
  });
});

describe('paymentFailure', () => {
  it('keeps the attempt (and its key) only for failures worth retrying as they are', () => {
    expect(paymentFailure('CARD_DECLINED')).toEqual({ failure: 'declined', sameAttempt: false });
    expect(paymentFailure('PAYMENT_RETRYABLE')).toEqual({ failure: 'retry', sameAttempt: true });
    expect(paymentFailure('NETWORK_ERROR')).toEqual({ failure: 'retry', sameAttempt: true });
    expect(paymentFailure('TIMEOUT')).toEqual({ failure: 'retry', sameAttempt: true });
    expect(paymentFailure('CART_NOT_FOUND').failure).toBe('cartChanged');
    expect(paymentFailure('SOMETHING_NEW').failure).toBe('generic');
    expect(paymentFailure('HOLD_EXPIRED')).toEqual({ failure: 'holdExpired', sameAttempt: false });
  });
});
