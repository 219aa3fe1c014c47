import {
  addDays,
  addMonths,
  addMonthsToDate,
  currentParkDay,
  daysInMonth,
  endOfWeek,
  lastOfMonth,
  monthGrid,
  parkDayIn,
  startOfWeek,
  todayIn,
  weekday,
  zoneWallClock,
} from './calendar';

describe('calendar arithmetic', () => {
  it('moves days across months and years', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(addDays('2030-01-10', 7)).toBe('2030-01-17');
  });

  it('moves months, keeping the day inside the month', () => {
    expect(addMonths('2030-12', 1)).toBe('2031-01');
    expect(addMonths('2030-01', -1)).toBe('2029-12');
    expect(addMonthsToDate('2030-01-31', 1)).toBe('2030-02-28');
    expect(addMonthsToDate('2032-03-31', -1)).toBe('2032-02-29');
  });

  it('knows month lengths and weekdays', () => {
    expect(daysInMonth('2030-02')).toBe(28);
    expect(daysInMonth('2032-02')).toBe(29);
    expect(lastOfMonth('2030-04')).toBe('2030-04-30');
    expect(weekday('2030-01-13')).toBe(0); // a Sunday
  });

  it('weeks run Monday to Sunday', () => {
    expect(startOfWeek('2030-01-10')).toBe('2030-01-07');
    expect(endOfWeek('2030-01-10')).toBe('2030-01-13');
    expect(startOfWeek('2030-01-13')).toBe('2030-01-07');
  });

  it('lays a month out in six weeks starting on Monday', () => {
    const grid = monthGrid('2030-01'); // 1 January 2030 is a Tuesday
    expect(grid).toHaveLength(6);
    expect(grid[0]).toEqual([
      null,
      '2030-01-01',
      '2030-01-02',
      '2030-01-03',
      '2030-01-04',
      '2030-01-05',
      '2030-01-06',
    ]);
    expect(grid.flat().filter(Boolean)).toHaveLength(31);
    expect(grid[5]?.every((cell) => cell === null)).toBe(true);
  });

  it("takes today in the park's time zone", () => {
    expect(todayIn('America/Cancun', new Date('2030-01-08T03:00:00Z'))).toBe('2030-01-07');
  });
});

describe("the park's day from the server (issue 16: no time-zone formatting in the browser)", () => {
  it("gives the park's date and the instant its next day begins", () => {
    // Cancún is UTC−5 all year: its day 2030-01-07 runs from 05:00 UTC to 05:00 UTC the next day.
    expect(parkDayIn('America/Cancun', new Date('2030-01-08T04:59:59.500Z'))).toEqual({
      date: '2030-01-07',
      until: Date.parse('2030-01-08T05:00:00Z'),
    });
    expect(parkDayIn('America/Cancun', new Date('2030-01-08T05:00:00Z'))).toEqual({
      date: '2030-01-08',
      until: Date.parse('2030-01-09T05:00:00Z'),
    });
    expect(parkDayIn('Europe/Madrid', new Date('2030-07-01T21:59:00Z'))).toEqual({
      date: '2030-07-01',
      until: Date.parse('2030-07-01T22:00:00Z'),
    });
  });

  it("reads a zone's date and its offset from UTC at an instant, summer time included", () => {
    expect(zoneWallClock('America/Cancun', new Date('2030-01-08T04:59:59.500Z'))).toEqual({
      date: '2030-01-07',
      offsetMs: -5 * 3_600_000,
    });
    expect(zoneWallClock('Europe/Madrid', new Date('2030-01-15T12:00:00Z')).offsetMs).toBe(3_600_000);
    expect(zoneWallClock('Europe/Madrid', new Date('2030-07-01T22:30:00Z'))).toEqual({
      date: '2030-07-02',
      offsetMs: 2 * 3_600_000,
    });
  });

  it("keeps the server's date while it lasts, and reads the park's clock once it is over", () => {
    const known = { date: '2030-01-07', until: Date.parse('2030-01-08T05:00:00Z') };
    expect(currentParkDay(known, 'America/Cancun', Date.parse('2030-01-08T04:59:00Z'))).toBe('2030-01-07');
    expect(currentParkDay(known, 'America/Cancun', Date.parse('2030-01-08T05:00:00Z'))).toBe('2030-01-08');
    expect(currentParkDay(null, 'America/Cancun', Date.parse('2030-01-08T03:00:00Z'))).toBe('2030-01-07');
  });
});
