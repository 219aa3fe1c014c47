import { Box, Button, Flex, Heading, Input, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { cartPath } from '@parks/cart/core';
import { currencyByCode, formatAmount } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';
import { firstOfMonth, monthOf } from '../../core/calendar';
import {
  HOTEL_ADULT_MIN_AGE,
  HOTEL_ROOM_MAX_GUESTS,
  isInStay,
  stayNights,
  stayTotal,
  type HotelNight,
} from '../../core/hotel-calendar';
import { calendarCellPrice } from '../date-picker/calendar-cell-price';
import { longDate, monthLabel } from '../date-picker/date-labels';
import { MonthGrid, useMonthGridFocus } from '../month-grid/month-grid';
import { AddToCartFooter, BookingMessage } from '../booking-parts/add-to-cart-footer';
import { PassengerFields } from '../booking-parts/passenger-fields';
import { useHotelCalendar } from './use-hotel-calendar';

export interface HotelCalendarProps {
  /** The hotel (a cart API product of kind 'hotel'). */
  productId: number;
  /**
   * The park's time zone: it decides which night is "tonight".
   * @default 'America/Cancun'
   */
  timeZone?: string;
}

/**
 * The hotel calendar (SPEC §2 'Hotel calendar'): a month of nightly rates per room, a check-in and a
 * check-out, one room of 1–4 guests with adults 16+ (SPEC §9), a promotional code (SPEC §5) and the
 * two messages of SPEC §8, then the stay into the cart.
 */
export function HotelCalendar({ productId, timeZone = 'America/Cancun' }: HotelCalendarProps): ReactElement {
  const { t } = useTranslation('booking');
  const { parkSlug } = useSiteConfig();
  const hotel = useHotelCalendar(productId, timeZone);
  const { month, monthState, range, currency, language, promo, known } = hotel;
  const [code, setCode] = useState('');
  const headingId = useId();
  const promoId = useId();
  const promoMessageId = useId();
  const decimals = currencyByCode(currency).decimal_places;
  const money = (amount: number) => formatAmount(amount, currency);
  const nights = stayNights(range);
  const total = stayTotal(range, known, decimals);
  const minMonth = hotel.today?.slice(0, 7) ?? '';
  // The APG grid's roving day: the check-in when it is in the shown month, else the month's 1st.
  const grid = useMonthGridFocus({
    month: month ?? minMonth,
    minMonth,
    onMonthChange: hotel.showMonth,
    fallback: (shown) =>
      range.checkIn !== null && monthOf(range.checkIn) === shown ? range.checkIn : firstOfMonth(shown),
  });

  function onApply(event: FormEvent) {
    event.preventDefault();
    if (promo.status !== 'checking') hotel.applyPromo(code);
  }

  /** A day can start a stay when its night is on sale, or end one when every night before it is. */
  function isPickable(day: string, night: HotelNight | undefined): boolean {
    if (range.checkIn !== null && range.checkOut === null && day > range.checkIn) {
      const stay = stayNights({ checkIn: range.checkIn, checkOut: day });
      if (stay.every((date) => known.get(date)?.Available)) return true;
    }
    return night?.Available === true;
  }

  const byDate = new Map(monthState.status === 'ready' ? monthState.nights.map((n) => [n.Date, n]) : []);

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      bg="bg"
      p={{ base: '4', md: '6' }}
      shadow="sm"
    >
      <Heading as="h2" id={headingId} size="xl" mb="4">
        {t('hotel.heading')}
      </Heading>
      <Stack gap="6">
        {/* Pressed before the scripts run, it reloads the page (nothing personal is in the form; the promo
            code field has no name). No action attribute: the page's own URL. */}
        <chakra.form method="get" onSubmit={onApply} noValidate display="grid" gap="2">
          <chakra.label htmlFor={promoId} fontWeight="semibold">
            {t('hotel.promoCode')}
          </chakra.label>
          <Flex gap="2">
            <Input
              id={promoId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={promo.status === 'invalid' || undefined}
              aria-describedby={promoMessageId}
              maxW="xs"
            />
            <Button
              type="submit"
              variant="outline"
              colorPalette="brand"
              // aria-disabled, not disabled: a disabled button drops the keyboard focus of the visitor who
              // just pressed it, while the code is checked (onApply ignores a press meanwhile).
              aria-disabled={promo.status === 'checking' || undefined}
            >
              {t('hotel.apply')}
            </Button>
          </Flex>
          <Box id={promoMessageId} minH="6">
            {promo.status === 'invalid' && (
              <Text role="alert" color="fg.error" fontWeight="semibold">
                {t('hotel.promoInvalid')}
              </Text>
            )}
            {promo.status === 'applied' && (
              <Text role="status" color="fg" fontWeight="semibold">
                {t('hotel.promoApplied', { code: promo.code, percent: promo.percentOff })}
              </Text>
            )}
          </Box>
        </chakra.form>

        <Box>
          <Flex align="center" justify="space-between" mb="2">
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('calendar.previousMonth')}
              disabled={month === null || hotel.today === null || month <= minMonth}
              onClick={() => grid.showMonth(-1)}
            >
              ‹
            </Button>
            <Heading as="h3" size="md" id={`${headingId}-month`} aria-live="polite">
              {month ? monthLabel(month, language) : ''}
            </Heading>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('calendar.nextMonth')}
              onClick={() => grid.showMonth(1)}
            >
              ›
            </Button>
          </Flex>
          {monthState.status === 'error' ? (
            <Box role="alert" p="3" rounded="l2" bg="bg.error" color="fg.error">
              <Text>{t('hotel.calendarError')}</Text>
              <Button mt="2" size="sm" variant="outline" onClick={hotel.retryAvailability}>
                {t('calendar.retry')}
              </Button>
            </Box>
          ) : monthState.status === 'loading' || month === null || monthState.month !== month ? (
            // Another month's nights are never shown under this month's heading (for one render, before
            // its rates are asked): the grid comes back with its own, and the focus with it.
            <Flex role="status" align="center" gap="2" minH="40">
              <Spinner size="sm" />
              <Text>{t('hotel.loading')}</Text>
            </Flex>
          ) : (
            <MonthGrid
              month={month}
              language={language}
              labelledBy={`${headingId}-month`}
              mode="range"
              look="page"
              isSelected={(day) => day === range.checkIn || day === range.checkOut || isInStay(range, day)}
              focus={grid}
              renderDay={(day, tabIndex) => {
                const night = byDate.get(day);
                const pickable = isPickable(day, night);
                const isEdge = day === range.checkIn || day === range.checkOut;
                const inStay = isInStay(range, day);
                const role =
                  day === range.checkIn
                    ? t('hotel.checkInMark')
                    : day === range.checkOut
                      ? t('hotel.checkOutMark')
                      : null;
                // The name starts with what the button shows (WCAG 2.5.3): the day, its rate, then what
                // only a screen reader needs (the full date, availability, check-in / check-out).
                const rate = night?.Rate != null && pickable ? night.Rate : null;
                const spoken = [
                  '',
                  rate === null ? null : money(rate),
                  longDate(day, language),
                  pickable ? t('calendar.available') : t('calendar.unavailable'),
                  role,
                ]
                  .filter((part) => part !== null)
                  .join(', ');
                return (
                  <chakra.button
                    type="button"
                    data-date={day}
                    tabIndex={tabIndex}
                    // Unbookable days stay focusable, so the arrow keys can pass over them (APG).
                    aria-disabled={pickable ? undefined : true}
                    onClick={() => {
                      grid.rove(day);
                      if (pickable) hotel.pickDay(day);
                    }}
                    width="full"
                    minH="12"
                    rounded="l1"
                    fontSize="sm"
                    borderWidth="1px"
                    borderColor={isEdge ? 'brand.solid' : 'transparent'}
                    bg={isEdge ? 'brand.solid' : inStay ? 'brand.subtle' : undefined}
                    color={isEdge ? 'brand.contrast' : pickable ? 'fg' : 'fg.muted'}
                    cursor={pickable ? 'pointer' : 'not-allowed'}
                    textDecoration={pickable ? undefined : 'line-through'}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                  >
                    <chakra.span display="block" fontWeight="semibold">
                      {Number(day.slice(8))}
                    </chakra.span>
                    {rate !== null && (
                      // The short rate is for the eye; the name says the exact one, with its currency.
                      <chakra.span display="block" fontSize="2xs" whiteSpace="nowrap" aria-hidden="true">
                        {calendarCellPrice(rate, currency)}
                      </chakra.span>
                    )}
                    <chakra.span srOnly>{spoken}</chakra.span>
                  </chakra.button>
                );
              }}
            />
          )}
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t('hotel.ratesPerRoom', { currency })}
          </Text>
        </Box>

        <PassengerFields
          legend={t('hotel.guests', { max: HOTEL_ROOM_MAX_GUESTS })}
          passengers={hotel.passengers}
          hints={{
            adults: t('hotel.adultsHint', { age: HOTEL_ADULT_MIN_AGE }),
            children: t('hotel.childrenHint', { age: HOTEL_ADULT_MIN_AGE - 1 }),
          }}
          canAdd={() => hotel.passengers.adults + hotel.passengers.children < HOTEL_ROOM_MAX_GUESTS}
          canRemove={(band) => hotel.passengers[band] > (band === 'adults' ? 1 : 0)}
          onStep={hotel.stepPassengers}
        />

        <Box borderTopWidth="1px" borderColor="border" pt="4" data-testid="hotel-summary">
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
            <Box as="dt" fontWeight="semibold">
              {t('hotel.checkIn')}
            </Box>
            <Box as="dd">{range.checkIn ? longDate(range.checkIn, language) : t('hotel.pickCheckIn')}</Box>
            <Box as="dt" fontWeight="semibold">
              {t('hotel.checkOut')}
            </Box>
            <Box as="dd">
              {range.checkOut
                ? longDate(range.checkOut, language)
                : range.checkIn
                  ? t('hotel.pickCheckOut')
                  : '—'}
            </Box>
          </Box>
          {nights.length > 0 && (
            <Flex align="baseline" gap="2" mt="2">
              <Text>{t('hotel.nights', { count: nights.length })}:</Text>
              <Text fontSize="2xl" fontWeight="bold" color="accent.fg" data-testid="hotel-total">
                {total === null ? t('hotel.totalInCart') : money(total)}
              </Text>
            </Flex>
          )}
        </Box>

        <AddToCartFooter
          status={hotel.cartStatus}
          addedText={t('hotel.added')}
          cartHref={cartPath(language, parkSlug)}
          message={
            hotel.message === 'checkOutRequired' ? (
              t('hotel.checkOutRequired')
            ) : hotel.message ? (
              <BookingMessage messageKey={hotel.message} />
            ) : null
          }
          label={t('hotel.addToCart')}
          disabled={hotel.cartStatus === 'adding'}
          onAdd={() => void hotel.addToCart()}
        />
      </Stack>
    </Box>
  );
}
