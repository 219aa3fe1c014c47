/**
 * SPEC §9 'Call center: Monday to Friday 7:00 to 24:00; Saturday and Sunday 7:00 to 22:00', in the
 * park's time zone. Outside these hours the live chat takes a message with an e-mail address instead.
 */
import { PARK_TIME_ZONE } from '../pricing/visit-dates';

const parkClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PARK_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const WEEKEND = new Set(['Sat', 'Sun']);
const OPENS_AT_MINUTE = 7 * 60;

export function callCentreOpen(now: Date): boolean {
  const parts = Object.fromEntries(parkClock.formatToParts(now).map((part) => [part.type, part.value]));
  const minute = Number(parts['hour']) * 60 + Number(parts['minute']);
  const closesAtMinute = WEEKEND.has(String(parts['weekday'])) ? 22 * 60 : 24 * 60;
  return minute >= OPENS_AT_MINUTE && minute < closesAtMinute;
}
