import type { CartApiResult } from '@parks/cart';
import type { ShoppingCart } from '@parks/contracts';
import type { PaymentsApi } from '../api/payments.api';
import type { Order, PaymentRequest } from '../core/order.types';
import { CURRENCIES, METHODS, MXN_BANKS, cardOrder } from './payments-fixtures';

export type FakeRead = 'ok' | 'error' | 'pending';

/** How the in-memory payments API answers, per call. */
export interface FakePaymentsApiOptions {
  currencies?: FakeRead;
  options?: FakeRead;
  /** approved: 201 with `order`; declined: 402; retry: 503; pending: never answers. */
  pay?: 'approved' | 'declined' | 'retry' | 'pending';
  order?: Order;
  /** The cart the coupon call answers with; undefined answers COUPON_NOT_FOUND. */
  couponCart?: ShoppingCart;
}

export interface FakePaymentsApi extends PaymentsApi {
  /** Every payment sent, without its card data: the key and the method. */
  payments: { key: string; method: PaymentRequest['Method']; months?: number }[];
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
    applyCoupon: async () =>
      options.couponCart
        ? { ok: true, status: 200, data: options.couponCart }
        : httpError(404, 'COUPON_NOT_FOUND'),
    pay: async (body, key) => {
      payments.push({ key, method: body.Method, months: body.Months });
      switch (options.pay ?? 'approved') {
        case 'pending':
          return never();
        case 'declined':
          return httpError(402, 'CARD_DECLINED');
        case 'retry':
          return httpError(503, 'PAYMENT_RETRYABLE');
        default:
          return { ok: true, status: 201, data: options.order ?? cardOrder() };
      }
    },
    getOrder: async () => ({ ok: true, status: 200, data: options.order ?? cardOrder() }),
  };
}
