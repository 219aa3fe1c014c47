/** Calendar-date arithmetic on ISO `YYYY-MM-DD` strings, in the park's own time zone. */

/** The parks are in Quintana Roo: "today" and advance-purchase days are counted there. */
export const PARK_TIME_ZONE = 'America/Cancun';

const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * One formatter for the process: en-CA formats as YYYY-MM-DD. Building an `Intl.DateTimeFormat` costs
 * ~0.1 ms and ~26 KB of ICU memory outside the V8 heap that the garbage collector does not see (and
 * that RSS kept after collection, measured on Node 24): one per call made park-api grow by hundreds of
 * MB under load, as `parkToday` runs several times per cart request.
 */
const parkDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function parkToday(now: Date): string {
  return parkDateFormat.format(now);
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
