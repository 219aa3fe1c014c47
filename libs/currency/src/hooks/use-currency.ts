import { useSelector } from 'react-redux';
import type { Currency } from '../core/currencies';
import { selectCurrency } from '../state/currency.slice';

/** The record of the visitor's selected currency. */
export function useCurrency(): Currency {
  return useSelector(selectCurrency);
}
