import { describe, expect, it } from '@jest/globals';
import { longestPlan, monthlyAmount, monthsPlans } from './months-plans';
import type { Bank } from './payment-methods';

const bank = (id: number, months: number[]): Bank => ({
  id,
  name: `Bank ${id}`,
  src: '',
  description: '',
  months,
});

describe('months without interest (SPEC §9)', () => {
  it('splits the total evenly, rounding up to the cent so the months cover it', () => {
    expect(monthlyAmount(1200, 12)).toBe(100);
    expect(monthlyAmount(100, 3)).toBe(33.34);
    expect(monthlyAmount(1000, 3, 0)).toBe(334);
    expect(() => monthlyAmount(100, 0)).toThrow(RangeError);
  });
  it('lists every plan of every bank with its monthly amount', () => {
    expect(monthsPlans([bank(1, [3, 6]), bank(5, [3, 6, 12, 13, 15])], 4500)).toEqual([
      { idBank: 1, bankName: 'Bank 1', months: 3, monthly: 1500 },
      { idBank: 1, bankName: 'Bank 1', months: 6, monthly: 750 },
      { idBank: 5, bankName: 'Bank 5', months: 3, monthly: 1500 },
      { idBank: 5, bankName: 'Bank 5', months: 6, monthly: 750 },
      { idBank: 5, bankName: 'Bank 5', months: 12, monthly: 375 },
      { idBank: 5, bankName: 'Bank 5', months: 13, monthly: 346.16 },
      { idBank: 5, bankName: 'Bank 5', months: 15, monthly: 300 },
    ]);
  });
  it('headline: up to 15 months', () => {
    expect(longestPlan([bank(1, [3, 6]), bank(4, [3, 6, 9]), bank(5, [3, 6, 12, 13, 15])])).toBe(15);
    expect(longestPlan([])).toBe(0);
  });
});
