import { cartErrorKey } from '@parks/cart/core';

/**
 * The booking messages (SPEC §8 'Booking') as keys of the `booking` namespace's `messages` object,
 * plus the widget's own checks that the spec leaves unworded.
 */
export type BookingMessageKey =
  | 'pricesUnavailable'
  | 'priceUnavailable'
  | 'scheduleRequired'
  | 'noAvailability'
  | 'duplicate'
  | 'packageLimit'
  | 'holdExpired'
  | 'holdExtensionsUsed'
  | 'cartDateSeatLimit'
  | 'clientCartLimit'
  | 'clientSeatLimit'
  | 'generic'
  | 'offline'
  | 'dateRequired'
  | 'pickupRequired';

/** The parts of a failed call the message depends on (a `CartApiError` fits). */
export interface FailedCall {
  kind: string;
  code: string;
}

// No answer at all: the visitor may be offline, so the message offers the call center instead.
const UNREACHABLE = new Set(['network', 'timeout']);

/** The message for a failed add-to-cart call: a rule's own message, offline, or the generic one. */
export function addToCartMessage(error: FailedCall): BookingMessageKey {
  if (UNREACHABLE.has(error.kind)) return 'offline';
  // The cart's rules and their SPEC §8 messages are the cart's; only the pick-up is the widget's own.
  if (error.code === 'PICKUP_LOCATION_REQUIRED') return 'pickupRequired';
  return cartErrorKey(error.code);
}

/** The message for a failed availability (prices) call. */
export function availabilityMessage(error: FailedCall): BookingMessageKey {
  return UNREACHABLE.has(error.kind) ? 'offline' : 'pricesUnavailable';
}

// The product itself cannot be sold now (not one date of it): the product-unavailable notice goes
// with these messages (SPEC §8 'Product unavailable').
const PRODUCT_UNAVAILABLE = new Set<BookingMessageKey>(['pricesUnavailable', 'priceUnavailable']);

/** Whether a message says the product is unavailable, so the health-protocol notice is shown too. */
export function isProductUnavailable(key: BookingMessageKey | null | undefined): boolean {
  return key !== null && key !== undefined && PRODUCT_UNAVAILABLE.has(key);
}
