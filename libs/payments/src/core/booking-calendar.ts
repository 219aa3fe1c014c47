import type { Booking } from './booking.types';
import { icsStamp, icsText } from './order-calendar';

const icsLocal = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
/**
 * A booking's visits as an iCalendar file: one event per line that still admits someone, from the park's
 * opening to its closing time in the park's own time zone (TZID), at the park's address, with the short
 * codes of the line's valid e-tickets. A voided line or ticket is left out: a calendar must not carry a
 * code the gate refuses.
 */
export function bookingCalendar(
  booking: Booking,
  options: { now: Date; ticketsLabel: string; referenceLabel: string },
): string {
  const events = booking.Lines.filter((line) => line.Status !== 'void').map((line) => {
    const codes = line.Tickets.filter((ticket) => ticket.Status === 'valid').map(
      (ticket) => ticket.ShortCode,
    );
    const description = [
      `${options.referenceLabel}: ${booking.Reference}`,
      `${options.ticketsLabel}: ${codes.join(' ')}`,
    ].join('\n');
    return [
      'BEGIN:VEVENT',
      `UID:${booking.IdOrder}-${line.IdLine}-${line.Date}@parks`,
      `DTSTAMP:${icsStamp(options.now)}`,
      `DTSTART;TZID=${booking.TimeZone}:${icsLocal(line.Date, booking.Park.Opens)}`,
      `DTEND;TZID=${booking.TimeZone}:${icsLocal(line.Date, booking.Park.Closes)}`,
      `SUMMARY:${icsText(`${line.Name} · ${booking.Park.Name}`)}`,
      `LOCATION:${icsText(booking.Park.Address)}`,
      `DESCRIPTION:${icsText(description)}`,
      'END:VEVENT',
    ].join('\r\n');
  });
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(booking.Park.Name)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** An ISO instant as the park's local date and time (what "until when" means to a visitor). */
export function parkDateTime(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}
