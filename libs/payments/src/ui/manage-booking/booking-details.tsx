import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, type ComponentType, type ReactElement, type ReactNode, type Ref } from 'react';
import { formatCartTotal } from '@parks/cart/core';
import { formatLongDate, htmlLang, useTranslation, type Language } from '@parks/i18n';
import { bookingCalendar, parkDateTime } from '../../core/booking-calendar';
import type { Booking, BookingLine, DateQuote } from '../../core/booking.types';
import { printStyles } from '../thank-you/print-styles';
import { BookingErrorAlert } from './booking-error-alert';
import type { BookingFormError } from './booking-messages';
import { DateQuoteConfirm } from './date-quote-confirm';
import { ETicketCard } from './e-ticket-card';
import { BOOKING_INTENT } from './find-booking-form';

/** A quote the page shows for one line, with the key its confirmation must carry. */
export interface ShownQuote {
  lineId: string;
  quote: DateQuote;
  idempotencyKey: string;
}

/** What a date field of the booking page is for: its form field (`date`), label and line. */
export interface BookingDateFieldProps {
  /** The form field's name: the action reads `date`, `YYYY-MM-DD`. */
  name: 'date';
  label: string;
  booking: Booking;
  line: BookingLine;
  language: Language;
}

/** The native date input: what a date field is before (or without) the page's scripts. */
export function NativeBookingDateField({
  name,
  label,
  inputRef,
}: BookingDateFieldProps & {
  /** Lets a field that replaces it once scripts run read what was typed meanwhile. @default none */
  inputRef?: Ref<HTMLInputElement>;
}): ReactElement {
  return (
    <Field.Root required maxW="xs">
      <Field.Label>{label}</Field.Label>
      <Input ref={inputRef} name={name} type="date" required />
    </Field.Root>
  );
}

/**
 * The attribute of the booking page's print button: a host whose page can be clicked before it hydrates
 * prints on a click on it that no script of the page handled (`defaultPrevented` unset).
 */
export const PRINT_BUTTON = 'data-print-tickets';

/** What the last action did, said once above the booking. */
export type BookingNotice = { kind: 'changed' | 'claimed'; date: string } | { kind: 'resent' };

export interface BookingDetailsProps {
  booking: Booking;
  language: Language;
  /** The quote of a new date being confirmed, or none. @default null */
  quote?: ShownQuote | null;
  /** @default null */
  notice?: BookingNotice | null;
  /** The refusal of the last action and the line it was about. @default null */
  error?: (BookingFormError & { lineId?: string }) | null;
  /** When the calendar file is made. @default the current date */
  now?: Date;
  /** Where the forms post. @default the page's own URL */
  action?: string;
  /**
   * The new-date field of the change and claim forms (the host passes the booking lib's date picker,
   * which keeps this native input as its no-script fallback).
   * @default NativeBookingDateField
   */
  dateField?: ComponentType<BookingDateFieldProps>;
}

/**
 * The booking page: reference and totals, then each line with its product, date, visitors, status and
 * weather guarantee, what can still be done to it and until when (in the park's time zone, as park-api
 * says: the rules of SPEC §9 are enforced there, never here), its e-tickets (a voided one shown as void),
 * the calendar file, print and resend, and the changes made so far. Every form is a plain POST.
 */
export function BookingDetails({
  booking,
  language,
  quote = null,
  notice = null,
  error = null,
  now,
  action,
  dateField = NativeBookingDateField,
}: BookingDetailsProps): ReactElement {
  const { t } = useTranslation('payments');
  const id = useId();
  const locale = htmlLang(language);
  const until = (instant: string) => parkDateTime(instant, booking.TimeZone, locale);
  const calendarHref = useMemo(() => {
    const ics = bookingCalendar(booking, {
      now: now ?? new Date(),
      ticketsLabel: t('manageBooking.tickets.shortCode'),
      referenceLabel: t('manageBooking.tickets.booking'),
    });
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [booking, now, t]);
  const money = (amount: number) => formatCartTotal(amount, booking.Currency);

  return (
    <Stack gap="8" css={printStyles}>
      {notice ? (
        <Box
          role="status"
          borderWidth="2px"
          borderColor="brand.solid"
          rounded="l3"
          p="4"
          data-testid="booking-notice"
        >
          {notice.kind === 'resent'
            ? t('manageBooking.done.resent')
            : t(`manageBooking.done.${notice.kind}`, { date: formatLongDate(notice.date, language) })}
        </Box>
      ) : null}
      {error && !error.lineId ? <BookingErrorAlert error={error} testId="booking-error" /> : null}

      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
        <Box as="dt" fontWeight="semibold">
          {t('manageBooking.booking.reference')}
        </Box>
        <Box as="dd" fontFamily="mono" fontWeight="bold" data-testid="booking-reference">
          {booking.Reference}
        </Box>
        <Box as="dt" fontWeight="semibold">
          {t('manageBooking.booking.orderNumber')}
        </Box>
        <Box as="dd" fontFamily="mono">
          {booking.IdOrder}
        </Box>
        <Box as="dt" fontWeight="semibold">
          {t('manageBooking.booking.total')}
        </Box>
        <dd>{money(booking.Total)}</dd>
        <Box as="dt" fontWeight="semibold">
          {t('manageBooking.booking.purchased')}
        </Box>
        <dd>{until(booking.PurchasedAt)}</dd>
        <Box as="dt" fontWeight="semibold">
          {t('manageBooking.booking.validUntil')}
        </Box>
        <dd data-testid="coupon-valid-until">{until(booking.CouponValidUntil)}</dd>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('manageBooking.booking.timeZone', { timeZone: booking.TimeZone })}
      </Text>

      <HStack gap="3" data-print="hide" flexWrap="wrap">
        <Button asChild variant="outline" type={undefined}>
          <a
            href={calendarHref}
            download={`${t('manageBooking.tickets.calendarFile')}-${booking.Reference}.ics`}
          >
            {t('manageBooking.tickets.calendar')}
          </a>
        </Button>
        <Button
          variant="outline"
          // The host may also answer this button before its scripts run (PRINT_BUTTON): the click that
          // prints here is marked handled so it prints once.
          {...{ [PRINT_BUTTON]: '' }}
          onClick={(event) => {
            event.preventDefault();
            window.print();
          }}
        >
          {t('manageBooking.tickets.print')}
        </Button>
        <form method="post" action={action}>
          <input type="hidden" name={BOOKING_INTENT} value="resend" />
          <Button type="submit" variant="outline">
            {t('manageBooking.tickets.resend')}
          </Button>
        </form>
      </HStack>

      {booking.Lines.map((line) => (
        <BookingLineSection
          key={line.IdLine}
          booking={booking}
          line={line}
          language={language}
          until={until}
          quote={quote?.lineId === line.IdLine ? quote : null}
          error={error?.lineId === line.IdLine ? error : null}
          action={action}
          dateField={dateField}
        />
      ))}

      {booking.Changes.length > 0 ? (
        <Box as="section" aria-labelledby={`${id}-changes`} data-print="hide">
          <Heading as="h2" id={`${id}-changes`} size="lg" mb="3">
            {t('manageBooking.changes.heading')}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none" data-testid="booking-changes">
            {booking.Changes.map((change) => (
              <li key={`${change.At}-${change.IdLine}`}>
                {t(`manageBooking.changes.${change.Kind}`, {
                  at: until(change.At),
                  from: formatLongDate(change.From, language),
                  to: formatLongDate(change.To, language),
                  amount: formatCartTotal(change.Difference.Amount, change.Difference.Currency),
                })}
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

interface BookingLineSectionProps {
  booking: Booking;
  line: BookingLine;
  language: Language;
  until: (instant: string) => string;
  quote: ShownQuote | null;
  error: BookingFormError | null;
  action?: string;
  dateField: ComponentType<BookingDateFieldProps>;
}

function BookingLineSection({
  booking,
  line,
  language,
  until,
  quote,
  error,
  action,
  dateField: DateField,
}: BookingLineSectionProps) {
  const { t } = useTranslation('payments');
  const id = useId();
  const visitors = line.Visitors.filter((visitor) => visitor.Count > 0)
    .map((visitor) =>
      t(`manageBooking.bands.${visitor.Band}`, {
        count: visitor.Count,
        defaultValue: `${visitor.Count} ${visitor.Band}`,
      }),
    )
    .join(', ');
  // The change and the claim forms ask for a new date the same way (each its own field: its own form).
  const newDate = (
    <DateField
      name="date"
      label={t('manageBooking.changeDate.newDate')}
      booking={booking}
      line={line}
      language={language}
    />
  );
  // Valid tickets first: the ones to show at the gate; the voided ones stay listed, marked void.
  const tickets = [...line.Tickets].sort(
    (a, b) => Number(a.Status !== 'valid') - Number(b.Status !== 'valid'),
  );
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-line`}
      data-testid="booking-line"
      borderTopWidth="1px"
      borderColor="border"
      pt="6"
    >
      <Heading as="h2" id={`${id}-line`} size="lg" mb="3">
        {line.Name}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" mb="4">
        <Box as="dt" fontWeight="semibold">
          {t('manageBooking.line.date')}
        </Box>
        <dd data-testid="line-date">{formatLongDate(line.Date, language)}</dd>
        <Box as="dt" fontWeight="semibold">
          {t('manageBooking.line.visitors')}
        </Box>
        <dd>{visitors}</dd>
        <Box as="dt" fontWeight="semibold">
          {t('manageBooking.line.status')}
        </Box>
        <dd data-testid="line-status">{t(`manageBooking.line.statuses.${line.Status}`)}</dd>
        <Box as="dt" fontWeight="semibold">
          {t('manageBooking.line.guaranteeLabel')}
        </Box>
        <dd data-testid="line-guarantee">{t(`manageBooking.line.guarantee.${line.WeatherGuarantee}`)}</dd>
      </Box>

      <Stack gap="4" data-print="hide" mb="6">
        {error ? <BookingErrorAlert error={error} testId="line-error" /> : null}
        <Box data-testid="change-date">
          <Heading as="h3" size="md" mb="1">
            {t('manageBooking.changeDate.heading')}
          </Heading>
          {line.ChangeDate.Allowed ? (
            <>
              {line.ChangeDate.Until ? (
                <Text mb="2">
                  {t('manageBooking.changeDate.until', { until: until(line.ChangeDate.Until) })}
                </Text>
              ) : null}
              {quote ? (
                <DateQuoteConfirm
                  lineId={line.IdLine}
                  quote={quote.quote}
                  idempotencyKey={quote.idempotencyKey}
                  language={language}
                  action={action}
                />
              ) : (
                <DateForm
                  intent="quote"
                  line={line}
                  submit={t('manageBooking.changeDate.check')}
                  action={action}
                  field={newDate}
                />
              )}
            </>
          ) : (
            <Text color="fg.muted">
              {t(`manageBooking.changeDate.reasons.${line.ChangeDate.Reason ?? 'DAY_OF_VISIT'}`)}
            </Text>
          )}
        </Box>
        {line.WeatherGuarantee === 'none' ? null : (
          <Box data-testid="claim-guarantee">
            <Heading as="h3" size="md" mb="1">
              {t('manageBooking.claim.heading')}
            </Heading>
            {line.ClaimGuarantee.Allowed ? (
              <>
                {line.ClaimGuarantee.Until ? (
                  <Text mb="1">
                    {t('manageBooking.claim.until', { until: until(line.ClaimGuarantee.Until) })}
                  </Text>
                ) : null}
                <Text mb="2">{t('manageBooking.claim.noCost')}</Text>
                <DateForm
                  intent="claim"
                  line={line}
                  submit={t('manageBooking.claim.submit')}
                  action={action}
                  field={newDate}
                />
              </>
            ) : (
              <Text color="fg.muted">
                {t(`manageBooking.claim.reasons.${line.ClaimGuarantee.Reason ?? 'ALREADY_CLAIMED'}`)}
              </Text>
            )}
          </Box>
        )}
      </Stack>

      <Heading as="h3" size="md" mb="3">
        {t('manageBooking.tickets.heading')}
      </Heading>
      <Box
        as="ul"
        listStyleType="none"
        display="grid"
        gap="4"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      >
        {tickets.map((ticket) => (
          <ETicketCard
            key={`${ticket.Code}-${ticket.Status}`}
            ticket={ticket}
            reference={booking.Reference}
            productName={line.Name}
            parkName={booking.Park.Name}
            language={language}
          />
        ))}
      </Box>
    </Box>
  );
}

function DateForm({
  intent,
  line,
  submit,
  action,
  field,
}: {
  intent: 'quote' | 'claim';
  line: BookingLine;
  submit: string;
  action?: string;
  field: ReactNode;
}): ReactElement {
  return (
    <form method="post" action={action}>
      <input type="hidden" name={BOOKING_INTENT} value={intent} />
      <input type="hidden" name="line" value={line.IdLine} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" alignItems={{ sm: 'end' }}>
        {field}
        <Button type="submit" colorPalette="brand">
          {submit}
        </Button>
      </Stack>
    </form>
  );
}
