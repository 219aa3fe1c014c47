/**
 * The sandbox payment gateway's card and wallet rules (payments/sandbox-card.ts): used by the checkout and
 * by a booking's dearer date change (issue 20 §2), so both accept and refuse the same payments.
 */
import type { CurrencyCode } from '@parks/contracts/core';
import { detectCardNetwork, luhnValid } from '@parks/payments/core';
import { ApiHttpError } from '../http/api-error';
import { banksFor, paymentMethodsFor } from './payment-options';
import { sandboxOutcome } from './sandbox-card';

/** A card or wallet payment as the sandbox gateway sees it: what the payment body carries besides the cart. */
export interface ChargeRequest {
  Method: string;
  Wallet?: 'PP' | 'AP';
  Card?: { Number: string; Cvv: string; ExpiryMonth: number; ExpiryYear: number; Holder: string };
  Months?: number;
  IdBank?: number;
}

/**
 * The sandbox gateway's answer to a card or wallet payment in `currency` (the checkout's and a dearer date
 * change's): throws the refusals that charge nothing (CARD_INVALID, PAYMENT_METHOD_UNAVAILABLE,
 * MONTHS_UNAVAILABLE, PAYMENT_RETRYABLE), else says whether the card was approved or declined.
 */
export function authoriseSandboxPayment(
  body: ChargeRequest,
  currency: CurrencyCode,
  now: Date,
): { outcome: 'approved' | 'declined'; cardNetwork: string | null } {
  const methods = paymentMethodsFor(currency).map((m) => m.api_code);
  if (body.Method === 'wallet') {
    // The sandbox wallet approves at once; a real one sends the buyer to approve and calls back.
    if (!body.Wallet || !methods.includes(body.Wallet))
      throw new ApiHttpError('PAYMENT_METHOD_UNAVAILABLE', `This wallet is not offered in ${currency}`);
    if (body.Months !== undefined || body.Card)
      throw new ApiHttpError('VALIDATION_ERROR', 'A wallet payment takes no card and no months');
    return { outcome: 'approved', cardNetwork: null };
  }
  if (body.Method !== 'card')
    throw new ApiHttpError('PAYMENT_METHOD_UNAVAILABLE', 'Pay with a card or a wallet');
  const card = body.Card;
  if (!card || !luhnValid(card.Number))
    throw new ApiHttpError('CARD_INVALID', 'The card number is not valid');
  const cardNetwork = detectCardNetwork(card.Number);
  if (!cardNetwork || !methods.includes(cardNetwork))
    throw new ApiHttpError('PAYMENT_METHOD_UNAVAILABLE', `This card is not accepted in ${currency}`);
  const expiry = new Date(Date.UTC(card.ExpiryYear, card.ExpiryMonth, 1));
  if (expiry.getTime() <= now.getTime()) throw new ApiHttpError('CARD_INVALID', 'The card has expired');
  if (body.Months !== undefined) {
    const bank =
      body.IdBank === undefined || currency !== 'MXN'
        ? undefined
        : banksFor(currency).find((b) => b.id === body.IdBank);
    if (!bank || !bank.months.includes(body.Months))
      throw new ApiHttpError('MONTHS_UNAVAILABLE', 'Months without interest are not offered for this card');
  }
  const outcome = sandboxOutcome(card.Number);
  // Retryable: nothing is stored, so the same key can be tried again.
  if (outcome === 'retryable')
    throw new ApiHttpError('PAYMENT_RETRYABLE', 'The payment processor did not answer; please try again');
  return { outcome: outcome === 'declined' ? 'declined' : 'approved', cardNetwork };
}
