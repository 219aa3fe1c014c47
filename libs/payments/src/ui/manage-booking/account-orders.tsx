import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import { formatCartTotal } from '@parks/cart/core';
import { formatLongDate, htmlLang, useTranslation, type Language } from '@parks/i18n';
import { parkDateTime } from '../../core/booking-calendar';
import type { Booking } from '../../core/booking.types';

/** The account's bookings as park-api answered them (`GET /xapi/account/orders`), or its failure. */
export type AccountOrdersState = { status: 'list'; bookings: readonly Booking[] } | { status: 'error' };

export interface AccountOrdersProps {
  state: AccountOrdersState;
  language: Language;
  /** The booking page of one order, opened with the account's session (no second lookup). */
  bookingHref: (idOrder: string) => string;
}

/**
 * A signed-in customer's bookings on the account page (issue 20 §1): newest first, each with its
 * reference, purchase date, visits and total, and a link to its booking page. Read-only: the booking
 * page changes dates and claims the guarantee.
 */
export function AccountOrders({ state, language, bookingHref }: AccountOrdersProps): ReactElement {
  const { t } = useTranslation('payments');
  const headingId = useId();
  const locale = htmlLang(language);
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="account-orders">
      <Heading as="h2" size="lg" id={headingId} mb="3">
        {t('manageBooking.account.heading')}
      </Heading>
      {state.status === 'error' ? (
        <Text role="alert" color="fg.error">
          {t('manageBooking.account.failed')}
        </Text>
      ) : state.bookings.length === 0 ? (
        <Text color="fg.muted">{t('manageBooking.account.empty')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" ps="0">
          {state.bookings.map((booking) => (
            <Box as="li" key={booking.IdOrder} borderWidth="1px" borderColor="border" rounded="l2" p="3">
              <Link
                href={bookingHref(booking.IdOrder)}
                fontWeight="semibold"
                color="brand.fg"
                textDecoration="underline"
              >
                {t('manageBooking.account.open', { reference: booking.Reference })}
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {t('manageBooking.account.purchased', {
                  date: parkDateTime(booking.PurchasedAt, booking.TimeZone, locale),
                  total: formatCartTotal(booking.Total, booking.Currency),
                })}
              </Text>
              <Stack as="ul" gap="0" mt="1" ps="4" fontSize="sm">
                {booking.Lines.map((line) => (
                  <li key={line.IdLine}>
                    {line.Name} · {formatLongDate(line.Date, language)}
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
