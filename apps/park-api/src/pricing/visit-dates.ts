/** Calendar-date arithmetic on ISO `YYYY-MM-DD` strings, in the park's own time zone. */

/** The parks are in Quintana Roo: "today" and advance-purchase days are counted there. */
export const PARK_TIME_ZONE = 'America/Cancun';

const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Built once: a DateTimeFormat costs about as much as a database query to make (every add asks 'today'). */
const PARK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function parkToday(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return PARK_DAY.format(now);
}

export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((Date.parse(`${toIsoDate}T00:00:00Z`) - Date.parse(`${fromIsoDate}T00:00:00Z`)) / DAY_MS);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday. The parks open Monday to Saturday (SPEC §9). */
export function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}
