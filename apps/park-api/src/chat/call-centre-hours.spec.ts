import { describe, expect, it } from '@jest/globals';
import { callCentreOpen } from './call-centre-hours';

// Cancun is UTC-5 all year: 12:00Z is 7:00 in the park.
describe('SPEC §9 call-centre hours, in the park time zone', () => {
  it.each([
    ['Monday 6:59', '2030-01-07T11:59:00Z', false],
    ['Monday 7:00', '2030-01-07T12:00:00Z', true],
    ['Friday 23:59', '2030-01-12T04:59:00Z', true],
    ['Saturday 0:00 (Friday ended at 24:00)', '2030-01-12T05:00:00Z', false],
    ['Saturday 21:59', '2030-01-13T02:59:00Z', true],
    ['Saturday 22:00', '2030-01-13T03:00:00Z', false],
    ['Sunday 7:00', '2030-01-13T12:00:00Z', true],
    ['Sunday 22:30', '2030-01-14T03:30:00Z', false],
    ['Monday 23:30', '2030-01-08T04:30:00Z', true],
  ])('%s → open %s', (_label, instant, open) => {
    expect(callCentreOpen(new Date(instant))).toBe(open);
  });
});
