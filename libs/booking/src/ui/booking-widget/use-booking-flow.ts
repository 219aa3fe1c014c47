import { useCallback, useEffect, useRef, useState } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import type { CartLanguage, CatalogProduct } from '@parks/contracts';
import { addCartProduct, useCartApi } from '@parks/cart';
import { selectCurrencyCode } from '@parks/currency';
import { selectLanguage } from '@parks/site';
import type { AddOnKind, AddOnOffer, PickupLocation } from '../../core/booking.types';
import { addToCartMessage, availabilityMessage } from '../../core/booking-messages';
import { todayIn } from '../../core/calendar';
import { useBookingApi } from '../../api/booking-api-context';
import {
  addFailed,
  addRequested,
  addSucceeded,
  availabilityFailed,
  availabilityLoaded,
  availabilityRequested,
  draftInvalid,
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

/**
 * The booking widget's effects: the page's product into the draft, the month's availability (again
 * when the product, month or currency changes), the add-ons and pick-up locations, and adding to the cart.
 */
export function useBookingFlow(productIds: readonly number[], timeZone: string) {
  const dispatch = useAppDispatch();
  const cartApi = useCartApi();
  const bookingApi = useBookingApi();
  const booking = useSelector(selectBookingForm, shallowEqual);
  const restored = useSelector(selectBookingRestored);
  const currency = useSelector(selectCurrencyCode);
  const language = useSelector(selectLanguage);
  const cartLanguage = language.toUpperCase() as CartLanguage;
  // The park's day, read in the browser only: the server renders no date, so hydration cannot differ.
  const [today, setToday] = useState<string | null>(null);
  const [offers, setOffers] = useState<AddOnOffer[]>([]);
  const [pickups, setPickups] = useState<PickupLocation[]>([]);
  const [products, setProducts] = useState<CatalogProduct[]>([]);
  const [reload, setReload] = useState(0);

  const defaultProduct = productIds[0];
  const productId =
    booking.productId !== null && productIds.includes(booking.productId) ? booking.productId : defaultProduct;

  useEffect(() => setToday(todayIn(timeZone)), [timeZone]);

  useEffect(() => {
    if (!restored || today === null || productId === undefined) return;
    dispatch(productChosen({ productId, today }));
  }, [dispatch, productId, restored, today]);

  const availabilityRef = useRef(booking.availability);
  availabilityRef.current = booking.availability;
  const ready = booking.productId === productId && booking.month !== null;
  const month = booking.month;
  useEffect(() => {
    if (!ready || month === null || productId === undefined) return;
    const shown = availabilityRef.current;
    if (
      reload === 0 &&
      shown?.IdProduct === productId &&
      shown.Month === month &&
      shown.Currency === currency
    )
      return;
    const controller = new AbortController();
    dispatch(availabilityRequested());
    void cartApi
      .getAvailability(productId, { Month: month, Currency: currency }, { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) dispatch(availabilityLoaded(result.data));
        else if (result.error.kind !== 'canceled')
          dispatch(availabilityFailed(availabilityMessage(result.error)));
      });
    return () => controller.abort();
  }, [cartApi, currency, dispatch, month, productId, ready, reload]);

  useEffect(() => {
    const controller = new AbortController();
    void bookingApi
      .getAddOns({ Language: cartLanguage, Currency: currency }, { signal: controller.signal })
      .then((result) => {
        if (!controller.signal.aborted)
          setOffers(result.ok ? result.data.filter((o) => isAddOnKind(o.Kind)) : []);
      });
    return () => controller.abort();
  }, [bookingApi, cartLanguage, currency]);

  useEffect(() => {
    const controller = new AbortController();
    void bookingApi.getPickupLocations(cartLanguage, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && result.ok) setPickups(result.data);
    });
    return () => controller.abort();
  }, [bookingApi, cartLanguage]);

  const several = productIds.length > 1;
  useEffect(() => {
    if (!several) return;
    const controller = new AbortController();
    void cartApi.getProducts(cartLanguage, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && result.ok) setProducts(result.data);
    });
    return () => controller.abort();
  }, [cartApi, cartLanguage, several]);

  const retryAvailability = useCallback(() => setReload((count) => count + 1), []);

  const shown = booking.availability;
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

  return {
    booking,
    productId,
    today,
    currency,
    language,
    offers,
    pickups,
    products,
    schedules,
    chosenOffers,
    retryAvailability,
    addToCart,
  };
}
