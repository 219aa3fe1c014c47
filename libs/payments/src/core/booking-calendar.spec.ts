import { describe, expect, it } from '@jest/globals';
import { booking, bookingLine, changedBooking } from '../test-support/booking-fixtures';
import { bookingCalendar, parkDateTime } from './booking-calendar';

const options = { now: new Date('2030-02-01T15:00:00Z'), ticketsLabel: 'Codes', referenceLabel: 'Booking' };

describe('the booking calendar file', () => {
  it("holds the visit from the park's opening to its closing (SPEC §9: 08:30–19:00) in its time zone, at its address", () => {
    const ics = bookingCalendar(booking(), options);
    expect(ics).toContain('DTSTART;TZID=America/Cancun:20300315T083000');
    expect(ics).toContain('DTEND;TZID=America/Cancun:20300315T190000');
    expect(ics).toContain('LOCATION:Carretera Federal 307 km 282\\, Quintana Roo\\, México');
    expect(ics).toContain('DESCRIPTION:Booking: XS-7K3Q9P2M\\nCodes: K7Q9P2 M3X8R4 W2H6T9');
    expect(ics.split('BEGIN:VEVENT')).toHaveLength(2);
  });

  it('lists only the valid codes after a change, and no voided line', () => {
    const ics = bookingCalendar(changedBooking(), options);
    expect(ics).toContain('Codes: N4B7C2 P8D3F5 R6G9H1');
    expect(ics).not.toContain('K7Q9P2');
    const voided = booking({ Lines: [bookingLine({ Status: 'void' })] });
    expect(bookingCalendar(voided, options)).not.toContain('BEGIN:VEVENT');
  });
});

describe("a time in the park's time zone", () => {
  it('shows an instant as the local time in Cancún (UTC-5), whatever the server runs in', () => {
    expect(parkDateTime('2030-03-14T13:30:00.000Z', 'America/Cancun', 'en-US')).toBe(
      'Thursday, March 14, 2030 at 8:30 AM',
    );
  });
});
