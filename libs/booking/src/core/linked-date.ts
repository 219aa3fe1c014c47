import { addDays } from './calendar';

/** How far ahead a visit can be booked: tickets are sold up to a year ahead (park-api's own horizon). */
export const BOOKING_HORIZON_DAYS = 365;

/** The name of the query parameter a link to a booking page chooses the visit date with (`?date=2030-01-08`). */
export const VISIT_DATE_PARAM = 'date';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The visit date a link to a booking page chose (`?date=YYYY-MM-DD`, from the sensory guide's calm days),
 * when it can be booked: a real calendar day from the park's `today` up to the booking horizon. Anything
 * else (not a date, 2030-02-30, a past day, a day beyond the horizon) is ignored: null, and the widget
 * starts without a date as it would without the link. Whether the park is open and has seats that day is
 * the availability's to say: the widget drops the date when its month's availability marks it unavailable.
 */
export function linkedVisitDate(
  value: string | null | undefined,
  today: string,
  horizonDays: number = BOOKING_HORIZON_DAYS,
): string | null {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match || !value) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over into March: a day that does not exist is no date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return value >= today && value <= addDays(today, horizonDays) ? value : null;
}
