import type { Order } from './order.types';

/** Escapes text for an iCalendar property (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const icsDate = (isoDate: string) => isoDate.replace(/-/g, '');
const nextDay = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
/** An instant as an iCalendar UTC date-time (DTSTAMP). */
export const icsStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The order's visits as an iCalendar file: one all-day event per line (the visit date; the schedule, when
 * there is one, in the description), so any calendar app can add them.
 */
export function orderCalendar(
  order: Order,
  options: { parkName: string; location: string; now: Date; ticketsLabel: string },
): string {
  const events = order.Lines.map((line) => {
    const description = [
      `${options.ticketsLabel}: ${line.ETickets.join(' ')}`,
      ...(line.Schedule ? [line.Schedule] : []),
    ].join('\n');
    return [
      'BEGIN:VEVENT',
      `UID:${order.IdOrder}-${line.IdLine}@parks`,
      `DTSTAMP:${icsStamp(options.now)}`,
      `DTSTART;VALUE=DATE:${icsDate(line.VisitDate)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(line.VisitDate))}`,
      `SUMMARY:${icsText(line.ProductName)}`,
      `LOCATION:${icsText(options.location)}`,
      `DESCRIPTION:${icsText(description)}`,
      'END:VEVENT',
    ].join('\r\n');
  });
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(options.parkName)}//Tickets//EN`,
    'CALSCALE:GREGORIAN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
