import { parkToday } from './visit-dates';

describe('parkToday', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is the calendar date in Quintana Roo (UTC−5, no daylight saving)', () => {
    expect(parkToday(new Date('2026-12-24T04:59:59Z'))).toBe('2026-12-23');
    expect(parkToday(new Date('2026-12-24T05:00:00Z'))).toBe('2026-12-24');
    expect(parkToday(new Date('2026-07-01T04:30:00Z'))).toBe('2026-06-30');
  });

  it('builds no Intl.DateTimeFormat per call (each one keeps ~26 KB of ICU memory outside the V8 heap)', () => {
    const construct = jest.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 100; i++) parkToday(new Date(Date.UTC(2026, 0, 1) + i * 86_400_000));
    expect(construct).not.toHaveBeenCalled();
  });
});
