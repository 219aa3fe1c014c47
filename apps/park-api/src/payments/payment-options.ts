/**
 * Payment methods per currency: ARCHITECTURE.md "Decisions" — SPEC §9 Reading B, plus Alipay (AP) for
 * USD, CAD, EUR, GBP, AUD, CNY, and bank transfer / cash deposit for MXN. Months without interest only
 * for MXN cards issued in Mexico (SPEC §9).
 */
import type { Bank, CurrencyCode, PaymentMethod } from '@parks/contracts/core';

const VI = { id: 1, api_code: 'VI', name: 'Visa' };
const MC = { id: 2, api_code: 'MC', name: 'Mastercard' };
const AX = { id: 3, api_code: 'AX', name: 'American Express' };
const DN = { id: 6, api_code: 'DN', name: 'Diners Club' };
const DS = { id: 7, api_code: 'DS', name: 'Discover' };
const JC = { id: 8, api_code: 'JC', name: 'JCB' };
const PP = { id: 9, api_code: 'PP', name: 'PayPal' };
const AP = { id: 10, api_code: 'AP', name: 'Alipay' };
export const BANK_TRANSFER = { id: 11, api_code: 'BT', name: 'Bank transfer' };
export const CASH_DEPOSIT = { id: 12, api_code: 'CD', name: 'Cash deposit' };

const ALIPAY_CURRENCIES = new Set<CurrencyCode>(['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'CNY']);

export function paymentMethodsFor(currency: CurrencyCode): PaymentMethod[] {
  if (currency === 'MXN') return [VI, MC, AX, PP, BANK_TRANSFER, CASH_DEPOSIT];
  const cards = currency === 'EUR' ? [VI, MC, AX, DN, DS, JC] : [VI, MC, AX];
  return ALIPAY_CURRENCIES.has(currency) ? [...cards, AP] : cards;
}

/** Fictional banks: most offer 3 and 6 months; one 3/6/9; one 3/6/12/13/15; the wallet 3/6/12. */
export const MXN_BANKS: Bank[] = [
  {
    id: 1,
    name: 'Banco Maya',
    src: '/global/banks/banco-maya.svg',
    description: '3 y 6 meses sin intereses',
    months: [3, 6],
  },
  {
    id: 2,
    name: 'Banco Caribe',
    src: '/global/banks/banco-caribe.svg',
    description: '3 y 6 meses sin intereses',
    months: [3, 6],
  },
  {
    id: 3,
    name: 'Banco Península',
    src: '/global/banks/banco-peninsula.svg',
    description: '3 y 6 meses sin intereses',
    months: [3, 6],
  },
  {
    id: 4,
    name: 'Banco Jaguar',
    src: '/global/banks/banco-jaguar.svg',
    description: '3, 6 y 9 meses sin intereses',
    months: [3, 6, 9],
  },
  {
    id: 5,
    name: 'Banco Ceiba',
    src: '/global/banks/banco-ceiba.svg',
    description: '3, 6, 12, 13 y 15 meses sin intereses',
    months: [3, 6, 12, 13, 15],
  },
  {
    id: 6,
    name: 'PayPal',
    src: '/global/banks/paypal.svg',
    description: '3, 6 y 12 meses sin intereses',
    months: [3, 6, 12],
  },
];

export function banksFor(currency: CurrencyCode): Bank[] {
  return currency === 'MXN' ? MXN_BANKS : [];
}
