import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import type { CartLanguage, PackageQuoteRequest } from '@parks/contracts';
import { addCartPackage, useCartApi } from '@parks/cart';
import { selectCurrencyCode } from '@parks/currency';
import { currencyByCode } from '@parks/currency/core';
import { selectLanguage } from '@parks/site';
import type { BookingPassengers } from '../../core/booking.types';
import { addToCartMessage, availabilityMessage, type BookingMessageKey } from '../../core/booking-messages';
import { todayIn } from '../../core/calendar';
import {
  addPackagePiece,
  PACKAGE_MAX_PRODUCTS,
  removePackagePiece,
  type PackagePiece,
  type PackageQuote,
} from '../../core/package-builder';
import { packageGuaranteeAmount } from '../../core/price-total';
import { INITIAL_PASSENGERS, stepPassengers as stepBand, type PassengerBand } from '../../core/passengers';
import { useBookingApi } from '../../api/booking-api-context';
import type { CartStatus } from '../booking-parts/add-to-cart-footer';
import type { BookingFlow } from '../booking-parts/booking-flow';
import {
  useAddOnOffers,
  useAvailability,
  useCatalogProducts,
  usePackageQuote,
} from '../availability/use-availability';
import { useAppDispatch } from '../../state/booking-hooks';

/** The park or tour being chosen, before it joins the package. */
export interface PieceDraft {
  productId: number | null;
  month: string | null;
  date: string | null;
  schedule: string | null;
}

export type QuoteState =
  | { status: 'empty' }
  | { status: 'loading'; last: PackageQuote | null }
  | { status: 'ready'; quote: PackageQuote }
  | { status: 'error'; message: BookingMessageKey };

const EMPTY_DRAFT: PieceDraft = { productId: null, month: null, date: null, schedule: null };

/**
 * The package builder's state and effects: the offered parks and tours, the draft piece's month of
 * availability, the package priced by park-api on every change, and adding it to the cart as one
 * package group (all its pieces, or none).
 */
export function usePackageBuilder(
  productIds: readonly number[],
  timeZone: string,
  initialPieces: readonly PackagePiece[] = [],
) {
  const dispatch = useAppDispatch();
  const cartApi = useCartApi();
  const bookingApi = useBookingApi();
  const currency = useSelector(selectCurrencyCode);
  const language = useSelector(selectLanguage);
  const cartLanguage = language.toUpperCase() as CartLanguage;
  const [today, setToday] = useState<string | null>(null);
  const [passengers, setPassengers] = useState<BookingPassengers>(INITIAL_PASSENGERS);
  const [draft, setDraft] = useState<PieceDraft>(EMPTY_DRAFT);
  const [availabilityReload, setAvailabilityReload] = useState(0);
  const [pieces, setPieces] = useState<PackagePiece[]>(() => [...initialPieces]);
  const [message, setMessage] = useState<BookingMessageKey | null>(null);
  const [cartStatus, setCartStatus] = useState<CartStatus>('idle');
  const [guarantee, setGuarantee] = useState(false);

  useEffect(() => setToday(todayIn(timeZone)), [timeZone]);

  const defaultProduct = productIds[0] ?? null;
  useEffect(() => {
    if (today === null) return;
    setDraft((current) =>
      current.productId === null
        ? { ...current, productId: defaultProduct, month: today.slice(0, 7) }
        : current,
    );
  }, [defaultProduct, today]);

  const catalog = useCatalogProducts(cartApi, cartLanguage);
  const products = useMemo(
    () => catalog.filter((product) => productIds.includes(product.IdProduct)),
    [catalog, productIds],
  );

  // The weather guarantee, priced per visitor in the visitor's currency (issue 20 §3).
  const guaranteeOffer =
    useAddOnOffers(bookingApi, cartLanguage, currency).find((offer) => offer.Kind === 'weather') ?? null;

  const { productId, month } = draft;
  const availabilityRead = useAvailability(
    cartApi,
    productId === null || month === null ? null : { productId, month, currency },
    availabilityReload,
  );
  const availability = availabilityRead.status === 'ready' ? availabilityRead.data : null;
  const availabilityError =
    availabilityRead.status === 'error' ? availabilityMessage(availabilityRead.error) : null;

  const quoteBody = useMemo(
    (): PackageQuoteRequest | null =>
      pieces.length === 0
        ? null
        : {
            Currency: currency,
            Passengers: { Adults: passengers.adults, Children: passengers.children, Infants: 0 },
            Items: pieces.map((piece) => ({
              IdProduct: piece.productId,
              VisitDate: piece.date,
              ...(piece.schedule ? { Schedule: piece.schedule } : {}),
            })),
          },
    [currency, passengers, pieces],
  );
  const quoteRead = usePackageQuote(bookingApi, quoteBody, cartLanguage);
  const quote = useMemo((): QuoteState => {
    switch (quoteRead.status) {
      case 'idle':
        return { status: 'empty' };
      case 'loading':
        return { status: 'loading', last: quoteRead.last };
      case 'ready':
        return { status: 'ready', quote: quoteRead.data };
      case 'error':
        return { status: 'error', message: addToCartMessage(quoteRead.error) };
    }
  }, [quoteRead]);

  const schedules = availability?.IdProduct === productId ? availability.Schedules : [];

  const chooseProduct = useCallback((id: number) => {
    setMessage(null);
    setDraft((current) => ({ ...current, productId: id, date: null, schedule: null }));
  }, []);
  const showMonth = useCallback((shown: string) => setDraft((current) => ({ ...current, month: shown })), []);
  const chooseDate = useCallback((date: string) => {
    setMessage(null);
    setDraft((current) => ({ ...current, date }));
  }, []);
  const chooseSchedule = useCallback(
    (schedule: string) => setDraft((current) => ({ ...current, schedule })),
    [],
  );
  const stepPassengers = useCallback((band: PassengerBand, delta: number) => {
    setCartStatus('idle');
    setPassengers((current) => stepBand(current, band, delta));
  }, []);
  const retryAvailability = useCallback(() => setAvailabilityReload((count) => count + 1), []);
  const chooseGuarantee = useCallback((chosen: boolean) => {
    setCartStatus('idle');
    setGuarantee(chosen);
  }, []);
  const guaranteeAmount =
    guarantee && guaranteeOffer
      ? packageGuaranteeAmount(
          guaranteeOffer.UnitPrice,
          passengers,
          pieces.length,
          currencyByCode(currency).decimal_places,
        )
      : null;

  /** Puts the draft piece into the package, or says which rule (SPEC §5, §8) stops it. */
  function addPiece(): void {
    setCartStatus('idle');
    // A full package answers the limit first: nothing the visitor picks can make room (SPEC §8).
    if (pieces.length >= PACKAGE_MAX_PRODUCTS) {
      setMessage('packageLimit');
      return;
    }
    // No date yet says so even before the page's product is set (a press while the builder is starting).
    if (!draft.date) {
      setMessage('dateRequired');
      return;
    }
    if (draft.productId === null) return;
    if (schedules.length > 0 && (!draft.schedule || !schedules.includes(draft.schedule))) {
      setMessage('scheduleRequired');
      return;
    }
    const result = addPackagePiece(pieces, {
      productId: draft.productId,
      date: draft.date,
      schedule: schedules.length > 0 ? draft.schedule : null,
    });
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(null);
    setPieces(result.pieces);
    // The next piece is another park or tour on another day: start from the next product offered.
    const next = productIds.find((id) => !result.pieces.some((piece) => piece.productId === id));
    setDraft((current) => ({ ...current, productId: next ?? current.productId, date: null, schedule: null }));
  }

  function removePiece(id: number): void {
    setMessage(null);
    setCartStatus('idle');
    setPieces((current) => removePackagePiece(current, id));
  }

  /** Adds every piece to the cart under one package group (the cart's package command: all or none). */
  async function addToCart(): Promise<void> {
    if (pieces.length === 0) return;
    setMessage(null);
    setCartStatus('adding');
    const added = await dispatch(
      addCartPackage(cartApi, {
        items: pieces.map((piece) => ({
          IdProduct: piece.productId,
          VisitDate: piece.date,
          Schedule: piece.schedule,
          Passengers: { Adults: passengers.adults, Children: passengers.children, Infants: 0 },
          ...(guarantee && guaranteeOffer ? { AddOns: [{ IdProduct: guaranteeOffer.IdProduct }] } : {}),
        })),
        currency,
        language,
      }),
    );
    if (!added.ok) {
      setMessage(addToCartMessage(added.error));
      setCartStatus('idle');
      return;
    }
    setPieces([]);
    setCartStatus('added');
  }

  const flow: BookingFlow = {
    today,
    currency,
    language,
    month,
    passengers,
    stepPassengers,
    showMonth,
    retryAvailability,
    message,
    addToCart,
  };
  return {
    ...flow,
    products,
    draft,
    availability: availability?.IdProduct === productId && availability.Month === month ? availability : null,
    availabilityError,
    schedules,
    pieces,
    quote,
    cartStatus,
    guaranteeOffer,
    guarantee,
    guaranteeAmount,
    chooseGuarantee,
    chooseProduct,
    chooseDate,
    chooseSchedule,
    addPiece,
    removePiece,
  };
}
