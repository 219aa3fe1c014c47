import { linkedVisitDate } from './linked-date';

// The park's today in these tests: Monday 7 January 2030.
const TODAY = '2030-01-07';

describe('linkedVisitDate: the ?date= of a link to a booking page', () => {
  it('keeps a real day from today up to a year ahead', () => {
    expect(linkedVisitDate('2030-01-08', TODAY)).toBe('2030-01-08');
    expect(linkedVisitDate(TODAY, TODAY)).toBe(TODAY);
    expect(linkedVisitDate('2031-01-07', TODAY)).toBe('2031-01-07');
    expect(linkedVisitDate('2032-02-29', '2032-01-07')).toBe('2032-02-29');
  });

  it('ignores what is no bookable date', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'tomorrow',
      '2030-1-8',
      '08/01/2030',
      '2030-01-08T00:00:00Z',
      ' 2030-01-08',
      '2030-02-30',
      '2030-13-01',
      '2030-00-10',
      '2031-02-29',
      // The day before the park's today, and a day past the booking horizon (365 days).
      '2030-01-06',
      '2031-01-08',
    ])
      expect(linkedVisitDate(bad, TODAY)).toBeNull();
  });
});
