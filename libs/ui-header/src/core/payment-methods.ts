/** A payment method badge of the footer: drawn as text, not as a card network's logo. */
export interface PaymentMethodBadge {
  /** The payments configuration code (SPEC §9 'Payment methods per currency'), e.g. 'VI'. */
  code: string;
  name: string;
}

/**
 * Every method of SPEC §9 Reading B across currencies. PP is the online wallet, named generically;
 * the footer shows its name in the visitor's language.
 */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethodBadge[] = [
  { code: 'VI', name: 'Visa' },
  { code: 'MC', name: 'Mastercard' },
  { code: 'AX', name: 'American Express' },
  { code: 'DN', name: 'Diners Club' },
  { code: 'DS', name: 'Discover' },
  { code: 'JC', name: 'JCB' },
  { code: 'PP', name: 'Wallet' },
];

/** The code of the generic online wallet. */
export const WALLET_PAYMENT_CODE = 'PP';
