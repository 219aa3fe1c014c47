/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { bookingProductsOf, eligibilityProofOf, hotelProductOf, packagePiecesOf } from './booking-products';

describe('bookingProductsOf', () => {
  it('sells the admission, the Tulum tour, the packages and the resident and senior admissions', () => {
    expect(bookingProductsOf({ id: 'admission' })).toEqual([100]);
    expect(bookingProductsOf({ id: 'tulum-tour' })).toEqual([110]);
    expect(bookingProductsOf({ id: 'packages' })).toEqual([150, 151, 160]);
    expect(bookingProductsOf({ id: 'state-resident' })).toEqual([101]);
    expect(bookingProductsOf({ id: 'national-resident' })).toEqual([102]);
    expect(bookingProductsOf({ id: 'senior' })).toEqual([103]);
  });

  it('sells each combo page its own sister park combo', () => {
    expect(bookingProductsOf({ id: 'combo', sisterpark: 'aventura' })).toEqual([140]);
    expect(bookingProductsOf({ id: 'combo', sisterpark: 'volcan' })).toEqual([145]);
    expect(bookingProductsOf({ id: 'combo', sisterpark: 'nowhere' })).toBeNull();
  });

  it('shows no widget on pages that sell nothing', () => {
    expect(bookingProductsOf({ id: 'faqs' })).toBeNull();
  });
});

describe('packagePiecesOf', () => {
  it('offers the package builder the single parks and tours, on the build-package page only', () => {
    const pieces = packagePiecesOf({ id: 'build-package' });
    expect(pieces).toEqual(expect.arrayContaining([100, 110, 120, 125, 130, 135]));
    // No combo (140–145), package (150, 151), passport (160) or resident price (101–103) inside a package.
    expect(pieces?.some((id) => (id >= 140 && id <= 160) || (id >= 101 && id <= 103))).toBe(false);
    expect(packagePiecesOf({ id: 'packages' })).toBeNull();
  });
});

describe('hotelProductOf', () => {
  it('puts the hotel calendar of the Sensoria Lodge on the hotels page only', () => {
    expect(hotelProductOf({ id: 'hotels' })).toBe(400);
    expect(hotelProductOf({ id: 'admission' })).toBeNull();
  });
});

describe('eligibilityProofOf', () => {
  it('asks for proof on the two resident pages and the senior (INAPAM) page only', () => {
    expect(eligibilityProofOf({ id: 'state-resident' })).toBe('stateResident');
    expect(eligibilityProofOf({ id: 'national-resident' })).toBe('nationalResident');
    expect(eligibilityProofOf({ id: 'senior' })).toBe('senior');
    expect(eligibilityProofOf({ id: 'admission' })).toBeNull();
  });
});
