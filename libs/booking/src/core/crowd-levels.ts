import type { AvailabilityDay, CrowdDay, CrowdLevel } from '@parks/contracts/core';

export type { CrowdDay, CrowdLevel } from '@parks/contracts/core';

/** The crowd levels park-api answers (issue 21 §3), calmest first. */
export const CROWD_LEVELS: readonly CrowdLevel[] = ['calm', 'moderate', 'busy'];

/**
 * The booking namespace's key that names a level inside a day's accessible name ('calm day', 'busy day');
 * undefined for a moderate day, which the calendar does not mark.
 */
export function crowdLevelName(
  level: CrowdLevel | undefined,
): 'calendar.calmDayName' | 'calendar.busyDayName' | undefined {
  if (level === 'calm') return 'calendar.calmDayName';
  return level === 'busy' ? 'calendar.busyDayName' : undefined;
}

/** Whether the days carry crowd levels at all (park-api leaves them out when it cannot tell). */
export function hasCrowdLevels(days: readonly Pick<AvailabilityDay, 'CrowdLevel'>[]): boolean {
  return days.some((day) => day.CrowdLevel !== undefined);
}

/**
 * The calmest days of a window, for the guide page, in date order: the soonest calm days; when there is
 * no calm day left, the soonest moderate ones; busy days never.
 */
export function calmestDays<T extends Pick<CrowdDay, 'Date' | 'Level'>>(
  days: readonly T[],
  count: number,
): T[] {
  const calm = days.filter((day) => day.Level === 'calm');
  const listed = calm.length > 0 ? calm : days.filter((day) => day.Level === 'moderate');
  return listed.toSorted((a, b) => a.Date.localeCompare(b.Date)).slice(0, count);
}
