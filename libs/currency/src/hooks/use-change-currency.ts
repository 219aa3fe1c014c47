import { useCallback } from 'react';
import type { CurrencyCode } from '@parks/contracts';
import { isCurrencyCode } from '../core/currencies';
import { CURRENCY_COOKIE_MAX_AGE_SECONDS, currencyCookieValues } from '../core/currency-cookies';
import { currencySet, selectCurrencyCode } from '../state/currency.slice';
import { useAppDispatch, useAppSelector } from '../state/currency-hooks';

// Page scripts must read these cookies back, so they are not HttpOnly (SPEC §4 'Cookie writes').
function writeCurrencyCookies(code: CurrencyCode): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  for (const [name, value] of currencyCookieValues(code)) {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${CURRENCY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  }
}

/**
 * Changes the visitor's currency in the browser: the store and the `_currency` / `_currency_id`
 * cookies (SPEC §4 'Currency change'). Returns whether anything changed, so callers run the rest of
 * the flow (the cart's currency, the installment widget) only for a real change.
 */
export function useChangeCurrency(): (code: CurrencyCode) => boolean {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrencyCode);
  return useCallback(
    (code) => {
      if (code === current || !isCurrencyCode(code)) return false;
      dispatch(currencySet(code));
      writeCurrencyCookies(code);
      return true;
    },
    [current, dispatch],
  );
}
