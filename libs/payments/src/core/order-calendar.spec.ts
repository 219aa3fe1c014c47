import { describe, expect, it } from '@jest/globals';
import { orderCalendar } from './order-calendar';
import type { Order } from './order.types';

const order = {
  IdOrder: 'order-1',
  Lines: [
    {
      IdLine: 'line-1',
      ProductName: 'Admission, Parque Sensoria',
      VisitDate: '2030-01-31',
      Schedule: null,
      ETickets: ['XS-AAA', 'XS-BBB'],
    },
  ],
} as unknown as Order;

describe('orderCalendar', () => {
  it('makes one all-day event per visit, escaped as RFC 5545 asks', () => {
    const ics = orderCalendar(order, {
      parkName: 'Parque Sensoria',
      location: 'Carretera 307, Quintana Roo',
      now: new Date('2030-01-07T15:00:00.000Z'),
      ticketsLabel: 'E-tickets',
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Parque Sensoria//Tickets//EN',
      'CALSCALE:GREGORIAN',
      'BEGIN:VEVENT',
      'UID:order-1-line-1@parks',
      'DTSTAMP:20300107T150000Z',
      'DTSTART;VALUE=DATE:20300131',
      'DTEND;VALUE=DATE:20300201',
      'SUMMARY:Admission\\, Parque Sensoria',
      'LOCATION:Carretera 307\\, Quintana Roo',
      'DESCRIPTION:E-tickets: XS-AAA XS-BBB',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
