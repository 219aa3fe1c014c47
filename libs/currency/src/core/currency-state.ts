import type { CurrencyCode } from '@parks/contracts';
import { currencyIdFromCode, DEFAULT_CURRENCY, DEFAULT_CURRENCY_ID, isCurrencyCode } from './currencies';

/**
 * The visitor's currency as the store holds it (SPEC §3 global site state: `currency`, `currency_id`).
 * Framework-free so the host's root loader can build `preloadedState.currency` with it.
 */
export interface CurrencyState {
  code: CurrencyCode;
  id: number;
}

export const initialCurrencyState: CurrencyState = { code: DEFAULT_CURRENCY, id: DEFAULT_CURRENCY_ID };

/**
 * The state for a code, the id always derived from it so the pair can never disagree; an unknown code
 * gives USD. Use it for SPEC §4 step 6: `currencyStateFor(cart.Currency)`.
 */
export function currencyStateFor(code: string): CurrencyState {
  return isCurrencyCode(code) ? { code, id: currencyIdFromCode(code) } : initialCurrencyState;
}
