import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import type { CartLanguage } from '@parks/contracts';
import { addCartProduct, useCartApi } from '@parks/cart';
import { selectCurrencyCode } from '@parks/currency';
import { selectLanguage } from '@parks/site';
import type { AddOnKind, PickupLocation } from '../../core/booking.types';
import { addToCartMessage, availabilityMessage } from '../../core/booking-messages';
import { currentParkDay, type ParkDay } from '../../core/calendar';
import type { PassengerBand } from '../../core/passengers';
import type { BookingFlow } from '../booking-parts/booking-flow';
import { useBookingApi } from '../../api/booking-api-context';
import {
  useAddOnOffers,
  useApiRead,
  useAvailability,
  useCatalogProducts,
} from '../availability/use-availability';
import {
  addFailed,
  addRequested,
  addSucceeded,
  availabilityFailed,
  availabilityLoaded,
  availabilityRequested,
  draftInvalid,
  monthShown,
  passengersStepped,
  productChosen,
  selectBooking,
  type BookingState,
  selectBookingRestored,
} from '../../state/booking.slice';
import { useAppDispatch } from '../../state/booking-hooks';

/**
 * The draft as the form shows it. An add's own progress ('adding', 'added') is left to AddToCartStatus and
 * AddToCartButton, which subscribe to it themselves: an add re-renders the status line and the button,
 * not every field of the form (issue 5's add-to-cart budget).
 */
function selectBookingForm(state: Parameters<typeof selectBooking>[0]): BookingState {
  const booking = selectBooking(state);
  return booking.status === 'adding' || booking.status === 'added'
    ? { ...booking, status: booking.availability ? 'ready' : 'idle' }
    : booking;
}

const ADD_ON_KINDS: readonly string[] = ['transport', 'food', 'photo', 'weather'] satisfies AddOnKind[];
export const isAddOnKind = (kind: string): kind is AddOnKind => ADD_ON_KINDS.includes(kind);
const NO_PICKUPS: PickupLocation[] = [];

/**
 * The booking widget's effects: the page's product into the draft, the month's availability (again
 * when the product, month or currency changes), the add-ons and pick-up locations, and adding to the cart.
 */
export function useBookingFlow(
  productIds: readonly number[],
  timeZone: string,
  linkedDate?: string | null,
  parkDay?: ParkDay | null,
) {
  const dispatch = useAppDispatch();
  const cartApi = useCartApi();
  const bookingApi = useBookingApi();
  const booking = useSelector(selectBookingForm, shallowEqual);
  const restored = useSelector(selectBookingRestored);
  const currency = useSelector(selectCurrencyCode);
  const language = useSelector(selectLanguage);
  const cartLanguage = language.toUpperCase() as CartLanguage;
  // The park's day: the host's server's when it gave one (the same in its HTML and at hydration, and no
  // time-zone formatting in the browser while it holds); else read in the browser only, after hydration,
  // so the server renders no date and hydration cannot differ.
  // A day that is over (a page kept past the park's midnight) is read anew, before the draft takes it.
  const [today, setToday] = useState<string | null>(() =>
    parkDay ? currentParkDay(parkDay, timeZone) : null,
  );
  const [reload, setReload] = useState(0);
  // The page's link chose a date (`?date=`): shown from the first render (the server's too), and put into
  // the draft once the park's today is known; from then on the draft says which date is chosen.
  const [linkPending, setLinkPending] = useState(Boolean(linkedDate));

  const defaultProduct = productIds[0];
  const productId =
    booking.productId !== null && productIds.includes(booking.productId) ? booking.productId : defaultProduct;

  // While the server's day holds nothing is set, so nothing re-renders after hydration for it.
  useEffect(() => {
    const day = currentParkDay(parkDay, timeZone);
    if (day !== today) setToday(day);
  }, [parkDay, timeZone, today]);

  // The link's date goes into the draft each time the page's product is (re)chosen: the host restores
  // the remembered draft after hydration (redux-persist), which would otherwise put its own date back.
  // A date the visitor picks later stays: picking one does not run this effect.
  useEffect(() => {
    if (!restored || today === null || productId === undefined) return;
    dispatch(productChosen({ productId, today, date: linkedDate ?? null }));
    setLinkPending(false);
  }, [dispatch, linkedDate, productId, restored, today]);

  const ready = booking.productId === productId && booking.month !== null;
  const month = booking.month;
  // The month shown already (remembered in the browser, or just loaded) is not asked again, unless retried.
  const shown = booking.availability;
  const known =
    reload === 0 &&
    shown !== null &&
    shown.IdProduct === productId &&
    shown.Month === month &&
    shown.Currency === currency;
  const availability = useAvailability(
    cartApi,
    ready && !known && month !== null && productId !== undefined ? { productId, month, currency } : null,
    reload,
  );
  useEffect(() => {
    if (availability.status === 'loading') dispatch(availabilityRequested());
    else if (availability.status === 'ready') dispatch(availabilityLoaded(availability.data));
    else if (availability.status === 'error')
      dispatch(availabilityFailed(availabilityMessage(availability.error)));
  }, [availability, dispatch]);

  const allOffers = useAddOnOffers(bookingApi, cartLanguage, currency);
  const offers = useMemo(() => allOffers.filter((offer) => isAddOnKind(offer.Kind)), [allOffers]);

  const pickupsRead = useApiRead(bookingApi, `pickups:${cartLanguage}`, (options) =>
    bookingApi.getPickupLocations(cartLanguage, options),
  );
  const pickups = pickupsRead.status === 'ready' ? pickupsRead.data : NO_PICKUPS;

  const products = useCatalogProducts(cartApi, productIds.length > 1 ? cartLanguage : null);

  const retryAvailability = useCallback(() => setReload((count) => count + 1), []);
  const stepPassengers = useCallback(
    (band: PassengerBand, delta: number) => dispatch(passengersStepped({ band, delta })),
    [dispatch],
  );
  const showMonth = useCallback((shown: string) => dispatch(monthShown(shown)), [dispatch]);

  const schedules = shown !== null && shown.IdProduct === productId ? shown.Schedules : [];
  // A draft kept from before the weather guarantee has no `weather` key: not chosen.
  const chosenOffers = offers.filter(
    (offer) => isAddOnKind(offer.Kind) && booking.addOns[offer.Kind] === true,
  );

  /** An add in flight: a second submit before its answer is ignored (the button's `disabled` comes a frame later). */
  const adding = useRef(false);
  async function addToCart(): Promise<void> {
    if (productId === undefined) return;
    if (!booking.date) {
      dispatch(draftInvalid('dateRequired'));
      return;
    }
    if (schedules.length > 0 && (!booking.schedule || !schedules.includes(booking.schedule))) {
      dispatch(draftInvalid('scheduleRequired'));
      return;
    }
    const needsFrom = chosenOffers.some((offer) => offer.RequiresFrom);
    if (needsFrom && !booking.from) {
      dispatch(draftInvalid('pickupRequired'));
      return;
    }
    if (adding.current) return;
    adding.current = true;
    // The request leaves first (the command sends it before it returns); the 'adding' state is rendered
    // in the next frame, while it travels. Rendered at once, the widget's re-render would run before the
    // call is sent (both wait on the same microtask queue) and add its time to the visitor's wait
    // (issue 5's add-to-cart budget).
    const answer = dispatch(
      addCartProduct(cartApi, {
        item: {
          IdProduct: productId,
          VisitDate: booking.date,
          Schedule: schedules.length > 0 ? booking.schedule : null,
          Passengers: {
            Adults: booking.passengers.adults,
            Children: booking.passengers.children,
            Infants: 0,
          },
          AddOns: chosenOffers.map((offer) =>
            offer.RequiresFrom
              ? { IdProduct: offer.IdProduct, From: booking.from ?? undefined }
              : { IdProduct: offer.IdProduct },
          ),
        },
        currency,
        language,
      }),
    );
    const showAdding = requestAnimationFrame(() => dispatch(addRequested()));
    try {
      const added = await answer;
      cancelAnimationFrame(showAdding);
      if (!added.ok) {
        dispatch(addFailed(addToCartMessage(added.error)));
        return;
      }
      dispatch(addSucceeded());
    } finally {
      adding.current = false;
    }
  }

  const flow: BookingFlow = {
    today,
    currency,
    language,
    month,
    passengers: booking.passengers,
    stepPassengers,
    showMonth,
    retryAvailability,
    message: booking.status === 'error' ? booking.messageKey : null,
    addToCart,
  };
  return {
    ...flow,
    booking,
    /** The date the widget shows: the link's until the draft took it, then the draft's. */
    shownDate: linkPending && linkedDate ? linkedDate : booking.date,
    productId,
    offers,
    pickups,
    products,
    schedules,
    chosenOffers,
  };
}
