/**
 * SPEC §9's rules after a purchase (issue 20), in one place and on an injected clock:
 * - a coupon (the order's tickets) is valid for 1 year from purchase;
 * - a date change is made at least 24 hours before the visit starts (the park's opening, in the park's
 *   time zone), never on the day of the visit, never for a used ticket, within the coupon's year, and
 *   only for a paid order;
 * - the weather guarantee is claimed at least 24 hours before the visit, before the coupon is used, within
 *   the coupon's year, and once (ARCHITECTURE.md: both 24-hour rules hold).
 * The booking page shows what these functions answer, and park-api refuses what they refuse.
 */
import { zoneWallClock } from '@parks/booking/core';
import { addDays, isIsoDate, parkToday, PARK_TIME_ZONE, weekday } from '../pricing';

/** Park hours (SPEC §9): Monday to Saturday, 08:30 to 19:00 local time. */
export const PARK_OPENS = '08:30';
export const PARK_CLOSES = '19:00';
/** Both 24-hour rules. */
export const NOTICE_HOURS = 24;
const HOUR_MS = 3_600_000;

export type ChangeDateReason = 'DAY_OF_VISIT' | 'LESS_THAN_24H' | 'USED' | 'COUPON_EXPIRED' | 'NOT_PAID';
export type ClaimReason = 'NOT_BOUGHT' | 'ALREADY_CLAIMED' | 'LESS_THAN_24H' | 'USED' | 'COUPON_EXPIRED';

export interface RuleAnswer<Reason extends string> {
  Allowed: boolean;
  /** The last instant it is allowed (ISO), while it still may be; null otherwise. */
  Until: string | null;
  Reason: Reason | null;
}

/** What the rules read of an order's line. */
export interface LineState {
  orderStatus: string;
  purchasedAt: Date;
  visitDate: string;
  /** A ticket of the line was used at the gate. */
  used: boolean;
  weatherGuarantee: 'none' | 'bought' | 'claimed';
}

/** The park time zone's offset from UTC at `instant`, in milliseconds. */
const parkOffsetMs = (instant: Date) => zoneWallClock(PARK_TIME_ZONE, instant).offsetMs;

/** The instant of a park-local wall time (`HH:MM` on an ISO date). */
export function parkInstant(isoDate: string, time: string): Date {
  const asUtc = Date.parse(`${isoDate}T${time}:00Z`);
  const first = asUtc - parkOffsetMs(new Date(asUtc));
  return new Date(asUtc - parkOffsetMs(new Date(first)));
}

/** When the visit starts: the park's opening on the visit date. */
export const visitOpening = (visitDate: string) => parkInstant(visitDate, PARK_OPENS);

/** The coupon's end: one year after the purchase (the same instant a calendar year later). */
export function couponValidUntil(purchasedAt: Date): Date {
  const until = new Date(purchasedAt.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + 1);
  return until;
}

/** The last instant a line's date may change (or its guarantee be claimed): 24 h before the opening. */
export const noticeDeadline = (visitDate: string) =>
  new Date(visitOpening(visitDate).getTime() - NOTICE_HOURS * HOUR_MS);

export function canChangeDate(line: LineState, now: Date): RuleAnswer<ChangeDateReason> {
  const closed = (Reason: ChangeDateReason) => ({ Allowed: false, Until: null, Reason });
  if (line.orderStatus !== 'paid') return closed('NOT_PAID');
  if (line.used) return closed('USED');
  const couponEnd = couponValidUntil(line.purchasedAt);
  if (now.getTime() >= couponEnd.getTime()) return closed('COUPON_EXPIRED');
  if (parkToday(now) >= line.visitDate) return closed('DAY_OF_VISIT');
  const deadline = noticeDeadline(line.visitDate);
  if (now.getTime() > deadline.getTime()) return closed('LESS_THAN_24H');
  const until = Math.min(deadline.getTime(), couponEnd.getTime() - 1);
  return { Allowed: true, Until: new Date(until).toISOString(), Reason: null };
}

export function canClaimGuarantee(line: LineState, now: Date): RuleAnswer<ClaimReason> {
  const closed = (Reason: ClaimReason) => ({ Allowed: false, Until: null, Reason });
  if (line.weatherGuarantee === 'claimed') return closed('ALREADY_CLAIMED');
  if (line.weatherGuarantee !== 'bought' || line.orderStatus !== 'paid') return closed('NOT_BOUGHT');
  if (line.used) return closed('USED');
  const couponEnd = couponValidUntil(line.purchasedAt);
  if (now.getTime() >= couponEnd.getTime()) return closed('COUPON_EXPIRED');
  const deadline = noticeDeadline(line.visitDate);
  // The day of the visit is always less than 24 h before its opening.
  if (now.getTime() > deadline.getTime()) return closed('LESS_THAN_24H');
  const until = Math.min(deadline.getTime(), couponEnd.getTime() - 1);
  return { Allowed: true, Until: new Date(until).toISOString(), Reason: null };
}

export type NewDateProblem = 'INVALID' | 'SAME_DATE' | 'CLOSED' | 'OUTSIDE_COUPON_YEAR';

/**
 * Whether a line may move to `newDate`: a real date, another one, a day the park opens, after today, and
 * a visit that starts within the coupon's year. Null when it may.
 */
export function newDateProblem(
  newDate: string,
  currentDate: string,
  purchasedAt: Date,
  now: Date,
): NewDateProblem | null {
  if (!isIsoDate(newDate)) return 'INVALID';
  if (newDate === currentDate) return 'SAME_DATE';
  if (weekday(newDate) === 0 || newDate <= parkToday(now) || newDate > addDays(parkToday(now), 366))
    return 'CLOSED';
  if (visitOpening(newDate).getTime() >= couponValidUntil(purchasedAt).getTime())
    return 'OUTSIDE_COUPON_YEAR';
  return null;
}
