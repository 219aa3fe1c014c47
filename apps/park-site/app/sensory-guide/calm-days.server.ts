import { CALM_DAYS_WEEKS, type CalmDay } from '../pages/sensory-guide-view';
import type { AppServices } from '../server-only/app-services';

export type { CalmDay } from '../pages/sensory-guide-view';

const LEVELS: readonly string[] = ['calm', 'moderate', 'busy'];

/** Today in the park's time zone, `YYYY-MM-DD` (the calm days start on the park's today, not the server's). */
export function parkToday(now: Date, timeZone = 'America/Cancun'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The crowd levels of the next 4 weeks from park-api (`GET /xapi/crowd-levels`), for the sensory guide's
 * loader: `calmDays` in its data. Undefined when park-api cannot answer in time: the page then shows no
 * calm-days section rather than a wrong one (and keeps its other content).
 */
export async function loadCalmDays(
  services: Pick<AppServices, 'getCrowdLevels'>,
  now: Date = new Date(),
  timeZone?: string,
): Promise<CalmDay[] | undefined> {
  const days = await services.getCrowdLevels(parkToday(now, timeZone), CALM_DAYS_WEEKS * 7).catch(() => null);
  if (!days) return undefined;
  // Only what the page shows travels in the loader data (no occupancy figures in the HTML).
  return days
    .filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.Date) && LEVELS.includes(day.Level))
    .map((day) => ({ Date: day.Date, Level: day.Level }));
}
