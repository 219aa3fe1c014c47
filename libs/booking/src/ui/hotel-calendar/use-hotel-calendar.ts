import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import type { CartLanguage } from '@parks/contracts';
import { addCartHotelStay, useCartApi } from '@parks/cart';
import { selectCurrencyCode } from '@parks/currency';
import { selectLanguage } from '@parks/site';
import { addToCartMessage, type BookingMessageKey } from '../../core/booking-messages';
import { todayIn } from '../../core/calendar';
import {
  INITIAL_HOTEL_GUESTS,
  isPromoCodeWellFormed,
  NO_STAY,
  normalisePromoCode,
  pickStayDay,
  stepHotelGuests,
  type HotelGuests,
  type HotelNight,
  type StayRange,
} from '../../core/hotel-calendar';
import { useBookingApi } from '../../api/booking-api-context';
import { useHotelRates } from '../availability/use-availability';
import type { CartStatus } from '../booking-parts/add-to-cart-footer';
import type { BookingFlow } from '../booking-parts/booking-flow';
import { useAppDispatch } from '../../state/booking-hooks';

/** What the calendar shows: its month loading, failed (SPEC §8), or its nights (of `month`). */
export type HotelMonthState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; month: string; nights: HotelNight[] };

/** The promotional code: none, applied (with its percentage) or refused (SPEC §8). */
export type PromoState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; percentOff: number }
  | { status: 'invalid' };

export type HotelMessageKey = BookingMessageKey | 'checkOutRequired';

/**
 * The hotel calendar's state and effects: a month of nightly rates (again when the month, currency or
 * applied code changes), the promotional code checked here first and then by park-api, the stay range,
 * the guests, and adding the stay to the cart.
 */
export function useHotelCalendar(productId: number, timeZone: string) {
  const dispatch = useAppDispatch();
  const bookingApi = useBookingApi();
  const cartApi = useCartApi();
  const currency = useSelector(selectCurrencyCode);
  const language = useSelector(selectLanguage);
  const cartLanguage = language.toUpperCase() as CartLanguage;
  const [today, setToday] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [known, setKnown] = useState<ReadonlyMap<string, HotelNight>>(new Map());
  const [reload, setReload] = useState(0);
  const [promo, setPromo] = useState<PromoState>({ status: 'none' });
  const [range, setRange] = useState<StayRange>(NO_STAY);
  const [guests, setGuests] = useState<HotelGuests>(INITIAL_HOTEL_GUESTS);
  const [message, setMessage] = useState<HotelMessageKey | null>(null);
  const [cartStatus, setCartStatus] = useState<CartStatus>('idle');

  useEffect(() => {
    const now = todayIn(timeZone);
    setToday(now);
    setMonth(now.slice(0, 7));
  }, [timeZone]);

  const appliedCode =
    promo.status === 'applied' ? promo.code : promo.status === 'checking' ? promo.code : null;
  const rates = useHotelRates(
    bookingApi,
    month === null
      ? null
      : { productId, month, currency, language: cartLanguage, promoCode: appliedCode },
    reload,
  );
  // The server's word on the code: refused (and the month asked again without it), or applied.
  const promoRefused =
    rates.status === 'error' && rates.error.kind === 'http' && rates.error.code === 'PROMO_CODE_INVALID';
  useEffect(() => {
    if (rates.status === 'ready') {
      setKnown((current) => {
        const next = new Map(current);
        for (const night of rates.data.Nights) next.set(night.Date, night);
        return next;
      });
      if (appliedCode) setPromo({ status: 'applied', code: appliedCode, percentOff: rates.data.PercentOff });
    } else if (promoRefused) setPromo({ status: 'invalid' });
  }, [appliedCode, promoRefused, rates]);
  const monthState = useMemo(
    (): HotelMonthState =>
      rates.status === 'ready' && month !== null
        ? { status: 'ready', month, nights: rates.data.Nights }
        : rates.status === 'error' && !promoRefused
          ? { status: 'error' }
          : { status: 'loading' },
    [month, promoRefused, rates],
  );

  // A new currency or code re-prices every night: forget the nights of other months.
  useEffect(() => setKnown(new Map()), [currency, appliedCode]);

  const applyPromo = useCallback((code: string) => {
    setCartStatus('idle');
    if (code.trim() === '') {
      setPromo({ status: 'none' });
      return;
    }
    if (!isPromoCodeWellFormed(code)) {
      setPromo({ status: 'invalid' });
      return;
    }
    setPromo({ status: 'checking', code: normalisePromoCode(code) });
  }, []);

  const pickDay = useCallback((day: string) => {
    setMessage(null);
    setCartStatus('idle');
    setRange((current) => pickStayDay(current, day));
  }, []);

  /** The month buttons, or the grid's PageUp / PageDown and arrows into another month. */
  const showMonth = useCallback((shown: string) => setMonth(shown), []);

  const stepPassengers = useCallback((band: keyof HotelGuests, delta: number) => {
    setCartStatus('idle');
    setGuests((current) => stepHotelGuests(current, band, delta));
  }, []);

  const retryAvailability = useCallback(() => setReload((count) => count + 1), []);

  async function addToCart(): Promise<void> {
    if (range.checkIn === null) {
      setMessage('dateRequired');
      return;
    }
    if (range.checkOut === null) {
      setMessage('checkOutRequired');
      return;
    }
    const { checkIn, checkOut } = range;
    setMessage(null);
    setCartStatus('adding');
    const added = await dispatch(
      addCartHotelStay(cartApi, {
        write: (SessionId, answer) =>
          bookingApi.addHotelStay(
            {
              SessionId,
              IdProduct: productId,
              CheckIn: checkIn,
              CheckOut: checkOut,
              Guests: { Adults: guests.adults, Children: guests.children },
              PromoCode: promo.status === 'applied' ? promo.code : null,
              Currency: currency,
            },
            answer.Language ?? cartLanguage,
          ),
        currency,
        language,
      }),
    );
    if (!added.ok) {
      setCartStatus('idle');
      if (added.error.kind === 'http' && added.error.code === 'PROMO_CODE_INVALID')
        setPromo({ status: 'invalid' });
      else setMessage(addToCartMessage(added.error));
      return;
    }
    setCartStatus('added');
  }

  const flow: BookingFlow<HotelMessageKey> = {
    today,
    currency,
    language,
    month,
    passengers: guests,
    stepPassengers,
    showMonth,
    retryAvailability,
    message,
    addToCart,
  };
  return { ...flow, monthState, known, promo, range, cartStatus, applyPromo, pickDay };
}
