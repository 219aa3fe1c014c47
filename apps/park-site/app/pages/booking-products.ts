import type { RouteId } from '@parks/i18n/core';

/**
 * Which cart-API products each product page sells through the booking widget (ids of park-api's
 * catalog). A page missing here shows no widget.
 */
const BOOKING_PRODUCTS: Partial<Record<RouteId, readonly number[]>> = {
  admission: [100],
  'tulum-tour': [110],
  promotions: [100],
  // The two multi-park packages and the passport to every park of the group.
  packages: [150, 151, 160],
  // Resident and senior (INAPAM) admissions: their own products, their own prices.
  'state-resident': [101],
  'national-resident': [102],
  senior: [103],
};

/** The Sensoria + sister-park combo each combo page sells. */
const COMBO_PRODUCTS: Readonly<Record<string, number>> = {
  aventura: 140,
  selva: 141,
  arrecife: 142,
  cenotes: 143,
  isla: 144,
  volcan: 145,
};

export function bookingProductsOf(page: { id: string; sisterpark?: string }): readonly number[] | null {
  if (page.id === 'combo') {
    const combo = page.sisterpark ? COMBO_PRODUCTS[page.sisterpark] : undefined;
    return combo === undefined ? null : [combo];
  }
  return BOOKING_PRODUCTS[page.id as RouteId] ?? null;
}

/**
 * The parks and tours the build-your-own package offers (SPEC §1): Sensoria's admission and Tulum tour,
 * then each sister park's admission and tour. Combos, packages and resident prices never go inside one.
 */
const PACKAGE_PIECES: readonly number[] = [
  100, 110, 120, 121, 122, 123, 124, 125, 130, 131, 132, 133, 134, 135,
];

/** The pieces of the package builder on the build-package page; null elsewhere. */
export function packagePiecesOf(page: { id: string }): readonly number[] | null {
  return page.id === 'build-package' ? PACKAGE_PIECES : null;
}

/** The hotel the hotels page books through the hotel calendar (park-api's Hotel Sensoria Lodge). */
const HOTEL_PRODUCT = 400;

export function hotelProductOf(page: { id: string }): number | null {
  return page.id === 'hotels' ? HOTEL_PRODUCT : null;
}

/** The proof a resident or senior price asks for at the entrance (the pages' 'Requisitos'). */
export type EligibilityProof = 'stateResident' | 'nationalResident' | 'senior';

const ELIGIBILITY: Partial<Record<RouteId, EligibilityProof>> = {
  'state-resident': 'stateResident',
  'national-resident': 'nationalResident',
  senior: 'senior',
};

export function eligibilityProofOf(page: { id: string }): EligibilityProof | null {
  return ELIGIBILITY[page.id as RouteId] ?? null;
}
