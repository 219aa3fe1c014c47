import { addOnUnits, amountOfUnits, fromMinor, toMinor, usdCentsToMinorUnits } from './minor-units';

describe('the one rounding rule (minor units)', () => {
  it('converts each unit once: US$75.65 at 18.5 is MXN$1,399.53 (139952.5 rounds up, not down by float noise)', () => {
    expect(usdCentsToMinorUnits(7565, 18.5, 2)).toBe(139953);
    expect(usdCentsToMinorUnits(8999, 18.5, 2)).toBe(166482);
  });

  it('rounds a negative amount to exactly the opposite of the positive one', () => {
    expect(usdCentsToMinorUnits(-3671, 18.5, 2)).toBe(-usdCentsToMinorUnits(3671, 18.5, 2));
  });

  it('has no minor units in JPY, CLP and KRW', () => {
    expect(usdCentsToMinorUnits(7565, 155, 0)).toBe(11726);
    expect(fromMinor(11726, 0)).toBe(11726);
  });

  it('sums rows as integers: 2 × 1,399.53 + 1,049.69 + 924.82 = 4,773.57 (not the 4,773.56 of one conversion of the sum)', () => {
    const rows = [
      { quantity: 2, unitMinor: toMinor(1399.53, 2) },
      { quantity: 1, unitMinor: toMinor(1049.69, 2) },
      { quantity: 1, unitMinor: toMinor(924.82, 2) },
    ];
    expect(fromMinor(amountOfUnits(rows), 2)).toBe(4773.57);
    expect(usdCentsToMinorUnits(2 * 7565 + 5674 + 4999, 18.5, 2)).toBe(477356);
  });

  it('reads major amounts without float noise', () => {
    expect(toMinor(1.005, 2)).toBe(101);
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
  });

  it('counts one add-on unit per group it covers', () => {
    expect(addOnUnits(3, 10)).toBe(1);
    expect(addOnUnits(11, 10)).toBe(2);
    expect(addOnUnits(3, 1)).toBe(3);
  });
});
