import { boolean, object, string, type ObjectSchema } from 'yup';
import { cardDigits, cvvLength, detectCardNetwork, luhnValid, type CardNetwork } from './card-number';
import type { PaymentMethodKind, WalletCode } from './order.types';

/** What the method radio holds: a way to pay, or the wallet to pay with. */
export type PaymentChoice = Exclude<PaymentMethodKind, 'wallet'> | WalletCode;

/** The payment form's fields. Card fields live only here (Formik state), never in Redux or storage. */
export interface PaymentFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  method: PaymentChoice;
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
  holder: string;
  /** `${idBank}:${months}` of the chosen months-without-interest plan; '' pays at once. */
  plan: string;
  acceptTerms: boolean;
}

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  method: 'card',
  cardNumber: '',
  expiry: '',
  cvv: '',
  holder: '',
  plan: '',
  acceptTerms: false,
};

/** Message keys under `form.errors` of the payments namespace. */
export type PaymentFormMessage =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'countryRequired'
  | 'cardNumberRequired'
  | 'cardNumberInvalid'
  | 'cardNetworkNotAccepted'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvvRequired'
  | 'cvvInvalid'
  | 'holderRequired'
  | 'termsRequired';

export interface PaymentSchemaOptions {
  /** The card networks the chosen currency accepts. */
  acceptedNetworks: CardNetwork[];
  /** Today, for the expiry check. */
  now: Date;
  message: (key: PaymentFormMessage) => string;
}

// One '@', no spaces, a dot in the domain: park-api checks the e-mail format too.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;
const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** MM/YY as month and four-digit year; undefined when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = EXPIRY.exec(value.replace(/\s/g, ''));
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function expiryInFuture(value: string, now: Date): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  return Date.UTC(expiry.year, expiry.month, 1) > now.getTime();
}

export function paymentFormSchema({
  acceptedNetworks,
  now,
  message,
}: PaymentSchemaOptions): ObjectSchema<PaymentFormValues> {
  return object({
    firstName: string().trim().required(message('firstNameRequired')).max(80),
    lastName: string().trim().required(message('lastNameRequired')).max(80),
    email: string()
      .trim()
      .required(message('emailRequired'))
      .max(254)
      .matches(EMAIL, { message: message('emailInvalid'), excludeEmptyString: true }),
    phone: string()
      .trim()
      .required(message('phoneRequired'))
      .matches(PHONE, { message: message('phoneInvalid'), excludeEmptyString: true }),
    country: string().required(message('countryRequired')),
    method: string<PaymentChoice>()
      .oneOf(['card', 'bank-transfer', 'cash-deposit', 'coupon', 'PP', 'AP'])
      .required(),
    cardNumber: string().when('method', {
      is: 'card',
      then: (schema) =>
        schema
          .required(message('cardNumberRequired'))
          .test('luhn', message('cardNumberInvalid'), (value) => !value || luhnValid(cardDigits(value)))
          .test('network', message('cardNetworkNotAccepted'), (value) => {
            if (!value) return true;
            const network = detectCardNetwork(cardDigits(value ?? ''));
            return network !== null && acceptedNetworks.includes(network);
          }),
    }),
    expiry: string().when('method', {
      is: 'card',
      then: (schema) =>
        schema
          .required(message('expiryRequired'))
          .test('format', message('expiryInvalid'), (value) => !value || parseExpiry(value) !== undefined)
          .test(
            'future',
            message('expiryPast'),
            (value) => parseExpiry(value ?? '') === undefined || expiryInFuture(value ?? '', now),
          ),
    }),
    cvv: string().when('method', {
      is: 'card',
      then: (schema) =>
        schema.required(message('cvvRequired')).test('length', message('cvvInvalid'), function (value) {
          if (!value) return true;
          const network = detectCardNetwork(cardDigits(String(this.parent.cardNumber ?? '')));
          return new RegExp(`^\\d{${cvvLength(network)}}$`).test(value);
        }),
    }),
    holder: string().when('method', {
      is: 'card',
      then: (schema) => schema.trim().required(message('holderRequired')).max(80),
    }),
    plan: string().default(''),
    acceptTerms: boolean().required().oneOf([true], message('termsRequired')),
  }) as ObjectSchema<PaymentFormValues>;
}

/** The plan field's value as the bank and the months; undefined for a single payment. */
export function parsePlan(plan: string): { idBank: number; months: number } | undefined {
  const match = /^(\d+):(\d+)$/.exec(plan);
  return match ? { idBank: Number(match[1]), months: Number(match[2]) } : undefined;
}
