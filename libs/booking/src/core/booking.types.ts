import type { AddCartItemRequest } from '@parks/contracts/core';

// The wire types of the booking reads (`/xapi/pickup-locations`, `/xapi/add-ons`) are @parks/contracts'.
export type { AddOnKind, AddOnOffer, PickupLocation } from '@parks/contracts/core';

/**
 * park-api's add-to-cart body; its `Currency` makes the first add create the cart in the visitor's currency
 * (one round trip instead of an add and a currency change). The contract's `AddCartItemRequest` has it now.
 */
export type AddToCartRequest = AddCartItemRequest;

/** The visitors of a booking. Infants (0–4) enter free and are not counted here (SPEC §9). */
export interface BookingPassengers {
  adults: number;
  children: number;
}
