import { startTransition, useCallback, useEffect, useState } from 'react';
import type { CurrencyCode } from '@parks/contracts';
import type { PaymentsApi } from '../../api/payments.api';
import type { CurrencyOption } from '../../core/order.types';
import type { Bank, PaymentMethod } from '../../core/payment-methods';

/** A read the page shows while it loads (SPEC §8 'Payments': its loading label and failure). */
export type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

export interface PaymentOptions {
  currencies: Load<CurrencyOption[]>;
  /** The methods of the chosen currency and, for MXN cards, the banks with months without interest. */
  options: Load<{ methods: PaymentMethod[]; banks: Bank[] }>;
  retryCurrencies(): void;
  retryOptions(): void;
}

/**
 * Reads the currencies once and the payment options of each currency the cart takes. Their answers are
 * rendered as transitions (interruptible, in small slices), as nothing waits on them but the page.
 */
export function usePaymentOptions(api: PaymentsApi, currency: CurrencyCode | undefined): PaymentOptions {
  const [currencies, setCurrencies] = useState<Load<CurrencyOption[]>>({ status: 'loading' });
  const [options, setOptions] = useState<Load<{ methods: PaymentMethod[]; banks: Bank[] }>>({
    status: 'loading',
  });
  const [currenciesRun, setCurrenciesRun] = useState(0);
  const [optionsRun, setOptionsRun] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setCurrencies({ status: 'loading' });
    void api.getCurrencies({ signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      startTransition(() =>
        setCurrencies(result.ok ? { status: 'ready', data: result.data } : { status: 'error' }),
      );
    });
    return () => controller.abort();
  }, [api, currenciesRun]);

  useEffect(() => {
    if (!currency) return;
    const controller = new AbortController();
    setOptions({ status: 'loading' });
    void Promise.all([
      api.getPaymentMethods(currency, { signal: controller.signal }),
      api.getBanks(currency, { signal: controller.signal }),
    ]).then(([methods, banks]) => {
      if (controller.signal.aborted) return;
      // A transition: React renders the payment form in slices of a few milliseconds, yielding to the
      // browser between them, instead of one long task (issue 16 step 3); the frame stays until it is done.
      startTransition(() =>
        setOptions(
          methods.ok && banks.ok
            ? { status: 'ready', data: { methods: methods.data, banks: banks.data } }
            : { status: 'error' },
        ),
      );
    });
    return () => controller.abort();
  }, [api, currency, optionsRun]);

  return {
    currencies,
    options,
    retryCurrencies: useCallback(() => setCurrenciesRun((n) => n + 1), []),
    retryOptions: useCallback(() => setOptionsRun((n) => n + 1), []),
  };
}
