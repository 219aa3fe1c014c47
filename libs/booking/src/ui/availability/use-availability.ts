import { useEffect, useRef, useState } from 'react';
import type { CartLanguage, CatalogProduct, CurrencyCode, ProductAvailability } from '@parks/contracts';
import type { CartApi, CartApiError, CartApiResult, CartCallOptions } from '@parks/cart';

/** A read of the cart API: not asked, on its way, answered, or refused (never 'canceled': that is an unmount). */
export type ApiRead<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: CartApiError };

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/** How long an answer is reused: long enough for a visitor going back and forth between months. */
export const READ_KEPT_MS = 5 * 60_000;

interface Read {
  promise: Promise<CartApiResult<unknown>>;
  controller: AbortController;
  /** The mounted readers waiting for or showing it: the last one to leave aborts it while it travels. */
  users: number;
  /** When it answered; only answers (never errors) stay. */
  answeredAt: number | null;
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
 * One read shared by every reader of the same API and key: asked once, its answer kept for
 * {@link READ_KEPT_MS}, aborted when its last reader unmounts before it answers; an error is never kept,
 * so a retry (`reload` + 1) or the next reader asks again.
 */
export function useApiRead<T>(
  api: object,
  key: string | null,
  load: (options: CartCallOptions) => Promise<CartApiResult<T>>,
  reload = 0,
): ApiRead<T> {
  const [shown, setShown] = useState<{ key: string; read: ApiRead<T> } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const lastReload = useRef(reload);

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
        answeredAt: null,
        promise: loadRef.current({ signal: controller.signal }).then((result) => {
          if (result.ok) fresh.answeredAt = Date.now();
          else if (map.get(key) === fresh) map.delete(key);
          return result;
        }),
      };
      read = fresh;
      map.set(key, read);
    }
    const mine = read;
    mine.users += 1;
    let left = false;
    void mine.promise.then((result) => {
      if (left) return;
      if (result.ok) setShown({ key, read: { status: 'ready', data: result.data as T } });
      else if (result.error.kind !== 'canceled')
        setShown({ key, read: { status: 'error', error: result.error } });
    });
    return () => {
      left = true;
      mine.users -= 1;
      if (mine.users === 0 && mine.answeredAt === null) {
        mine.controller.abort();
        if (map.get(key) === mine) map.delete(key);
      }
    };
  }, [api, key, reload]);

  if (key === null) return IDLE;
  return shown?.key === key ? shown.read : LOADING;
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
    reload,
  );
}
