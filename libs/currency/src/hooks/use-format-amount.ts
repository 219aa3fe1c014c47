import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import type { CurrencyCode } from '@parks/contracts';
import { formatAmount, type AmountDisplay } from '../core/format-amount';
import { selectCurrencyCode } from '../state/currency.slice';

export interface FormatAmountHookOptions {
  /** Another currency than the selected one, e.g. a cart's own `Currency`. */
  currency?: CurrencyCode;
  /** @default 'presentation' */
  display?: AmountDisplay;
}

/** Formats amounts in the selected currency (SPEC §2: prices are shown in the selected currency). */
export function useFormatAmount(): (amount: number, options?: FormatAmountHookOptions) => string {
  const selected = useSelector(selectCurrencyCode);
  return useCallback(
    (amount, options = {}) =>
      formatAmount(amount, options.currency ?? selected, { display: options.display }),
    [selected],
  );
}
