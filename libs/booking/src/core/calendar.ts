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
