import { Box, Button, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { cartLanguage } from '@parks/cart/core';
import type { ShoppingCart } from '@parks/contracts';
import { htmlLang, useTranslation, type Language } from '@parks/i18n';
import { visitorCountryOptions } from '@parks/ui-header/core';
import type { PaymentsApi } from '../../api/payments.api';
import { cardDigits, detectCardNetwork, formatCardNumber } from '../../core/card-number';
import type { Order, PaymentRequest } from '../../core/order.types';
import { createPaymentAttempts, paymentFingerprint } from '../../core/payment-attempts';
import { paymentFailure, type PaymentFailure } from '../../core/payment-errors';
import {
  EMPTY_PAYMENT_FORM,
  parseExpiry,
  parsePlan,
  paymentFormSchema,
  type PaymentChoice,
  type PaymentFormMessage,
  type PaymentFormValues,
} from '../../core/payment-form.schema';
import type { Bank, MethodGroups } from '../../core/payment-methods';
import { BuyerFields } from './buyer-fields';
import { MonthsPlanField } from './months-plan-field';
import { TextField } from './text-field';

export interface PaymentFormProps {
  cart: ShoppingCart;
  language: Language;
  methods: MethodGroups;
  /** Banks with months without interest (MXN); empty elsewhere. */
  banks: Bank[];
  api: PaymentsApi;
  formatMoney: (amount: number) => string;
  /** Called with the order once the payment (or the payment reference) is confirmed. */
  onPaid: (order: Order) => void;
  /** Where the terms and conditions are. */
  termsHref?: string;
  /** Today, for the card's expiry. @default the current date */
  now?: Date;
  /** The buyer's details when the host knows them (a signed-in customer); the visitor can change them. */
  buyer?: BuyerDetails;
  /** Where a submission the browser makes itself posts (see the form). @default none: the page's own URL */
  action?: string;
}

/** The buyer fields a host can fill in advance. */
export type BuyerDetails = Partial<
  Pick<PaymentFormValues, 'firstName' | 'lastName' | 'email' | 'phone' | 'country'>
>;

/** Expiry typed as digits gets its slash: "1231" reads "12/31". */
function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function paymentRequest(cart: ShoppingCart, values: PaymentFormValues): PaymentRequest {
  const wallet = values.method === 'PP' || values.method === 'AP' ? values.method : undefined;
  const request: PaymentRequest = {
    SessionId: cart.SessionId,
    ...(wallet
      ? { Method: 'wallet', Wallet: wallet }
      : { Method: values.method as PaymentRequest['Method'] }),
    Contact: { Phone: values.phone.trim(), Country: values.country },
    Visitors: [
      { FirstName: values.firstName.trim(), LastName: values.lastName.trim(), Email: values.email.trim() },
    ],
  };
  if (values.method !== 'card') return request;
  const expiry = parseExpiry(values.expiry);
  const plan = parsePlan(values.plan);
  return {
    ...request,
    Card: {
      Number: cardDigits(values.cardNumber),
      Cvv: values.cvv,
      ExpiryMonth: expiry?.month ?? 0,
      ExpiryYear: expiry?.year ?? 0,
      Holder: values.holder.trim(),
    },
    ...(plan ? { Months: plan.months, IdBank: plan.idBank } : {}),
  };
}

/**
 * The payment form (Formik + Yup): the buyer, the method, the card (network detected while typing, Luhn)
 * or the payment reference for bank transfer / cash deposit, and the terms. Card data stays in this
 * form's state: it is sent once to the payment call and never stored, logged or put in the store.
 * A decline or an error keeps every field filled and says what to do; a retry of the same attempt
 * sends the same Idempotency-Key, so it can never pay twice.
 */
export function PaymentForm({
  cart,
  language,
  methods,
  banks,
  api,
  formatMoney,
  onPaid,
  termsHref,
  now,
  buyer,
  action,
}: PaymentFormProps): ReactElement {
  const { t } = useTranslation('payments');
  const id = useId();
  const attempts = useRef(createPaymentAttempts());
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const coversAll = cart.Total === 0 && !!cart.CouponCode;
  const offered: PaymentChoice[] = coversAll
    ? ['coupon']
    : [...(methods.cards.length > 0 ? (['card'] as const) : []), ...methods.offline, ...methods.wallets];

  const schema = useMemo(
    () =>
      paymentFormSchema({
        acceptedNetworks: methods.cards,
        now: now ?? new Date(),
        message: (key: PaymentFormMessage) => t(`form.errors.${key}`),
      }),
    [methods.cards, now, t],
  );
  const countries = useMemo(() => visitorCountryOptions(htmlLang(language)), [language]);
  const formik = useFormik<PaymentFormValues>({
    initialValues: { ...EMPTY_PAYMENT_FORM, ...buyer, method: offered[0] ?? 'card' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const body = paymentRequest(cart, values);
      const key = attempts.current.keyFor(paymentFingerprint(body));
      const result = await api.pay(body, key, cartLanguage(language));
      if (result.ok) {
        attempts.current.finish();
        onPaid(result.data);
        return;
      }
      const { failure: reason, sameAttempt } = paymentFailure(result.error.code);
      if (!sameAttempt) attempts.current.finish();
      setFailure(reason);
    },
  });
  const { values, setFieldValue } = formik;

  // The offered methods change with the currency (and a coupon): keep the choice one of them.
  const offeredKey = offered.join(',');
  useEffect(() => {
    if (!offered.includes(values.method)) void setFieldValue('method', offered[0] ?? 'card');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offeredKey]);
  // Plans belong to the banks of the currency: a new currency starts from a single payment.
  useEffect(() => {
    void setFieldValue('plan', '');
  }, [banks, setFieldValue]);
  useEffect(() => {
    if (failure) outcomeRef.current?.focus();
  }, [failure]);

  const error = (name: keyof PaymentFormValues) =>
    formik.touched[name] && formik.errors[name] ? String(formik.errors[name]) : undefined;
  const network = detectCardNetwork(cardDigits(values.cardNumber));
  const reformat =
    (name: 'cardNumber' | 'expiry', format: (v: string) => string) =>
    (event: ChangeEvent<HTMLInputElement>) =>
      void setFieldValue(name, format(event.target.value));

  const isWallet = values.method === 'PP' || values.method === 'AP';
  const submitLabel =
    values.method === 'coupon'
      ? t('form.submitCoupon')
      : values.method === 'card'
        ? t('form.submit', { amount: formatMoney(cart.Total) })
        : isWallet
          ? t('form.submitWallet', { wallet: t(`methods.${values.method}`), amount: formatMoney(cart.Total) })
          : t('form.submitOffline');

  return (
    // The form is drawn in the browser once the methods are read, so its scripts are running; still, a
    // submission the browser would make itself posts (to the payment page, whose action sends the
    // visitor back without reading a field): a card number or CVV never goes into a URL.
    <chakra.form
      method="post"
      action={action}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby={`${id}-heading`}
    >
      <Stack gap="6">
        <BuyerFields
          headingId={`${id}-buyer`}
          values={values}
          countries={countries}
          error={error}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />

        <chakra.fieldset>
          <chakra.legend>
            <Heading as="h2" id={`${id}-heading`} size="lg" mb="3">
              {t('methods.heading')}
            </Heading>
          </chakra.legend>
          <Stack gap="2">
            {offered.map((method) => (
              <chakra.label key={method} display="flex" gap="2" alignItems="center">
                <chakra.input
                  type="radio"
                  name="method"
                  value={method}
                  checked={values.method === method}
                  onChange={formik.handleChange}
                  boxSize="4"
                  accentColor="brand.fg"
                />
                <span>{t(`methods.${method}`)}</span>
              </chakra.label>
            ))}
          </Stack>
          {values.method === 'card' ? (
            <Text mt="2" fontSize="sm" color="fg.muted">
              {t('methods.accepted', {
                networks: methods.cards.map((code) => t(`networks.${code}`)).join(', '),
              })}
            </Text>
          ) : null}
          {isWallet ? (
            <Text mt="2" fontSize="sm" data-testid="wallet-note">
              {t('methods.walletNote', { wallet: t(`methods.${values.method}`) })}
            </Text>
          ) : null}
          {values.method === 'bank-transfer' || values.method === 'cash-deposit' ? (
            <Text mt="2" fontSize="sm" data-testid="offline-note">
              {t('methods.offlineNote')}
            </Text>
          ) : null}
        </chakra.fieldset>

        {values.method === 'card' && banks.length > 0 ? (
          <MonthsPlanField
            banks={banks}
            total={cart.Total}
            decimals={cart.Decimals ?? 2}
            value={values.plan}
            onChange={formik.handleChange}
            formatMoney={formatMoney}
          />
        ) : null}

        {values.method === 'card' ? (
          <Box as="section" aria-labelledby={`${id}-card`}>
            <Heading as="h2" id={`${id}-card`} size="lg" mb="3">
              {t('form.cardHeading')}
            </Heading>
            <Box display="grid" gap="3" gridTemplateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }}>
              <TextField
                name="cardNumber"
                label={t('form.fields.cardNumber')}
                value={values.cardNumber}
                error={error('cardNumber')}
                onChange={reformat('cardNumber', formatCardNumber)}
                onBlur={formik.handleBlur}
                autoComplete="cc-number"
                inputMode="numeric"
                maxLength={23}
                helper={
                  network ? (
                    <span data-testid="card-network">
                      {t('form.networkDetected', { network: t(`networks.${network}`) })}
                    </span>
                  ) : undefined
                }
              />
              <TextField
                name="expiry"
                label={t('form.fields.expiry')}
                value={values.expiry}
                error={error('expiry')}
                onChange={reformat('expiry', formatExpiry)}
                onBlur={formik.handleBlur}
                autoComplete="cc-exp"
                inputMode="numeric"
                maxLength={5}
              />
              <TextField
                name="cvv"
                label={t('form.fields.cvv')}
                value={values.cvv}
                error={error('cvv')}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                autoComplete="cc-csc"
                inputMode="numeric"
                maxLength={4}
              />
            </Box>
            <Box mt="3">
              <TextField
                name="holder"
                label={t('form.fields.holder')}
                value={values.holder}
                error={error('holder')}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                autoComplete="cc-name"
                maxLength={80}
              />
            </Box>
          </Box>
        ) : null}

        <Box>
          <chakra.label htmlFor={`${id}-terms`} display="flex" gap="2" alignItems="flex-start">
            <chakra.input
              id={`${id}-terms`}
              type="checkbox"
              name="acceptTerms"
              checked={values.acceptTerms}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={!!error('acceptTerms')}
              aria-describedby={error('acceptTerms') ? `${id}-terms-error` : undefined}
              required
              mt="1"
              boxSize="4"
              flexShrink={0}
              accentColor="brand.fg"
            />
            <span>{t('form.fields.acceptTerms')}</span>
          </chakra.label>
          {termsHref ? (
            <Link href={termsHref} target="_blank" rel="noopener" fontSize="sm" ms="6" color="brand.fg">
              {t('form.fields.termsLink')}
            </Link>
          ) : null}
          {error('acceptTerms') ? (
            <Text id={`${id}-terms-error`} color="fg.error" fontSize="sm" mt="1">
              {error('acceptTerms')}
            </Text>
          ) : null}
        </Box>

        {failure ? (
          <Box
            ref={outcomeRef}
            tabIndex={-1}
            role="alert"
            px="4"
            py="3"
            rounded="l2"
            borderWidth="1px"
            borderColor="border.error"
            bg="bg.error"
            color="fg.error"
            fontWeight="semibold"
          >
            {t(`form.outcome.${failure}`)}
          </Box>
        ) : null}
        <Box role="status" aria-live="polite">
          {formik.isSubmitting ? <Text>{t('form.submitting')}</Text> : null}
        </Box>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={formik.isSubmitting}
          loadingText={t('form.submitting')}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </chakra.form>
  );
}
