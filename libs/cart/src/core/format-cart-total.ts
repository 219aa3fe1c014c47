import type { CurrencyCode } from '@parks/contracts';
import { formatAmount } from '@parks/currency/core';

/**
 * A cart amount in the cart's currency, written as every price of the site is (libs/currency
 * `formatAmount`, SPEC §9 'Currency formatting'): the currency's own decimals, separators and symbol,
 * whatever the page's language. The cart's own `Decimals` always equal its currency's.
 */
export function formatCartTotal(amount: number, currency: CurrencyCode): string {
  return formatAmount(amount, currency);
}
