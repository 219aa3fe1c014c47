import type { AvailabilityDay } from '@parks/contracts/core';
import { cheapestDates } from './cheapest-days';

const day = (Date: string, AdultPrice: number | null, Available = true): AvailabilityDay => ({
  Date,
  Available,
  Remaining: null,
  AdultPrice,
  ChildPrice: AdultPrice,
  DiscountPercent: 0,
});

describe('cheapestDates', () => {
  it('marks every available day at the lowest adult price', () => {
    const days = [
      day('2030-01-08', 89),
      day('2030-01-28', 75.65),
      day('2030-01-29', 75.65),
      day('2030-01-20', 80.1),
    ];
    expect([...cheapestDates(days)]).toEqual(['2030-01-28', '2030-01-29']);
  });

  it('ignores days that cannot be bought or have no price', () => {
    const days = [
      day('2030-01-13', 50, false),
      day('2030-01-14', null),
      day('2030-01-15', 89),
      day('2030-01-16', 80.1),
    ];
    expect([...cheapestDates(days)]).toEqual(['2030-01-16']);
  });

  it('marks nothing when every day costs the same or nothing is priced', () => {
    expect(cheapestDates([day('2030-01-08', 89), day('2030-01-09', 89)]).size).toBe(0);
    expect(cheapestDates([day('2030-01-08', null)]).size).toBe(0);
    expect(cheapestDates([]).size).toBe(0);
  });
});
