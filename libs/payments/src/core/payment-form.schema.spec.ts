import { describe, expect, it } from '@jest/globals';
import { ValidationError } from 'yup';
import {
  EMPTY_PAYMENT_FORM,
  expiryInFuture,
  parseExpiry,
  parsePlan,
  paymentFormSchema,
  type PaymentFormValues,
} from './payment-form.schema';

const now = new Date('2030-01-07T15:00:00Z');
const schema = paymentFormSchema({ acceptedNetworks: ['VI', 'MC', 'AX'], now, message: (key) => key });
const valid: PaymentFormValues = {
  ...EMPTY_PAYMENT_FORM,
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '+52 998 555 0100',
  country: 'MX',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/31',
  cvv: '123',
  holder: 'Ana Pérez',
  acceptTerms: true,
};

async function errorsOf(values: Partial<PaymentFormValues>): Promise<Record<string, string>> {
  try {
    await schema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('paymentFormSchema', () => {
  it('accepts a complete card payment', async () => expect(await errorsOf({})).toEqual({}));
  it('needs the buyer and the terms', async () => {
    expect(
      await errorsOf({ firstName: ' ', lastName: '', email: '', phone: '', country: '', acceptTerms: false }),
    ).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      country: 'countryRequired',
      acceptTerms: 'termsRequired',
    });
    expect(await errorsOf({ email: 'ana@', phone: 'call me' })).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    });
  });
  it('checks the card: Luhn, accepted network, expiry, CVV length, holder', async () => {
    expect(await errorsOf({ cardNumber: '4242 4242 4242 4241' })).toEqual({
      cardNumber: 'cardNumberInvalid',
    });
    // Discover is a valid card but not one MXN accepts.
    expect(await errorsOf({ cardNumber: '6011111111111117' })).toEqual({
      cardNumber: 'cardNetworkNotAccepted',
    });
    expect(await errorsOf({ expiry: '13/31' })).toEqual({ expiry: 'expiryInvalid' });
    expect(await errorsOf({ expiry: '12/29' })).toEqual({ expiry: 'expiryPast' });
    expect(await errorsOf({ cvv: '12' })).toEqual({ cvv: 'cvvInvalid' });
    expect(await errorsOf({ cardNumber: '378282246310005', cvv: '123' })).toEqual({ cvv: 'cvvInvalid' });
    expect(await errorsOf({ cardNumber: '378282246310005', cvv: '1234' })).toEqual({});
    expect(await errorsOf({ holder: '' })).toEqual({ holder: 'holderRequired' });
    expect(await errorsOf({ cardNumber: '', expiry: '', cvv: '' })).toEqual({
      cardNumber: 'cardNumberRequired',
      expiry: 'expiryRequired',
      cvv: 'cvvRequired',
    });
  });
  it('asks nothing of a card for a bank transfer, a cash deposit or a covering coupon', async () => {
    for (const method of ['bank-transfer', 'cash-deposit', 'coupon'] as const)
      expect(await errorsOf({ method, cardNumber: '', expiry: '', cvv: '', holder: '' })).toEqual({});
  });
});

describe('expiry and plan helpers', () => {
  it('reads MM/YY and counts the whole expiry month as valid', () => {
    expect(parseExpiry('01/30')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('1/30')).toBeUndefined();
    expect(expiryInFuture('01/30', now)).toBe(true);
    expect(expiryInFuture('12/29', now)).toBe(false);
  });
  it('reads the chosen plan', () => {
    expect(parsePlan('5:12')).toEqual({ idBank: 5, months: 12 });
    expect(parsePlan('')).toBeUndefined();
  });
});
