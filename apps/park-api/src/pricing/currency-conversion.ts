/** Converts US cents to a currency's minor units (JPY, CLP and KRW have none) and back to major units. */
import { PriceUnavailableError } from './pricing.types';

export interface ConversionCurrency {
  code: string;
  ratePerUsd: number;
  decimals: number;
}

export function usdCentsToMinor(usdCents: number, currency: ConversionCurrency): number {
  if (!(currency.ratePerUsd > 0) || !Number.isFinite(currency.ratePerUsd)) {
    throw new PriceUnavailableError(`No exchange rate for ${currency.code}`);
  }
  // Cents → currency units → minor units, rounded once at the end; toFixed drops binary-float noise
  // (8999 × 18.5 must round from 166481.5, not from 166481.49999…).
  const minor = (usdCents / 100) * currency.ratePerUsd * 10 ** currency.decimals;
  return Math.round(Number(minor.toFixed(6)));
}

export function minorToMajor(minor: number, decimals: number): number {
  return Number((minor / 10 ** decimals).toFixed(decimals));
}
