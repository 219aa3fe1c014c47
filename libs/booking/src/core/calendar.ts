/**
 * Date arithmetic of the month grid on ISO strings (`YYYY-MM-DD`, `YYYY-MM`), in UTC so a visitor's
 * time zone never moves a park day.
 */
import { dateTimeFormat } from '@parks/i18n/core';

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

export function firstOfMonth(month: string): string {
  return `${month}-01`;
}

export function daysInMonth(month: string): number {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

export function lastOfMonth(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return toIso(new Date(Date.UTC(year, index - 1 + months, 1))).slice(0, 7);
}

/** The same day of another month, kept inside it (31 January + 1 month is 28/29 February), as PageDown does. */
export function addMonthsToDate(iso: string, months: number): string {
  const month = addMonths(monthOf(iso), months);
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  return toDate(iso).getUTCDay();
}

/** Weeks start on Monday for every language of the site. */
export const WEEK_STARTS_ON = 1;

/** Home/End of the APG date picker: the first and last day of the date's week. */
export function startOfWeek(iso: string): string {
  return addDays(iso, -((weekday(iso) - WEEK_STARTS_ON + 7) % 7));
}

export function endOfWeek(iso: string): string {
  return addDays(startOfWeek(iso), 6);
}

/**
 * The month as six weeks of seven cells, each a date of the month or null: always six rows, so the
 * dialog keeps one size from month to month.
 */
export function monthGrid(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const lead = (weekday(first) - WEEK_STARTS_ON + 7) % 7;
  const total = daysInMonth(month);
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, column) => {
      const day = week * 7 + column - lead + 1;
      return day >= 1 && day <= total ? `${month}-${String(day).padStart(2, '0')}` : null;
    }),
  );
}

/** Today's date in the park's time zone, where a visit day begins. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The park's day as a server knew it, for a page to hand to the booking widget: the date, and the instant
 * (ms since the epoch) the park's next day begins. The browser then needs no time-zone formatting to know
 * its day (a first `Intl.DateTimeFormat` with a time zone is a long task on a slow phone): the date holds
 * until `until`, and a page kept past the park's midnight (a cache, a tab left open) computes it anew.
 */
export interface ParkDay {
  /** `YYYY-MM-DD` in the park's time zone. */
  date: string;
  /** When the park's next day begins, ms since the epoch. */
  until: number;
}

/** A time zone's wall clock at an instant: its date, and its offset from UTC then. */
export interface ZoneWallClock {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  /** The zone's offset from UTC at that instant, in ms (UTC−5 is −18,000,000). */
  offsetMs: number;
}

/** The date and the offset from UTC of `timeZone` at `instant` (one `formatToParts`, cached format). */
export function zoneWallClock(timeZone: string, instant: Date): ZoneWallClock {
  const parts = Object.fromEntries(
    dateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // The wall clock read as if it were UTC, minus the real instant (to the second): the zone's offset.
  const wall = Date.UTC(
    Number(parts['year']),
    Number(parts['month']) - 1,
    Number(parts['day']),
    Number(parts['hour']),
    Number(parts['minute']),
    Number(parts['second']),
  );
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    offsetMs: wall - Math.floor(instant.getTime() / 1000) * 1000,
  };
}

/** The park's day at `now` and when it ends (at the park's next midnight). */
export function parkDayIn(timeZone: string, now: Date = new Date()): ParkDay {
  // On a day the park's clocks change, `until` may be an hour off; the park's zone has no such day.
  const { date, offsetMs } = zoneWallClock(timeZone, now);
  return { date, until: toDate(addDays(date, 1)).getTime() - offsetMs };
}

/** The park's day in the browser: the server's while it lasts, else computed in the park's time zone. */
export function currentParkDay(
  known: ParkDay | null | undefined,
  timeZone: string,
  now: number = Date.now(),
): string {
  return known && now < known.until ? known.date : todayIn(timeZone, new Date(now));
}
