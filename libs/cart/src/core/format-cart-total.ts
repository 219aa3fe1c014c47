import type { CurrencyCode } from '@parks/contracts';
import { htmlLang, type Language } from '@parks/i18n/core';

/**
 * A cart amount in the cart's currency, in the visitor's language. `decimals` is the cart's own
 * minor-unit count when it sends one (0 for JPY, CLP, KRW).
 */
export function formatCartTotal(
  amount: number,
  currency: CurrencyCode,
  language: Language,
  decimals?: number,
): string {
  return new Intl.NumberFormat(htmlLang(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'symbol',
    ...(decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  }).format(amount);
}
