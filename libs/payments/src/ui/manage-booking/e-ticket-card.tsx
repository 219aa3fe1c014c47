import { Box, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatLongDate, useTranslation, type Language } from '@parks/i18n';
import type { BookingTicket } from '../../core/booking.types';
import { TicketQr } from '../thank-you/ticket-qr';

export interface ETicketCardProps {
  ticket: BookingTicket;
  /** The booking reference printed on the ticket. */
  reference: string;
  productName: string;
  parkName: string;
  language: Language;
}

/**
 * One e-ticket: QR code, booking reference, visitor band, date, park and the short code the gate types.
 * A voided or used ticket shows no QR code at all and says so in words, so neither a screenshot nor an
 * offline copy can pass it off as valid.
 */
export function ETicketCard({
  ticket,
  reference,
  productName,
  parkName,
  language,
}: ETicketCardProps): ReactElement {
  const { t } = useTranslation('payments');
  const valid = ticket.Status === 'valid';
  return (
    <Box
      as="li"
      data-print="ticket"
      data-testid="e-ticket"
      data-status={ticket.Status}
      borderWidth={valid ? '1px' : '2px'}
      borderStyle={valid ? 'solid' : 'dashed'}
      borderColor="border"
      rounded="l2"
      p="4"
      display="flex"
      gap="4"
      alignItems="center"
      opacity={valid ? 1 : 0.8}
    >
      {valid ? (
        <TicketQr
          value={ticket.Code}
          label={t('manageBooking.tickets.qr', { code: ticket.ShortCode })}
          size={112}
        />
      ) : null}
      <Box>
        {valid ? null : (
          <Text fontWeight="bold" data-testid="ticket-not-valid">
            {t(ticket.Status === 'void' ? 'manageBooking.tickets.void' : 'manageBooking.tickets.used')}
          </Text>
        )}
        <Text fontWeight="semibold" textDecoration={valid ? undefined : 'line-through'}>
          {productName}
        </Text>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="2" fontSize="sm">
          <dt>{t('manageBooking.tickets.date')}</dt>
          <dd>{formatLongDate(ticket.Date, language)}</dd>
          <dt>{t('manageBooking.tickets.visitor')}</dt>
          <dd>{t(`manageBooking.band.${ticket.Band}`, { defaultValue: ticket.Band })}</dd>
          <dt>{t('manageBooking.tickets.park')}</dt>
          <dd>{parkName}</dd>
          <dt>{t('manageBooking.tickets.booking')}</dt>
          <Box as="dd" fontFamily="mono">
            {reference}
          </Box>
          <dt>{t('manageBooking.tickets.shortCode')}</dt>
          <Box as="dd" fontFamily="mono" fontWeight="bold" data-testid="ticket-short-code">
            {ticket.ShortCode}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
