import { describe, expect, it } from '@jest/globals';
import { admissionLine } from '../test-support/carts';
import { cartLanguage } from './cart-language';
import { breakdownRows, cartErrorKey, discountKey } from './line-messages';

describe('cartErrorKey', () => {
  it('maps the cart rules to the SPEC §8 booking messages', () => {
    expect(cartErrorKey('SCHEDULE_REQUIRED')).toBe('scheduleRequired');
    expect(cartErrorKey('DUPLICATE_PRODUCT')).toBe('duplicate');
    expect(cartErrorKey('PACKAGE_LIMIT')).toBe('packageLimit');
    expect(cartErrorKey('NO_AVAILABILITY')).toBe('noAvailability');
    expect(cartErrorKey('DATE_PASSED')).toBe('noAvailability');
    expect(cartErrorKey('PRICE_UNAVAILABLE')).toBe('priceUnavailable');
  });

  it('gives the hold and per-visitor limit codes of issue 17 their own messages', () => {
    expect(cartErrorKey('HOLD_EXPIRED')).toBe('holdExpired');
    expect(cartErrorKey('HOLD_EXTENSIONS_USED')).toBe('holdExtensionsUsed');
    expect(cartErrorKey('CART_DATE_SEAT_LIMIT')).toBe('cartDateSeatLimit');
    expect(cartErrorKey('CLIENT_CART_LIMIT')).toBe('clientCartLimit');
    expect(cartErrorKey('CLIENT_SEAT_LIMIT')).toBe('clientSeatLimit');
  });

  it('falls back to the generic message', () => {
    expect(cartErrorKey('HTTP_500')).toBe('generic');
    expect(cartErrorKey(null)).toBe('generic');
  });
});

describe('discountKey', () => {
  it("words park-api's discount reasons", () => {
    expect(discountKey('ADVANCE_7_20_DAYS')).toBe('advanceShort');
    expect(discountKey('ADVANCE_21_DAYS')).toBe('advanceLong');
    expect(discountKey('MULTI_PARK_3_PLUS')).toBe('multiPark');
    expect(discountKey('SOMETHING_NEW')).toBe('other');
  });
});

describe('breakdownRows', () => {
  it("keeps every concept with its amounts and names add-ons in the cart's language", () => {
    const line = admissionLine();
    const rows = breakdownRows(line.Breakdown, line.AddOns);
    expect(rows.map((row) => [row.concept, row.name, row.quantity, row.amount])).toEqual([
      ['adult', 'Adults (12+)', 2, 3204],
      ['child', 'Children (5-11)', 1, 1602],
      ['infant', 'Children (0-4)', 1, 0],
      ['discount', 'CHILD_5_11', 1, -400.5],
      ['discount', 'ADVANCE_7_20_DAYS', 1, -440.55],
      ['addon', 'Transportación', 1, 540],
      ['addon', 'Photo pass', 1, 899.82],
    ]);
  });

  it('is empty without a breakdown', () => {
    expect(breakdownRows(undefined, undefined)).toEqual([]);
  });
});

describe('cartLanguage', () => {
  it('upper-cases the page language for the cart API', () => {
    expect(cartLanguage('es')).toBe('ES');
    expect(cartLanguage('en')).toBe('EN');
    expect(cartLanguage('pt')).toBe('PT');
  });
});
