import type { RouteId } from '@parks/i18n/core';

/**
 * Which cart-API products each product page sells through the booking widget (ids of park-api's
 * catalog). A page missing here shows no widget.
 */
const BOOKING_PRODUCTS: Partial<Record<RouteId, readonly number[]>> = {
  admission: [100],
  'tulum-tour': [110],
  promotions: [100],
};

export function bookingProductsOf(pageId: string): readonly number[] | null {
  return BOOKING_PRODUCTS[pageId as RouteId] ?? null;
}
