import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { cartPath } from '@parks/cart/core';
import { currencyByCode, formatAmount } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';
import { isProductUnavailable } from '../../core/booking-messages';
import type { ParkDay } from '../../core/calendar';
import { dayTotal } from '../../core/price-total';
import {
  addOnToggled,
  dateChosen,
  pickupChosen,
  productChosen,
  scheduleChosen,
} from '../../state/booking.slice';
import { BookingAlert, BookingMessage } from '../booking-parts/add-to-cart-footer';
import { bookingPartsStyles } from '../booking-parts/booking-parts.styles';
import { NativeSelect } from '../booking-parts/native-select';
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
  /**
   * The park's day as the host's server knew it (`parkDayIn(timeZone)` in its loader): the widget knows it
   * from its first render (the server's and hydration's), so the browser does no time-zone formatting
   * while that day lasts and nothing re-renders for it after hydration. Without it the widget reads the
   * day in the browser after hydration.
   */
  today?: ParkDay | null;
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
  today = null,
}: BookingWidgetProps): ReactElement {
  const { t } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const { parkSlug } = useSiteConfig();
  const c = bookingPartsStyles.classes;
  const flow = useBookingFlow(productIds, timeZone, linkedDate, today);
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
    <section aria-labelledby={headingId} className={c.widget}>
      <h2 id={headingId} className={c.heading}>
        {t('widget.heading')}
      </h2>
      {/* Pressed before the scripts run, it reloads the page: only a schedule choice is named, nothing
          personal. No action attribute: the page's own URL. */}
      <form method="get" onSubmit={onSubmit} noValidate className={c.form}>
        {productIds.length > 1 && (
          <div>
            <label htmlFor={`${headingId}-product`} className={c.fieldLabel}>
              {t('widget.product')}
            </label>
            <NativeSelect
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
            </NativeSelect>
          </div>
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
          <fieldset className={c.addOns}>
            <legend className={c.legend}>{t('widget.addOns')}</legend>
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
                <div key={offer.IdProduct}>
                  <label className={c.choiceLabel}>
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={(event) => dispatch(addOnToggled({ kind, chosen: event.target.checked }))}
                      className={c.choice}
                    />
                    <span>{t(`widget.addOnName_${kind}`)}</span>
                    {offer.UnitPrice !== null && (
                      <span className={c.muted}>
                        (
                        {offer.CoversPeople > 1
                          ? t('widget.perGroup', { price: money(offer.UnitPrice), count: offer.CoversPeople })
                          : t('widget.perPerson', { price: money(offer.UnitPrice) })}
                        )
                      </span>
                    )}
                  </label>
                  {offer.RequiresFrom && checked && (
                    <div className={c.pickup}>
                      <label htmlFor={`${headingId}-from`} className={c.fieldLabelSmall}>
                        {t('widget.from')}
                      </label>
                      <NativeSelect
                        size="sm"
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
                      </NativeSelect>
                    </div>
                  )}
                </div>
              );
            })}
          </fieldset>
        )}

        <div className={c.price}>
          <p className={c.priceTitle}>{t('widget.price')}</p>
          {day && !total ? (
            <p className={c.priceError}>{t('messages.priceUnavailable')}</p>
          ) : day && total ? (
            <div className={c.priceLines}>
              <p className={c.priceLine}>
                {t('widget.adultsLine', {
                  count: booking.passengers.adults,
                  price: money(day.AdultPrice ?? 0),
                })}
              </p>
              {booking.passengers.children > 0 && (
                <p className={c.priceLine}>
                  {t('widget.childrenLine', {
                    count: booking.passengers.children,
                    price: money(day.ChildPrice ?? 0),
                  })}
                </p>
              )}
              {total.addOns > 0 && (
                <p className={c.priceLine}>
                  {t('widget.addOnsLine')}: {money(total.addOns)}
                </p>
              )}
              <div className={c.totalRow}>
                <p>{t('widget.total')}:</p>
                <p className={c.total} data-testid="booking-total">
                  {money(total.total)}
                </p>
              </div>
              {total.discountPercent > 0 && (
                <p className={c.discount}>{t('widget.discount', { percent: total.discountPercent })}</p>
              )}
              {!total.addOnsIncluded && <p className={c.muted}>{t('widget.addOnsInCart')}</p>}
            </div>
          ) : (
            <p className={c.pending}>{t('widget.pricePending')}</p>
          )}
        </div>

        <AddToCartStatus loadingPrices={loading && !calendarOpen} cartHref={cartPath(language, parkSlug)} />
        {message && !(availabilityError && calendarOpen) && (
          <BookingAlert id={messageId}>{message}</BookingAlert>
        )}
        {status === 'error' && isProductUnavailable(messageKey) && <ProductUnavailableNotice />}

        <AddToCartButton unpriced={day !== null && total === null} />
      </form>
    </section>
  );
}
