import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { formatCartTotal } from '@parks/cart/core';
import { dateTimeFormat, formatLongDate, htmlLang, useTranslation } from '@parks/i18n';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { orderCalendar } from '../../core/order-calendar';
import type { Order } from '../../core/order.types';
import { printStyles } from './print-styles';
import { TicketQr } from './ticket-qr';
import { PassengersText } from '../passengers/passengers-text';

export interface ThankYouProps {
  /** The order, or null when it could not be found for this visitor. */
  order: Order | null;
  /** When the calendar file is made. @default the current date */
  now?: Date;
  /** The booking page, where the visitor changes the date or claims the weather guarantee. @default none */
  manageHref?: string;
}

/**
 * The thank-you page: the order number, its lines, visitors and totals, one e-ticket with a QR code per
 * person admitted, an .ics file to add the visits to a calendar and a print view. For a bank transfer
 * or a cash deposit awaiting payment it leads with the reference, the amount, the 72-hour deadline and
 * how to pay, and shows no e-ticket until the order is paid.
 */
export function ThankYou({ order, now, manageHref }: ThankYouProps): ReactElement {
  const { t } = useTranslation('payments');
  const language = useSelector(selectLanguage);
  const { parkName } = useSiteConfig();
  const id = useId();
  const calendarHref = useMemo(() => {
    if (!order) return '';
    const ics = orderCalendar(order, {
      parkName,
      location: parkName,
      now: now ?? new Date(),
      ticketsLabel: t('thankYou.ticketsHeading'),
    });
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [order, parkName, now, t]);

  if (!order) {
    return (
      <Box role="alert" borderWidth="1px" borderColor="border" rounded="l3" p="6">
        <Text>{t('thankYou.notFound')}</Text>
      </Box>
    );
  }

  const money = (amount: number) => formatCartTotal(amount, order.Currency);
  const offline = order.Payment.Method === 'bank-transfer' || order.Payment.Method === 'cash-deposit';
  const closed = order.Status === 'expired' || order.Status === 'cancelled';
  // An e-ticket is usable only once the order is paid: none is shown before (issue 17 §2), whatever
  // the answer carries.
  const tickets =
    order.Status === 'paid'
      ? order.Lines.flatMap((line) => line.ETickets.map((code) => ({ code, line })))
      : [];
  const deadline = order.Payment.ExpiresAt
    ? dateTimeFormat(htmlLang(language), { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(order.Payment.ExpiresAt),
      )
    : null;
  const network = order.Payment.CardNetwork ?? '';
  const paidWith =
    order.Payment.Method === 'card'
      ? t(order.Payment.Months ? 'thankYou.paidWith.cardMonths' : 'thankYou.paidWith.card', {
          network: t(`networks.${network}`, { defaultValue: network }),
          last4: order.Payment.CardLast4,
          months: order.Payment.Months,
        })
      : order.Payment.Method === 'wallet'
        ? t('thankYou.paidWith.wallet', { wallet: t(`methods.${order.Payment.Wallet ?? 'PP'}`) })
        : order.Payment.Method === 'coupon'
          ? t('thankYou.paidWith.coupon', { code: order.CouponCode })
          : t(`thankYou.paidWith.${order.Payment.Method}`);

  return (
    <Stack gap="8" css={printStyles}>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
        <Box as="dt" fontWeight="semibold">
          {t('thankYou.orderNumber')}
        </Box>
        <Box as="dd" fontFamily="mono" data-testid="order-number">
          {order.IdOrder}
        </Box>
        {order.Reference ? (
          <>
            <Box as="dt" fontWeight="semibold">
              {t('thankYou.reference')}
            </Box>
            <Box as="dd" fontFamily="mono" fontWeight="bold" data-testid="booking-reference">
              {order.Reference}
            </Box>
          </>
        ) : null}
        <Box as="dt" fontWeight="semibold">
          {t('summary.total')}
        </Box>
        <Box as="dd">
          {money(order.Total)} · {t(`thankYou.status.${order.Status}`)} · {paidWith}
        </Box>
      </Box>

      {closed ? (
        <Box
          role="status"
          borderWidth="2px"
          borderColor="border"
          rounded="l3"
          p="6"
          data-testid="order-closed"
        >
          <Text>{t(order.Status === 'expired' ? 'thankYou.orderExpired' : 'thankYou.orderCancelled')}</Text>
        </Box>
      ) : null}

      {offline && order.Status === 'pending' ? (
        <Box
          as="section"
          aria-labelledby={`${id}-offline`}
          borderWidth="2px"
          borderColor="brand.solid"
          rounded="l3"
          p="6"
          data-testid="offline-payment"
        >
          <Heading as="h2" id={`${id}-offline`} size="lg" mb="3">
            {t('thankYou.offline.heading')}
          </Heading>
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
            <Box as="dt">{t('thankYou.offline.reference')}</Box>
            <Box as="dd" fontFamily="mono" fontWeight="bold" data-testid="payment-reference">
              {order.Payment.Reference}
            </Box>
            <Box as="dt">{t('thankYou.offline.amount')}</Box>
            <Box as="dd" fontWeight="bold">
              {money(order.Total)}
            </Box>
            <Box as="dt">{t('thankYou.offline.deadline')}</Box>
            <Box as="dd" fontWeight="bold" data-testid="payment-deadline">
              <time dateTime={order.Payment.ExpiresAt ?? undefined}>{deadline}</time>
            </Box>
          </Box>
          <Text mt="3" data-testid="payment-instructions">
            {t(`thankYou.offline.instructions.${order.Payment.Method}`)}
          </Text>
          <Text mt="3">{t('thankYou.offline.note')}</Text>
        </Box>
      ) : null}

      <HStack gap="3" data-print="hide" flexWrap="wrap">
        {closed ? null : (
          <Button
            asChild
            // A link styled as a button: Button's type="button" is not allowed on <a> (W3C Nu checker).
            type={undefined}
            variant="outline"
          >
            <a
              href={calendarHref}
              download={`${t('thankYou.calendarFile')}-${order.IdOrder.slice(0, 8)}.ics`}
            >
              {t('thankYou.calendar')}
            </a>
          </Button>
        )}
        <Button variant="outline" onClick={() => window.print()}>
          {t('thankYou.print')}
        </Button>
        {manageHref && !closed ? (
          <Button asChild type={undefined} variant="outline">
            <a
              href={order.Reference ? `${manageHref}?ref=${encodeURIComponent(order.Reference)}` : manageHref}
            >
              {t('thankYou.manage')}
            </a>
          </Button>
        ) : null}
      </HStack>

      <Box as="section" aria-labelledby={`${id}-lines`}>
        <Heading as="h2" id={`${id}-lines`} size="lg" mb="3">
          {t('thankYou.linesHeading')}
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none">
          {order.Lines.map((line) => (
            <Box as="li" key={line.IdLine} display="flex" justifyContent="space-between" gap="4">
              <Box>
                <Text fontWeight="semibold">{line.ProductName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatLongDate(line.VisitDate, language)}
                  {line.Schedule ? ` · ${line.Schedule}` : ''} ·{' '}
                  <PassengersText passengers={line.Passengers} />
                </Text>
              </Box>
              <Text whiteSpace="nowrap">{money(line.Amount)}</Text>
            </Box>
          ))}
        </Stack>
      </Box>

      <Box as="section" aria-labelledby={`${id}-visitors`}>
        <Heading as="h2" id={`${id}-visitors`} size="lg" mb="3">
          {t('thankYou.visitorsHeading')}
        </Heading>
        <Stack as="ul" gap="1" listStyleType="none">
          {order.Visitors.map((visitor) => (
            <li key={`${visitor.FirstName}-${visitor.LastName}-${visitor.Email}`}>
              {visitor.FirstName} {visitor.LastName} · {visitor.Email}
            </li>
          ))}
        </Stack>
      </Box>

      <Box as="section" aria-labelledby={`${id}-totals`}>
        <Heading as="h2" id={`${id}-totals`} size="lg" mb="3">
          {t('thankYou.totalsHeading')}
        </Heading>
        <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1" maxW="md">
          {order.CouponCode ? (
            <>
              <Box as="dt">{t('thankYou.coupon', { code: order.CouponCode })}</Box>
              <Box as="dd" />
            </>
          ) : null}
          <Box as="dt" fontWeight="bold">
            {t('thankYou.total')}
          </Box>
          <Box as="dd" fontWeight="bold" textAlign="end" data-testid="order-total">
            {money(order.Total)}
          </Box>
          {order.Currency !== 'USD' ? (
            <>
              <Box as="dt">{t('thankYou.totalUsd')}</Box>
              <Box as="dd" textAlign="end">
                {formatCartTotal(order.TotalUSD, 'USD')}
              </Box>
            </>
          ) : null}
        </Box>
      </Box>

      {/* An expired or cancelled order admits nobody: no visit to add to a calendar, no e-tickets. */}
      {closed ? null : (
        <Box as="section" aria-labelledby={`${id}-tickets`}>
          <Heading as="h2" id={`${id}-tickets`} size="lg" mb="3">
            {t('thankYou.ticketsHeading')}
          </Heading>
          {order.Status === 'pending' ? <Text mb="3">{t('thankYou.ticketsPending')}</Text> : null}
          <Box
            as="ul"
            listStyleType="none"
            display="grid"
            gap="4"
            gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
          >
            {tickets.map(({ code, line }, index) => (
              <Box
                as="li"
                key={code}
                data-print="ticket"
                data-testid="e-ticket"
                borderWidth="1px"
                borderColor="border"
                rounded="l2"
                p="4"
                display="flex"
                gap="4"
                alignItems="center"
              >
                <TicketQr value={code} label={t('thankYou.ticketQr', { code })} size={112} />
                <Box>
                  <Text fontSize="sm" color="fg.muted">
                    {t('thankYou.ticket', { number: index + 1, count: tickets.length })}
                  </Text>
                  <Text fontWeight="semibold">{line.ProductName}</Text>
                  <Text fontSize="sm">{formatLongDate(line.VisitDate, language)}</Text>
                  <Text fontFamily="mono" fontSize="sm">
                    {t('thankYou.ticketCode', { code })}
                  </Text>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
