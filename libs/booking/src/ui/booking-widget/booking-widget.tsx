import { Box, Flex, Heading, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { cartPath } from '@parks/cart/core';
import { currencyByCode, formatAmount } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';
import { isProductUnavailable } from '../../core/booking-messages';
import { dayTotal } from '../../core/price-total';
import {
  addOnToggled,
  dateChosen,
  pickupChosen,
  productChosen,
  scheduleChosen,
} from '../../state/booking.slice';
import { BookingAlert, BookingMessage } from '../booking-parts/add-to-cart-footer';
import { VisitorFields } from '../booking-parts/passenger-fields';
import { ScheduleField } from '../booking-parts/schedule-field';
import { VisitDateField } from '../booking-parts/visit-date-field';
import { ProductUnavailableNotice } from '../product-unavailable-notice/product-unavailable-notice';
import { AddToCartButton, AddToCartStatus } from './add-to-cart-status';
import { WeatherGuaranteeOffer } from '../weather-guarantee-offer/weather-guarantee-offer';
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
  /**
   * The visit date the page's link chose (`?date=YYYY-MM-DD`, see `linkedVisitDate`), already checked by the
   * host: shown in the server's HTML and chosen in the draft; dropped if its month's availability says the
   * day cannot be booked.
   */
  date?: string | null;
}

/**
 * The booking widget (SPEC §2 'Booking widget'): product → date → schedule → visitors → add-ons → the
 * price in the selected currency → 'Add to cart'. Success puts the answered cart in the site state
 * (the header's summary follows) and links to the cart page.
 */
export function BookingWidget({
  productIds,
  timeZone = 'America/Cancun',
  date: linkedDate = null,
}: BookingWidgetProps): ReactElement {
  const { t } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const { parkSlug } = useSiteConfig();
  const flow = useBookingFlow(productIds, timeZone, linkedDate);
  const { booking, currency, language, schedules, chosenOffers, shownDate } = flow;
  const [calendarOpen, setCalendarOpen] = useState(false);
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void flow.addToCart();
  }

  const message = status === 'error' && messageKey ? <BookingMessage messageKey={messageKey} /> : null;

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

        <VisitDateField
          date={shownDate}
          month={booking.month}
          today={flow.today}
          open={calendarOpen}
          onOpenChange={setCalendarOpen}
          onMonthChange={flow.showMonth}
          onSelect={(date) => dispatch(dateChosen(date))}
          days={availability?.Month === booking.month ? availability.Days : null}
          currency={currency}
          language={language}
          loading={loading}
          error={availabilityError ? message : undefined}
          onRetry={flow.retryAvailability}
        />

        {schedules.length > 0 && (
          <ScheduleField
            name={`${headingId}-schedule`}
            schedules={schedules}
            chosen={booking.schedule}
            onChoose={(time) => dispatch(scheduleChosen(time))}
            messageId={messageKey === 'scheduleRequired' ? messageId : undefined}
          />
        )}

        <VisitorFields flow={flow} />

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
          <BookingAlert id={messageId}>{message}</BookingAlert>
        )}
        {status === 'error' && isProductUnavailable(messageKey) && <ProductUnavailableNotice />}

        <AddToCartButton unpriced={day !== null && total === null} />
      </chakra.form>
    </Box>
  );
}
