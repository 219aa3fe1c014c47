/**
 * Converts US cents to a currency's minor units (JPY, CLP and KRW have none) and back to major units,
 * by the one rounding rule of `@parks/currency/core` (the browser uses the very same functions).
 */
import { amountOfUnits, fromMinor, usdCentsToMinorUnits } from '@parks/currency/core';
import { type BreakdownItem, type LinePrice, PriceUnavailableError } from './pricing.types';

export interface ConversionCurrency {
  code: string;
  ratePerUsd: number;
  decimals: number;
}

export function usdCentsToMinor(usdCents: number, currency: ConversionCurrency): number {
  if (!(currency.ratePerUsd > 0) || !Number.isFinite(currency.ratePerUsd)) {
    throw new PriceUnavailableError(`No exchange rate for ${currency.code}`);
  }
  return usdCentsToMinorUnits(usdCents, currency.ratePerUsd, currency.decimals);
}

export function minorToMajor(minor: number, decimals: number): number {
  return fromMinor(minor, decimals);
}

export interface BreakdownItemInCurrency extends BreakdownItem {
  unitMinor: number;
  amountMinor: number;
}

export interface LineInCurrency {
  items: BreakdownItemInCurrency[];
  /** The line's amount in minor units: Σ quantity × converted net unit. */
  totalMinor: number;
}

/**
 * A priced line in the charge currency. Each unit converts once; the line is the sum of its units; the
 * rows add up to the line: every discount row but the last converts on its own (the children's 25 %,
 * per child), and the last one is what the converted rows exceed the line by.
 */
export function convertLine(price: LinePrice, currency: ConversionCurrency): LineInCurrency {
  const toMinor = (usdCents: number) => usdCentsToMinor(usdCents, currency);
  const totalMinor = amountOfUnits(
    price.charged.map((unit) => ({ quantity: unit.quantity, unitMinor: toMinor(unit.unitUsdCents) })),
  );
  const perUnit = (item: BreakdownItem): BreakdownItemInCurrency => {
    const unitMinor = toMinor(item.unitUsdCents);
    return { ...item, unitMinor, amountMinor: item.quantity * unitMinor };
  };
  const grossMinor = price.items
    .filter((item) => item.concept !== 'discount')
    .reduce((sum, item) => sum + perUnit(item).amountMinor, 0);
  const lastDiscount = price.items.findLast((item) => item.concept === 'discount');
  let convertedMinor = grossMinor;
  const items = price.items.map((item): BreakdownItemInCurrency => {
    if (item.concept !== 'discount') return perUnit(item);
    // A hotel stay shows only its discount row: it converts on its own.
    if (grossMinor === 0) {
      const amountMinor = toMinor(item.amountUsdCents);
      return { ...item, unitMinor: amountMinor, amountMinor };
    }
    if (item !== lastDiscount) {
      const row = perUnit(item);
      convertedMinor += row.amountMinor;
      return row;
    }
    const amountMinor = totalMinor - convertedMinor;
    const unitMinor =
      item.quantity > 1 && amountMinor % item.quantity === 0 ? amountMinor / item.quantity : amountMinor;
    return { ...item, unitMinor, amountMinor };
  });
  return { items, totalMinor };
}
