import type { AddCartItemRequest, CurrencyCode } from '@parks/contracts/core';
/**
 * Wire types of the booking reads park-api adds beside the catalog (`/xapi/pickup-locations`,
 * `/xapi/add-ons`). They live here until @parks/contracts takes them.
 */

/** An entry of `GET /xapi/pickup-locations?Language=`: where transportation picks visitors up. */
export interface PickupLocation {
  /** The transportation add-on's `From`. */
  Id: string;
  Name: string;
}

/** The kinds of booking add-on (SPEC §3 'Booking add-ons'). */
export type AddOnKind = 'transport' | 'food' | 'photo';

/** An entry of `GET /xapi/add-ons?Language=&Currency=`. */
export interface AddOnOffer {
  IdProduct: number;
  Kind: AddOnKind | string;
  Name: string;
  /** Per unit in the asked currency; null when it cannot be priced. */
  UnitPrice: number | null;
  /** How many visitors one unit covers (the photo pass covers up to 10). */
  CoversPeople: number;
  /** Transportation needs a pick-up location (`From`). */
  RequiresFrom: boolean;
}

/**
 * park-api's add-to-cart body: `Currency` makes the first add create the cart in the visitor's
 * currency (one round trip instead of an add and a currency change). Until @parks/contracts takes it.
 */
export type AddToCartRequest = AddCartItemRequest & { Currency?: CurrencyCode };

/** The visitors of a booking. Infants (0–4) enter free and are not counted here (SPEC §9). */
export interface BookingPassengers {
  adults: number;
  children: number;
}
