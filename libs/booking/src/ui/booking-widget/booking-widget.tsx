import { Box, Button, Flex, Heading, Link, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { cartPath } from '@parks/cart';
import { currencyByCode, formatAmount } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';
import { isProductUnavailable } from '../../core/booking-messages';
import { canDecrement, canIncrement } from '../../core/passengers';
import { dayTotal } from '../../core/price-total';
import {
  addOnToggled,
  dateChosen,
  monthShown,
  passengersStepped,
  pickupChosen,
  productChosen,
  scheduleChosen,
} from '../../state/booking.slice';
import { DatePickerDialog } from '../date-picker/date-picker-dialog';
import { longDate } from '../date-picker/date-labels';
import { ProductUnavailableNotice } from '../product-unavailable-notice/product-unavailable-notice';
import { AddToCartButton, AddToCartStatus } from './add-to-cart-status';
import { WeatherGuaranteeOffer } from '../weather-guarantee-offer/weather-guarantee-offer';
import { PassengerStepper } from './passenger-stepper';
import { isAddOnKind, useBookingFlow } from './use-booking-flow';
import { useAppDispatch } from '../../state/booking-hooks';

export interface BookingWidgetProps {
  /**
   * The products the page sells (cart API ids); with more than one the visitor picks among them.
   */
  productIds: readonly number[];
  /**
   * The park's time zone: it decides which day is "today" for sale.
   * @default 'America/Cancun'
   */
  timeZone?: string;
}

/**
 * The booking widget (SPEC §2 'Booking widget'): product → date → schedule → visitors → add-ons → the
 * price in the selected currency → 'Add to cart'. Success puts the answered cart in the site state
 * (the header's summary follows) and links to the cart page.
 */
export function BookingWidget({ productIds, timeZone = 'America/Cancun' }: BookingWidgetProps): ReactElement {
  const { t } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const { callCenterPhone, parkSlug } = useSiteConfig();
  const flow = useBookingFlow(productIds, timeZone);
  const { booking, currency, language, schedules, chosenOffers } = flow;
  const [calendarOpen, setCalendarOpen] = useState(false);
  const dateButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const messageId = useId();

  const decimals = currencyByCode(currency).decimal_places;
  const availability = booking.availability?.IdProduct === flow.productId ? booking.availability : null;
  const day = availability?.Days.find((candidate) => candidate.Date === booking.date) ?? null;
  const total = day
    ? dayTotal(
        day,
        booking.passengers,
        chosenOffers.map((offer) => ({ unitPrice: offer.UnitPrice, coversPeople: offer.CoversPeople })),
        decimals,
      )
    : null;
  const money = (amount: number) => formatAmount(amount, currency);
  const { status, messageKey } = booking;
  const loading = status === 'loadingAvailability';
  const availabilityError = status === 'error' && availability === null ? messageKey : null;

  function closeCalendar() {
    setCalendarOpen(false);
    dateButton.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void flow.addToCart();
  }

  const message =
    status === 'error' && messageKey ? (
      <>
        {t(`messages.${messageKey}`)}
        {messageKey === 'offline' && (
          <>
            {' '}
            {t('widget.callCenter')}{' '}
            <Link
              href={`tel:${callCenterPhone.replace(/\s+/g, '')}`}
              color="inherit"
              textDecoration="underline"
            >
              {callCenterPhone}
            </Link>
          </>
        )}
      </>
    ) : null;

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
        {t('widget.heading')}
      </Heading>
      {/* Pressed before the scripts run, it reloads the page: only a schedule choice is named, nothing
          personal. No action attribute: the page's own URL. */}
      <chakra.form method="get" onSubmit={onSubmit} noValidate display="grid" gap="5">
        {productIds.length > 1 && (
          <Box>
            <chakra.label htmlFor={`${headingId}-product`} fontWeight="semibold" display="block" mb="1">
              {t('widget.product')}
            </chakra.label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={`${headingId}-product`}
                value={flow.productId ?? ''}
                onChange={(event) =>
                  flow.today &&
                  dispatch(productChosen({ productId: Number(event.target.value), today: flow.today }))
                }
              >
                {productIds.map((id) => (
                  <option key={id} value={id}>
                    {flow.products.find((product) => product.IdProduct === id)?.Name ?? `#${id}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        )}

        <Box>
          <Text fontWeight="semibold" mb="1" aria-hidden="true">
            {t('widget.date')}
          </Text>
          <Button
            ref={dateButton}
            type="button"
            variant="outline"
            width="full"
            justifyContent="flex-start"
            aria-haspopup="dialog"
            aria-label={
              booking.date
                ? t('widget.dateButton', { date: longDate(booking.date, language) })
                : `${t('widget.date')}, ${t('widget.chooseDate')}`
            }
            disabled={flow.today === null || booking.month === null}
            onClick={() => setCalendarOpen(true)}
          >
            {booking.date ? longDate(booking.date, language) : t('widget.chooseDate')}
          </Button>
        </Box>
        {calendarOpen && booking.month && flow.today && (
          <DatePickerDialog
            month={booking.month}
            minMonth={flow.today.slice(0, 7)}
            onMonthChange={(month) => dispatch(monthShown(month))}
            selected={booking.date}
            onSelect={(date) => {
              dispatch(dateChosen(date));
              closeCalendar();
            }}
            onClose={closeCalendar}
            days={availability?.Month === booking.month ? availability.Days : null}
            currency={currency}
            language={language}
            loading={loading}
            error={availabilityError ? message : undefined}
            onRetry={flow.retryAvailability}
          />
        )}

        {schedules.length > 0 && (
          <chakra.fieldset
            aria-invalid={messageKey === 'scheduleRequired' || undefined}
            aria-describedby={messageKey === 'scheduleRequired' ? messageId : undefined}
          >
            <chakra.legend fontWeight="semibold" mb="1">
              {t('widget.schedule')}
            </chakra.legend>
            <Flex gap="4" wrap="wrap">
              {schedules.map((time) => (
                <chakra.label key={time} display="inline-flex" alignItems="center" gap="2" cursor="pointer">
                  <chakra.input
                    type="radio"
                    name={`${headingId}-schedule`}
                    value={time}
                    checked={booking.schedule === time}
                    onChange={() => dispatch(scheduleChosen(time))}
                    accentColor="brand.solid"
                    boxSize="4"
                  />
                  {time}
                </chakra.label>
              ))}
            </Flex>
          </chakra.fieldset>
        )}

        <chakra.fieldset display="grid" gap="3">
          <chakra.legend fontWeight="semibold" mb="1">
            {t('widget.passengers')}
          </chakra.legend>
          <PassengerStepper
            label={t('widget.adults')}
            hint={t('widget.adultsHint')}
            count={booking.passengers.adults}
            addLabel={t('widget.addAdult')}
            removeLabel={t('widget.removeAdult')}
            canAdd={canIncrement(booking.passengers, 'adults')}
            canRemove={canDecrement(booking.passengers, 'adults')}
            onStep={(delta) => dispatch(passengersStepped({ band: 'adults', delta }))}
          />
          <PassengerStepper
            label={t('widget.children')}
            hint={t('widget.childrenHint')}
            count={booking.passengers.children}
            addLabel={t('widget.addChild')}
            removeLabel={t('widget.removeChild')}
            canAdd={canIncrement(booking.passengers, 'children')}
            canRemove={canDecrement(booking.passengers, 'children')}
            onStep={(delta) => dispatch(passengersStepped({ band: 'children', delta }))}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('widget.infantsInfo')}
          </Text>
        </chakra.fieldset>

        {flow.offers.length > 0 && (
          <chakra.fieldset display="grid" gap="2">
            <chakra.legend fontWeight="semibold" mb="1">
              {t('widget.addOns')}
            </chakra.legend>
            {flow.offers.map((offer) => {
              if (!isAddOnKind(offer.Kind)) return null;
              const kind = offer.Kind;
              if (kind === 'weather')
                return (
                  <WeatherGuaranteeOffer
                    key={offer.IdProduct}
                    offer={offer}
                    currency={currency}
                    checked={booking.addOns.weather === true}
                    onChange={(chosen) => dispatch(addOnToggled({ kind, chosen }))}
                  />
                );
              const checked = booking.addOns[kind];
              return (
                <Box key={offer.IdProduct}>
                  <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
                    <chakra.input
                      type="checkbox"
                      checked={checked}
                      onChange={(event) => dispatch(addOnToggled({ kind, chosen: event.target.checked }))}
                      accentColor="brand.solid"
                      boxSize="4"
                    />
                    <span>{t(`widget.addOnName_${kind}`)}</span>
                    {offer.UnitPrice !== null && (
                      <Text as="span" fontSize="sm" color="fg.muted">
                        (
                        {offer.CoversPeople > 1
                          ? t('widget.perGroup', { price: money(offer.UnitPrice), count: offer.CoversPeople })
                          : t('widget.perPerson', { price: money(offer.UnitPrice) })}
                        )
                      </Text>
                    )}
                  </chakra.label>
                  {offer.RequiresFrom && checked && (
                    <Box mt="2" ps="6">
                      <chakra.label
                        htmlFor={`${headingId}-from`}
                        fontSize="sm"
                        fontWeight="semibold"
                        display="block"
                        mb="1"
                      >
                        {t('widget.from')}
                      </chakra.label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          id={`${headingId}-from`}
                          value={booking.from ?? ''}
                          aria-invalid={messageKey === 'pickupRequired' || undefined}
                          aria-describedby={messageKey === 'pickupRequired' ? messageId : undefined}
                          onChange={(event) => dispatch(pickupChosen(event.target.value || null))}
                        >
                          <option value="">{t('widget.chooseFrom')}</option>
                          {flow.pickups.map((pickup) => (
                            <option key={pickup.Id} value={pickup.Id}>
                              {pickup.Name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Box>
                  )}
                </Box>
              );
            })}
          </chakra.fieldset>
        )}

        <Box borderTopWidth="1px" borderColor="border" pt="4">
          <Text fontWeight="semibold">{t('widget.price')}</Text>
          {day && !total ? (
            <Text color="fg.error" fontWeight="semibold">
              {t('messages.priceUnavailable')}
            </Text>
          ) : day && total ? (
            <Stack gap="1" mt="1">
              <Text fontSize="sm">
                {t('widget.adultsLine', {
                  count: booking.passengers.adults,
                  price: money(day.AdultPrice ?? 0),
                })}
              </Text>
              {booking.passengers.children > 0 && (
                <Text fontSize="sm">
                  {t('widget.childrenLine', {
                    count: booking.passengers.children,
                    price: money(day.ChildPrice ?? 0),
                  })}
                </Text>
              )}
              {total.addOns > 0 && (
                <Text fontSize="sm">
                  {t('widget.addOnsLine')}: {money(total.addOns)}
                </Text>
              )}
              <Flex align="baseline" gap="2">
                <Text>{t('widget.total')}:</Text>
                <Text fontSize="2xl" fontWeight="bold" color="accent.fg" data-testid="booking-total">
                  {money(total.total)}
                </Text>
              </Flex>
              {total.discountPercent > 0 && (
                <Text fontSize="sm" color="accent.fg">
                  {t('widget.discount', { percent: total.discountPercent })}
                </Text>
              )}
              {!total.addOnsIncluded && (
                <Text fontSize="sm" color="fg.muted">
                  {t('widget.addOnsInCart')}
                </Text>
              )}
            </Stack>
          ) : (
            <Text color="fg.muted">{t('widget.pricePending')}</Text>
          )}
        </Box>

        <AddToCartStatus loadingPrices={loading && !calendarOpen} cartHref={cartPath(language, parkSlug)} />
        {message && !(availabilityError && calendarOpen) && (
          <Box id={messageId} role="alert" p="3" rounded="l2" bg="bg.error" color="fg.error">
            {message}
          </Box>
        )}
        {status === 'error' && isProductUnavailable(messageKey) && <ProductUnavailableNotice />}

        <AddToCartButton unpriced={day !== null && total === null} />
      </chakra.form>
    </Box>
  );
}
