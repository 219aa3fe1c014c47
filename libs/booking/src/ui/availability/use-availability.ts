import { useEffect, useMemo, useRef, useState } from 'react';
import type {
  AddOnOffer,
  CartLanguage,
  CatalogProduct,
  CurrencyCode,
  HotelRates,
  PackageQuote,
  PackageQuoteRequest,
  ProductAvailability,
} from '@parks/contracts';
import type { CartApi, CartApiError, CartApiResult, CartCallOptions } from '@parks/cart';
import type { BookingApi } from '../../api/booking.api';

/**
 * A read of the cart API: not asked, on its way, answered, or refused (never 'canceled': that is an unmount).
 * While on its way it carries the answer shown last for other inputs (`last`), which a flow may keep on
 * screen until the new one arrives; null after an error or when nothing was asked in between.
 */
export type ApiRead<T> =
  | { status: 'idle' }
  | { status: 'loading'; last: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: CartApiError };

const IDLE = { status: 'idle' } as const;

/** How long an answer is reused: long enough for a visitor going back and forth between months. */
export const READ_KEPT_MS = 5 * 60_000;

export interface ApiReadOptions {
  /** Bumped by a retry: a kept answer for the key is dropped and asked again. @default 0 */
  reload?: number;
  /**
   * Whether an answer is kept for {@link READ_KEPT_MS} and shared with later readers. A read that prices
   * the visitor's own choices (a package quote, a month of hotel rates with a code) is asked again each
   * time its inputs come back. @default true
   */
  keep?: boolean;
}

interface Read {
  promise: Promise<CartApiResult<unknown>>;
  controller: AbortController;
  /** The mounted readers waiting for or showing it: the last one to leave aborts it while it travels. */
  users: number;
  settled: boolean;
  /** When it answered, if it is kept; only answers (never errors) stay. */
  answeredAt: number | null;
}

const CANCELED: CartApiResult<never> = {
  ok: false,
  error: { kind: 'canceled', code: 'CANCELED', message: 'left before it was sent' },
};

/**
 * Sends a read in a task of its own, after the one that asked for it. Reads are asked from effects, and a
 * page's first effects run in the task that hydrates it: `fetch()` costs main-thread time (≈ 20–30 ms each
 * under Lighthouse's 4× CPU, three reads on the admission page), which would lengthen that one long task
 * (issue 16: Total Blocking Time). A read left before its task came is never sent.
 */
function startInNextTask<T>(
  signal: AbortSignal,
  send: (signal: AbortSignal) => Promise<CartApiResult<T>>,
): Promise<CartApiResult<T>> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() =>
    signal.aborted ? CANCELED : send(signal),
  );
}

// Per API instance (a page, a story or a test has its own), then per key.
const reads = new WeakMap<object, Map<string, Read>>();

function readsOf(api: object): Map<string, Read> {
  let map = reads.get(api);
  if (!map) {
    map = new Map();
    reads.set(api, map);
  }
  return map;
}

/**
 * The booking flows' one way to read: one read shared by every reader of the same API and key, asked
 * once, its answer kept for {@link READ_KEPT_MS} (unless `keep` is false), aborted when its last reader
 * unmounts or moves to another key before it answers. An answer for a key the reader has left is never
 * shown; an error is never kept, so a retry (`reload` + 1) or the next reader asks again.
 */
export function useApiRead<T>(
  api: object,
  key: string | null,
  load: (options: CartCallOptions) => Promise<CartApiResult<T>>,
  { reload = 0, keep = true }: ApiReadOptions = {},
): ApiRead<T> {
  // `reload` too: a retry shows 'loading' again, not the error it retries.
  const [shown, setShown] = useState<{ key: string; reload: number; read: ApiRead<T> } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const lastReload = useRef(reload);

  // Nothing to ask: what was shown for earlier inputs is no longer the "last" answer of this reader.
  if (key === null && shown !== null) setShown(null);

  useEffect(() => {
    if (key === null) return;
    const map = readsOf(api);
    let read = map.get(key);
    const retried = lastReload.current !== reload;
    lastReload.current = reload;
    if (read && read.answeredAt !== null && (retried || Date.now() - read.answeredAt > READ_KEPT_MS)) {
      map.delete(key);
      read = undefined;
    }
    if (!read) {
      const controller = new AbortController();
      const fresh: Read = {
        controller,
        users: 0,
        settled: false,
        answeredAt: null,
        promise: startInNextTask(controller.signal, (signal) => loadRef.current({ signal })).then(
          (result) => {
            fresh.settled = true;
            if (result.ok && keep) fresh.answeredAt = Date.now();
            else if (map.get(key) === fresh) map.delete(key);
            return result;
          },
        ),
      };
      read = fresh;
      map.set(key, read);
    }
    const mine = read;
    mine.users += 1;
    let left = false;
    void mine.promise.then((result) => {
      if (left) return;
      if (result.ok) setShown({ key, reload, read: { status: 'ready', data: result.data as T } });
      else if (result.error.kind !== 'canceled')
        setShown({ key, reload, read: { status: 'error', error: result.error } });
    });
    return () => {
      left = true;
      mine.users -= 1;
      if (mine.users === 0 && !mine.settled) {
        mine.controller.abort();
        if (map.get(key) === mine) map.delete(key);
      }
    };
  }, [api, key, reload, keep]);

  const current = key !== null && shown?.key === key && shown.reload === reload ? shown.read : null;
  const last = shown?.read.status === 'ready' ? shown.read.data : null;
  return useMemo(
    (): ApiRead<T> => (key === null ? IDLE : (current ?? { status: 'loading', last })),
    [key, current, last],
  );
}

/** The catalog in a language, asked once per page and shared by the flows that list products; null: not needed. */
export function useCatalogProducts(cartApi: CartApi, language: CartLanguage | null): CatalogProduct[] {
  const read = useApiRead(cartApi, language === null ? null : `products:${language}`, (options) =>
    cartApi.getProducts(language ?? 'ES', options),
  );
  return read.status === 'ready' ? read.data : NO_PRODUCTS;
}
const NO_PRODUCTS: CatalogProduct[] = [];

export interface AvailabilityQuery {
  productId: number;
  /** `YYYY-MM`. */
  month: string;
  currency: CurrencyCode;
}

/**
 * A product's month of prices and availability in a currency (the booking widget's and the package
 * builder's date picker), cached per product, month and currency; null: nothing to ask yet.
 */
export function useAvailability(
  cartApi: CartApi,
  query: AvailabilityQuery | null,
  reload = 0,
): ApiRead<ProductAvailability> {
  const key = query && `availability:${query.productId}:${query.month}:${query.currency}`;
  return useApiRead(
    cartApi,
    key,
    (options) =>
      query
        ? cartApi.getAvailability(query.productId, { Month: query.month, Currency: query.currency }, options)
        : Promise.reject(new Error('no availability query')),
    { reload },
  );
}

/**
 * The add-ons offered in a language and currency (the widget's list, the builder's weather guarantee),
 * shared by the flows of the page. While another currency's prices travel, the last list stays shown;
 * none after a failure.
 */
export function useAddOnOffers(
  bookingApi: BookingApi,
  language: CartLanguage,
  currency: CurrencyCode,
): AddOnOffer[] {
  const read = useApiRead(bookingApi, `add-ons:${language}:${currency}`, (options) =>
    bookingApi.getAddOns({ Language: language, Currency: currency }, options),
  );
  if (read.status === 'ready') return read.data;
  return read.status === 'loading' ? (read.last ?? NO_OFFERS) : NO_OFFERS;
}
const NO_OFFERS: AddOnOffer[] = [];

export interface HotelRatesQuery {
  productId: number;
  /** `YYYY-MM`. */
  month: string;
  currency: CurrencyCode;
  language: CartLanguage;
  /** A promotional code to check and apply; park-api refuses an unknown one (`PROMO_CODE_INVALID`). */
  promoCode: string | null;
}

/** A hotel's month of nightly rates, asked again each time (a code may have expired); null: nothing yet. */
export function useHotelRates(
  bookingApi: BookingApi,
  query: HotelRatesQuery | null,
  reload = 0,
): ApiRead<HotelRates> {
  const key =
    query &&
    `hotel-rates:${query.productId}:${query.month}:${query.currency}:${query.language}:${query.promoCode ?? ''}`;
  return useApiRead(
    bookingApi,
    key,
    (options) =>
      query
        ? bookingApi.getHotelRates(
            query.productId,
            {
              Month: query.month,
              Currency: query.currency,
              Language: query.language,
              ...(query.promoCode ? { PromoCode: query.promoCode } : {}),
            },
            options,
          )
        : Promise.reject(new Error('no hotel rates query')),
    { reload, keep: false },
  );
}

/** A package priced by park-api, asked on every change of its pieces or visitors; null: no pieces. */
export function usePackageQuote(
  bookingApi: BookingApi,
  body: PackageQuoteRequest | null,
  language: CartLanguage,
): ApiRead<PackageQuote> {
  return useApiRead(
    bookingApi,
    body && `package-quote:${language}:${JSON.stringify(body)}`,
    (options) =>
      body ? bookingApi.quotePackage(body, language, options) : Promise.reject(new Error('no package')),
    { keep: false },
  );
}
