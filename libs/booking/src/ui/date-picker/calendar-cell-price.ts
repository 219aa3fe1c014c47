import type { CurrencyCode } from '@parks/contracts';
import { formatAmount } from '@parks/currency/core';

/**
 * The price a calendar day's cell shows, without its currency mark (the calendar's legend names the
 * currency). From 1,000 up it is in whole units, rounded up, so even a phone's narrow cell keeps it on one
 * line (356.001 COP, 120,000 KRW); the day's accessible name always says the exact price (decision 010).
 */
export function calendarCellPrice(price: number, currency: CurrencyCode): string {
  return price >= 1000
    ? formatAmount(Math.ceil(price), currency, { display: 'none', maxDecimals: 0 })
    : formatAmount(price, currency, { display: 'none' });
}
