import type { Bank, PaymentMethod, WalletCode } from '@parks/contracts';
import type { CardNetwork } from './card-number';

export type { Bank, PaymentMethod };

const CARD_CODES = new Set<string>(['VI', 'MC', 'AX', 'CB', 'DN', 'DS', 'JC']);

/** Bank transfer and cash deposit (MXN, ARCHITECTURE decisions): paid within 72 hours, no installments. */
export type OfflineMethod = 'bank-transfer' | 'cash-deposit';
const OFFLINE_CODES: Record<string, OfflineMethod> = { BT: 'bank-transfer', CD: 'cash-deposit' };

/** The methods of a currency, grouped the way the form offers them. */
export interface MethodGroups {
  /** Card networks accepted in the currency. */
  cards: CardNetwork[];
  offline: OfflineMethod[];
  wallets: WalletCode[];
  /** European bank-payment methods (SO, ID, GP) the checkout has no flow for. */
  others: PaymentMethod[];
}

export function groupPaymentMethods(methods: PaymentMethod[]): MethodGroups {
  const groups: MethodGroups = { cards: [], offline: [], wallets: [], others: [] };
  for (const method of methods) {
    const offline = OFFLINE_CODES[method.api_code];
    if (CARD_CODES.has(method.api_code)) groups.cards.push(method.api_code as CardNetwork);
    else if (offline) groups.offline.push(offline);
    else if (method.api_code === 'PP' || method.api_code === 'AP') groups.wallets.push(method.api_code);
    else groups.others.push(method);
  }
  return groups;
}
