import type { CartApiResult } from '@parks/cart';
import type { CartLanguage, ShoppingCart } from '@parks/contracts';
import type { PaymentsApi } from '../api/payments.api';
import type { Order, PaymentRequest } from '../core/order.types';
import { CURRENCIES, METHODS, MXN_BANKS, cardOrder } from './payments-fixtures';

export type FakeRead = 'ok' | 'error' | 'pending';

/** park-api's statuses for a refused coupon (apps/park-api/src/http/api-error.ts). */
const COUPON_REFUSALS = {
  COUPON_NOT_FOUND: 404,
  COUPON_EXPIRED: 422,
  COUPON_REDEEMED: 409,
  INTERNAL_ERROR: 500,
} as const;

/** How the in-memory payments API answers, per call. */
export interface FakePaymentsApiOptions {
  currencies?: FakeRead;
  options?: FakeRead;
  /**
   * approved: 201 with `order`; declined: 402; retry: 503; holdExpired: 409 HOLD_EXPIRED (a line's hold
   * ended and its seats are gone, issue 17); pending: never answers.
   */
  pay?: 'approved' | 'declined' | 'retry' | 'holdExpired' | 'pending';
  order?: Order;
  /** The cart the coupon call answers with; without it, the call answers as `coupon` says. */
  couponCart?: ShoppingCart;
  /** Without `couponCart`: park-api's refusal (its status), or never answering. @default 'COUPON_NOT_FOUND' */
  coupon?: keyof typeof COUPON_REFUSALS | 'pending';
}

export interface FakePaymentsApi extends PaymentsApi {
  /** Every payment sent, without its card data: the key, the method and the language asked for. */
  payments: { key: string; method: PaymentRequest['Method']; months?: number; language?: CartLanguage }[];
}

const never = <T>() => new Promise<T>(() => undefined);
const httpError = (status: number, code: string) =>
  ({ ok: false, error: { kind: 'http', status, code, message: code } }) as const;

function read<T>(mode: FakeRead, data: T): Promise<CartApiResult<T>> {
  if (mode === 'pending') return never();
  return Promise.resolve(mode === 'ok' ? { ok: true, status: 200, data } : httpError(500, 'INTERNAL_ERROR'));
}

/** A payments API that answers from memory, for stories and specs. */
export function fakePaymentsApi(options: FakePaymentsApiOptions = {}): FakePaymentsApi {
  const payments: FakePaymentsApi['payments'] = [];
  return {
    payments,
    getCurrencies: () => read(options.currencies ?? 'ok', CURRENCIES),
    getPaymentMethods: (currency) => read(options.options ?? 'ok', METHODS[currency] ?? METHODS['USD'] ?? []),
    getBanks: (currency) => read(options.options ?? 'ok', currency === 'MXN' ? MXN_BANKS : []),
    applyCoupon: async () => {
      if (options.couponCart) return { ok: true, status: 200, data: options.couponCart };
      const refusal = options.coupon ?? 'COUPON_NOT_FOUND';
      return refusal === 'pending' ? never() : httpError(COUPON_REFUSALS[refusal], refusal);
    },
    pay: async (body, key, language) => {
      payments.push({ key, method: body.Method, months: body.Months, language });
      switch (options.pay ?? 'approved') {
        case 'pending':
          return never();
        case 'declined':
          return httpError(402, 'CARD_DECLINED');
        case 'retry':
          return httpError(503, 'PAYMENT_RETRYABLE');
        case 'holdExpired':
          return httpError(409, 'HOLD_EXPIRED');
        default:
          return { ok: true, status: 201, data: options.order ?? cardOrder() };
      }
    },
    getOrder: async () => ({ ok: true, status: 200, data: options.order ?? cardOrder() }),
  };
}
