/**
 * The 17 currencies of SPEC §3 with their ids, SPEC §9 formatting (USD and MXN put the symbol first)
 * and fictional exchange rates (units per 1 USD). JPY, CLP and KRW have no minor unit.
 */
import type { CurrencyCode } from '@parks/contracts/core';

export interface CurrencyRow {
  id: number;
  code: CurrencyCode;
  name: string;
  symbol: string;
  isoNumber: number;
  presentationSymbol: string;
  position: 'I' | 'D';
  decimalSeparator: string;
  thousandSeparator: string;
  decimals: number;
  ratePerUsd: number;
}

type Raw = [number, CurrencyCode, string, string, number, number, number];
// id, code, name, symbol, ISO 4217 number, decimals, rate per USD
const RAW: Raw[] = [
  [1, 'USD', 'US Dollar', '$', 840, 2, 1],
  [2, 'MXN', 'Peso mexicano', '$', 484, 2, 18.5],
  [3, 'EUR', 'Euro', '€', 978, 2, 0.92],
  [4, 'GBP', 'Pound sterling', '£', 826, 2, 0.79],
  [5, 'CAD', 'Canadian dollar', '$', 124, 2, 1.37],
  [6, 'COP', 'Peso colombiano', '$', 170, 2, 4100],
  [7, 'CLP', 'Peso chileno', '$', 152, 0, 950],
  [8, 'UYU', 'Peso uruguayo', '$', 858, 2, 40],
  [9, 'RUB', 'Russian ruble', '₽', 643, 2, 92],
  [10, 'CNY', 'Renminbi', '¥', 156, 2, 7.2],
  [11, 'KRW', 'South Korean won', '₩', 410, 0, 1380],
  [12, 'GTQ', 'Quetzal', 'Q', 320, 2, 7.75],
  [13, 'PEN', 'Sol', 'S/', 604, 2, 3.75],
  [14, 'CRC', 'Colón costarricense', '₡', 188, 2, 515],
  [15, 'AUD', 'Australian dollar', '$', 36, 2, 1.52],
  [16, 'JPY', 'Japanese yen', '¥', 392, 0, 155],
  [17, 'ARS', 'Peso argentino', '$', 32, 2, 1000],
];

const PRESENTATION: Partial<Record<CurrencyCode, string>> = { USD: 'US$', MXN: 'MXN$' };
const COMMA_DECIMALS = new Set<CurrencyCode>(['EUR', 'COP', 'CLP', 'UYU', 'RUB', 'CRC', 'ARS']);

export const CURRENCY_ROWS: CurrencyRow[] = RAW.map(
  ([id, code, name, symbol, isoNumber, decimals, ratePerUsd]) => ({
    id,
    code,
    name,
    symbol,
    isoNumber,
    presentationSymbol: PRESENTATION[code] ?? `${code} ${symbol}`,
    position: code === 'USD' || code === 'MXN' ? 'I' : 'D',
    decimalSeparator: COMMA_DECIMALS.has(code) ? ',' : '.',
    thousandSeparator: COMMA_DECIMALS.has(code) ? '.' : ',',
    decimals,
    ratePerUsd,
  }),
);
