import { dayTotal } from './price-total';

const day = { AdultPrice: 75.65, ChildPrice: 56.74, DiscountPercent: 15 };

describe('dayTotal', () => {
  it('adds adults and children at the day prices (US$ 89 admission, 15 % off)', () => {
    expect(dayTotal(day, { adults: 2, children: 1 }, [], 2)).toEqual({
      tickets: 208.04,
      addOns: 0,
      total: 208.04,
      discountPercent: 15,
      addOnsIncluded: true,
    });
  });

  it('adds add-ons per person, and the photo pass once per 10 visitors', () => {
    const transport = { unitPrice: 25, coversPeople: 1 };
    const photo = { unitPrice: 49.99, coversPeople: 10 };
    const total = dayTotal(day, { adults: 2, children: 1 }, [transport, photo], 2);
    expect(total?.addOns).toBe(124.99);
    expect(total?.total).toBe(333.03);
    expect(dayTotal(day, { adults: 10, children: 1 }, [photo], 2)?.addOns).toBe(99.98);
  });

  it('keeps sums exact in minor units', () => {
    expect(
      dayTotal({ AdultPrice: 0.1, ChildPrice: 0.2, DiscountPercent: 0 }, { adults: 3, children: 0 }, [], 2)
        ?.total,
    ).toBe(0.3);
  });

  it('works in currencies without decimals', () => {
    expect(
      dayTotal(
        { AdultPrice: 13350, ChildPrice: 10013, DiscountPercent: 0 },
        { adults: 2, children: 1 },
        [],
        0,
      )?.total,
    ).toBe(36713);
  });

  it('has no total when the day cannot be priced', () => {
    expect(
      dayTotal({ AdultPrice: null, ChildPrice: null, DiscountPercent: 0 }, { adults: 1, children: 0 }, [], 2),
    ).toBeNull();
    expect(
      dayTotal({ AdultPrice: 10, ChildPrice: null, DiscountPercent: 0 }, { adults: 1, children: 1 }, [], 2),
    ).toBeNull();
  });

  it('leaves unpriced add-ons to the cart', () => {
    const total = dayTotal(day, { adults: 1, children: 0 }, [{ unitPrice: null, coversPeople: 1 }], 2);
    expect(total).toMatchObject({ total: 75.65, addOns: 0, addOnsIncluded: false });
  });

  it('adds the per-person prices park-api charges: 2 adults + 1 child + photo pass in MXN is 4,773.57 (issue 17 §4)', () => {
    const mxn = { AdultPrice: 1399.53, ChildPrice: 1049.69, DiscountPercent: 15 };
    const photo = { unitPrice: 924.82, coversPeople: 10 };
    expect(dayTotal(mxn, { adults: 2, children: 1 }, [photo], 2)?.total).toBe(4773.57);
  });
});
