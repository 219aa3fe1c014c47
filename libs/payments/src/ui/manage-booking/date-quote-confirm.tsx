import { Box, Button, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ReactElement } from 'react';
import { formatCartTotal } from '@parks/cart/core';
import { formatLongDate, useTranslation, type Language } from '@parks/i18n';
import type { DateQuote } from '../../core/booking.types';
import { walletsFor } from './booking-messages';
import { BOOKING_INTENT } from './find-booking-form';

export interface DateQuoteConfirmProps {
  lineId: string;
  quote: DateQuote;
  /**
   * The key the confirmation is sent with: made once per quote by the server, so a second press, a
   * reload or a retried POST replays the same change instead of paying twice.
   */
  idempotencyKey: string;
  language: Language;
  /** @default the page's own URL */
  action?: string;
}

/**
 * The quote of a new date, said before anything is confirmed: unavailable; dearer (the amount to pay and
 * a card or wallet to pay it with, in the order's currency); or the same or cheaper ("nothing is
 * refunded"). Confirming posts the date-change form.
 */
export function DateQuoteConfirm({
  lineId,
  quote,
  idempotencyKey,
  language,
  action,
}: DateQuoteConfirmProps): ReactElement {
  const { t } = useTranslation('payments');
  const id = useId();
  const [method, setMethod] = useState('card');
  const date = formatLongDate(quote.Date, language);
  const amount = formatCartTotal(quote.Difference.Amount, quote.Difference.Currency);
  const toPay = quote.Difference.Amount > 0;

  if (!quote.Available) {
    return (
      <Box role="alert" borderWidth="1px" borderColor="border.error" rounded="l2" p="4" data-testid="quote">
        {t('manageBooking.quote.unavailable', { date })}
      </Box>
    );
  }
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-heading`}
      borderWidth="2px"
      borderColor="brand.solid"
      rounded="l3"
      p="4"
      data-testid="quote"
    >
      <Heading as="h3" id={`${id}-heading`} size="md" mb="2">
        {t('manageBooking.quote.heading', { date })}
      </Heading>
      {toPay ? (
        <Text fontWeight="bold" mb="3" data-testid="quote-to-pay">
          {t('manageBooking.quote.toPay', { amount })}
        </Text>
      ) : (
        <Text fontWeight="bold" mb="3" data-testid="quote-no-refund">
          {t('manageBooking.quote.noRefund')}
        </Text>
      )}
      <form method="post" action={action}>
        <input type="hidden" name={BOOKING_INTENT} value="change" />
        <input type="hidden" name="line" value={lineId} />
        <input type="hidden" name="date" value={quote.Date} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {toPay ? (
          <Box as="fieldset" mb="4">
            <Heading as="legend" size="sm" mb="2">
              {t('manageBooking.payment.heading')}
            </Heading>
            <Stack gap="3">
              <Field.Root>
                <Field.Label>{t('manageBooking.payment.method')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="method"
                    value={method}
                    onChange={(event) => setMethod(event.target.value)}
                  >
                    <option value="card">{t('manageBooking.payment.card')}</option>
                    {walletsFor(quote.Difference.Currency).map((wallet) => (
                      <option key={wallet} value={wallet}>
                        {t(`manageBooking.payment.${wallet}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {/* Without scripts every field is sent and the server ignores the card's for a wallet. */}
              {method === 'card' ? (
                <>
                  <PaymentField name="cardNumber" autoComplete="cc-number" inputMode="numeric" />
                  <PaymentField name="holder" autoComplete="cc-name" />
                  <PaymentField name="expiry" autoComplete="cc-exp" inputMode="numeric" />
                  <PaymentField name="cvv" autoComplete="cc-csc" inputMode="numeric" />
                </>
              ) : null}
            </Stack>
          </Box>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button type="submit" colorPalette="brand">
            {toPay ? t('manageBooking.quote.confirmAndPay', { amount }) : t('manageBooking.quote.confirm')}
          </Button>
          <Button asChild variant="outline" type={undefined}>
            <a href={action ?? '?'}>{t('manageBooking.quote.cancel')}</a>
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

function PaymentField({
  name,
  autoComplete,
  inputMode,
}: {
  name: string;
  autoComplete: string;
  inputMode?: 'numeric';
}): ReactElement {
  const { t } = useTranslation('payments');
  return (
    <Field.Root required>
      <Field.Label>{t(`manageBooking.payment.${name}`)}</Field.Label>
      <Input
        name={name}
        type="text"
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={100}
        required
      />
    </Field.Root>
  );
}
