import { currencyByCode } from './currencies';

/** Which mark an amount is printed with. */
export type AmountDisplay = 'presentation' | 'symbol' | 'code' | 'none';

export interface FormatAmountOptions {
  /**
   * `presentation`: the presentation symbol (`US$`, `MXN$`); `symbol`: the bare local symbol;
   * `code`: the ISO code; `none`: the number alone.
   * @default 'presentation'
   */
  display?: AmountDisplay;
  /**
   * At most this many decimals, for a short price where space is tight (a calendar day); the amount is
   * rounded half away from zero to them. Never more than the currency's own.
   * @default the currency's `decimal_places`
   */
  maxDecimals?: number;
}

// Grouping and rounding are delegated to Intl in a fixed locale; the currency's own separators are
// then swapped in, because SPEC §3 makes them a property of the currency, not of the page language.
const formatters = new Map<number, Intl.NumberFormat>();
function plainFormatter(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

// A non-breaking space keeps "1.234,50 €" on one line.
const NBSP = '\u00a0';

/**
 * An amount (major units) written the way SPEC §3 and §9 describe the currency: its decimals, its
 * separators and the symbol before ('I') or after ('D') the number. Unknown codes format as USD.
 * @throws RangeError for NaN or ±Infinity, which no price should ever be.
 */
export function formatAmount(amount: number, code: string, options: FormatAmountOptions = {}): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format the amount ${amount}`);
  const currency = currencyByCode(code);
  const display = options.display ?? 'presentation';
  const decimals = Math.min(options.maxDecimals ?? currency.decimal_places, currency.decimal_places);
  const plain = plainFormatter(Math.max(0, decimals)).format(Math.abs(amount));
  const number = plain.replace(/[.,]/g, (mark) =>
    mark === '.' ? currency.decimal_separator : currency.thousand_separator,
  );
  // Rounding can leave "0.00" from a tiny negative; it must not read "-0.00".
  const sign = amount < 0 && /[1-9]/.test(plain) ? '-' : '';
  if (display === 'none') return `${sign}${number}`;
  if (display === 'code') {
    return currency.position === 'I'
      ? `${sign}${currency.iso_code}${NBSP}${number}`
      : `${sign}${number}${NBSP}${currency.iso_code}`;
  }
  const mark = display === 'symbol' ? currency.symbol : currency.presentation_symbol;
  return currency.position === 'I' ? `${sign}${mark}${number}` : `${sign}${number}${NBSP}${mark}`;
}
