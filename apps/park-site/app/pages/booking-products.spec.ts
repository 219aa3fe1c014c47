/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { bookingProductsOf } from './booking-products';

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
