import {
  HOTEL_ADULT_MIN_AGE,
  isValidRoomOccupancy,
  lineDiscount,
  priceHotelStay,
  stayNights,
  minorToMajor,
  priceLine,
  PriceUnavailableError,
  usdCentsToMinor,
  type PricingProduct,
} from './index';

const admission: PricingProduct = {
  kind: 'admission',
  parkCount: 1,
  isFlagshipPark: false,
  adultPriceUsdCents: 10000,
};
const tour: PricingProduct = { ...admission, kind: 'tour' };
const flagship: PricingProduct = { ...admission, isFlagshipPark: true };
const twoParkCombo: PricingProduct = { ...admission, kind: 'combo', parkCount: 2 };
const threeParkPackage: PricingProduct = { ...admission, kind: 'package', parkCount: 3 };
const passport: PricingProduct = { ...admission, kind: 'passport', parkCount: 7 };

describe('lineDiscount (SPEC §9 discounts and presale)', () => {
  it.each`
    name                                 | product             | days  | packageSize  | percent
    ${'admission bought 6 days ahead'}   | ${admission}        | ${6}  | ${undefined} | ${0}
    ${'admission 7 days ahead'}          | ${admission}        | ${7}  | ${undefined} | ${10}
    ${'admission 20 days ahead'}         | ${admission}        | ${20} | ${undefined} | ${10}
    ${'admission 21 days ahead'}         | ${admission}        | ${21} | ${undefined} | ${15}
    ${'tour 10 days ahead'}              | ${tour}             | ${10} | ${undefined} | ${10}
    ${'flagship park 30 days ahead'}     | ${flagship}         | ${30} | ${undefined} | ${0}
    ${'flagship park 10 days ahead'}     | ${flagship}         | ${10} | ${undefined} | ${0}
    ${'two-park combo 10 days (no 10%)'} | ${twoParkCombo}     | ${10} | ${undefined} | ${0}
    ${'two-park combo 21 days'}          | ${twoParkCombo}     | ${21} | ${undefined} | ${15}
    ${'three-park package, same day'}    | ${threeParkPackage} | ${0}  | ${undefined} | ${20}
    ${'three-park package 30 days'}      | ${threeParkPackage} | ${30} | ${undefined} | ${20}
    ${'passport 10 days (no 10%)'}       | ${passport}         | ${10} | ${undefined} | ${0}
    ${'passport 21 days'}                | ${passport}         | ${21} | ${undefined} | ${15}
    ${'package group of 2, 21 days'}     | ${admission}        | ${21} | ${2}         | ${15}
    ${'package group of 2, 10 days'}     | ${admission}        | ${10} | ${2}         | ${0}
    ${'package group of 3 tours'}        | ${tour}             | ${1}  | ${3}         | ${20}
  `('$name → $percent %', ({ product, days, packageSize, percent }) => {
    expect(lineDiscount(product, days, packageSize).percent).toBe(percent);
  });
});

describe('priceLine', () => {
  const base = { visitDate: '2030-03-01', addOns: [] };

  it('charges adults 12+ in full, children 5–11 at 25 % off and 0–4 nothing', () => {
    const price = priceLine({
      ...base,
      product: admission,
      purchaseDate: '2030-03-01',
      passengers: { adults: 2, children: 1, infants: 1 },
    });
    expect(price.totalUsdCents).toBe(2 * 10000 + 7500);
    // The children's 25 % is a labelled row of its own: the rows add up to the line.
    expect(price.items.map((i) => [i.concept, i.label, i.quantity, i.amountUsdCents, i.percent])).toEqual([
      ['adult', 'Adults (12+)', 2, 20000, undefined],
      ['child', 'Children (5-11)', 1, 10000, undefined],
      ['infant', 'Children (0-4)', 1, 0, undefined],
      ['discount', 'CHILD_5_11', 1, -2500, 25],
    ]);
    expect(price.items.reduce((sum, i) => sum + i.amountUsdCents, 0)).toBe(price.totalUsdCents);
  });

  it('applies the advance discount to the tickets, with a breakdown row', () => {
    const price = priceLine({
      ...base,
      product: admission,
      purchaseDate: '2030-02-01',
      passengers: { adults: 1, children: 1, infants: 0 },
    });
    // 28 days ahead: 15 % of 175.00
    expect(price.discountPercent).toBe(15);
    expect(price.totalUsdCents).toBe(17500 - 2625);
    expect(price.items.at(-1)).toMatchObject({
      concept: 'discount',
      label: 'ADVANCE_21_DAYS',
      amountUsdCents: -2625,
      percent: 15,
    });
    expect(price.items.reduce((sum, i) => sum + i.amountUsdCents, 0)).toBe(price.totalUsdCents);
  });

  it('prices add-ons per person, and one photo pass per 10 people, without discount', () => {
    const price = priceLine({
      ...base,
      product: threeParkPackage,
      purchaseDate: '2030-03-01',
      passengers: { adults: 10, children: 1, infants: 0 },
      addOns: [
        { label: 'Transport', unitPriceUsdCents: 2500, coversPeople: 1 },
        { label: 'Photo pass', unitPriceUsdCents: 4999, coversPeople: 10 },
      ],
    });
    const tickets = 10 * 10000 + 7500;
    expect(price.totalUsdCents).toBe(tickets - tickets * 0.2 + 11 * 2500 + 2 * 4999);
  });

  it('refuses to price a product without a price instead of answering zero', () => {
    const line = {
      ...base,
      product: { ...admission, adultPriceUsdCents: null },
      purchaseDate: '2030-03-01',
      passengers: { adults: 1, children: 0, infants: 0 },
    };
    expect(() => priceLine(line)).toThrow(PriceUnavailableError);
  });

  it('refuses an add-on without a price', () => {
    const line = {
      ...base,
      product: admission,
      purchaseDate: '2030-03-01',
      passengers: { adults: 1, children: 0, infants: 0 },
      addOns: [{ label: 'x', unitPriceUsdCents: null, coversPeople: 1 }],
    };
    expect(() => priceLine(line)).toThrow(PriceUnavailableError);
  });
});

describe('currency conversion with minor units', () => {
  it.each`
    code     | rate    | decimals | usdCents | minor       | major
    ${'USD'} | ${1}    | ${2}     | ${8999}  | ${8999}     | ${89.99}
    ${'MXN'} | ${18.5} | ${2}     | ${8999}  | ${166482}   | ${1664.82}
    ${'EUR'} | ${0.92} | ${2}     | ${8999}  | ${8279}     | ${82.79}
    ${'JPY'} | ${155}  | ${0}     | ${8999}  | ${13948}    | ${13948}
    ${'CLP'} | ${950}  | ${0}     | ${8999}  | ${85491}    | ${85491}
    ${'KRW'} | ${1380} | ${0}     | ${8999}  | ${124186}   | ${124186}
    ${'COP'} | ${4100} | ${2}     | ${8999}  | ${36895900} | ${368959}
  `('$usdCents US cents → $major $code', ({ code, rate, decimals, usdCents, minor, major }) => {
    const converted = usdCentsToMinor(usdCents, { code, ratePerUsd: rate, decimals });
    expect(converted).toBe(minor);
    expect(minorToMajor(converted, decimals)).toBe(major);
  });

  it('refuses a currency without a rate', () => {
    expect(() => usdCentsToMinor(100, { code: 'XXX', ratePerUsd: 0, decimals: 2 })).toThrow(
      PriceUnavailableError,
    );
  });
});

describe('hotel stays', () => {
  it('counts the nights from check-in to the night before check-out', () => {
    expect(stayNights('2030-02-27', '2030-03-02')).toEqual(['2030-02-27', '2030-02-28', '2030-03-01']);
    expect(stayNights('2030-03-02', '2030-03-02')).toEqual([]);
  });

  it('adds the nightly rates per room, then takes the promotional percentage off', () => {
    const price = priceHotelStay({ nightlyRatesUsdCents: [18900, 22700], percentOff: 15 });
    expect(price.totalUsdCents).toBe(41600 - 6240);
    expect(price.items).toEqual([
      { concept: 'discount', label: 'PROMO_CODE', quantity: 1, unitUsdCents: -6240, amountUsdCents: -6240 },
    ]);
  });

  it('refuses a night without a rate instead of pricing it at zero', () => {
    expect(() => priceHotelStay({ nightlyRatesUsdCents: [18900, null], percentOff: 0 })).toThrow(
      PriceUnavailableError,
    );
  });

  it('takes 1 to 4 guests per room, at least one adult of 16 or more (SPEC §9)', () => {
    expect(HOTEL_ADULT_MIN_AGE).toBe(16);
    expect(isValidRoomOccupancy(1, 0)).toBe(true);
    expect(isValidRoomOccupancy(2, 2)).toBe(true);
    expect(isValidRoomOccupancy(0, 2)).toBe(false);
    expect(isValidRoomOccupancy(3, 2)).toBe(false);
  });
});
