import type { Booking, BookingLine } from '../core/booking.types';

/**
 * A booking shaped as park-api answers GET /xapi/bookings/:IdOrder (issue 20's contract): two adults and a
 * child on 2030-03-15 with the weather guarantee, bought 2030-01-07, in MXN.
 */
export function bookingLine(overrides: Partial<BookingLine> = {}): BookingLine {
  return {
    IdLine: '7d1e2f3a-0000-4000-8000-000000000001',
    ProductId: 100,
    Name: 'Admisión Parque Sensoria',
    Date: '2030-03-15',
    Visitors: [
      { Band: 'adult', Count: 2 },
      { Band: 'child', Count: 1 },
    ],
    Status: 'valid',
    WeatherGuarantee: 'bought',
    Tickets: [
      { Code: 'XS-T-A1B2C3D4E5F6', ShortCode: 'K7Q9P2', Band: 'adult', Date: '2030-03-15', Status: 'valid' },
      { Code: 'XS-T-B1B2C3D4E5F6', ShortCode: 'M3X8R4', Band: 'adult', Date: '2030-03-15', Status: 'valid' },
      { Code: 'XS-T-C1B2C3D4E5F6', ShortCode: 'W2H6T9', Band: 'child', Date: '2030-03-15', Status: 'valid' },
    ],
    ChangeDate: { Allowed: true, Until: '2030-03-14T13:30:00.000Z', Reason: null },
    ClaimGuarantee: { Allowed: true, Until: '2030-03-14T13:30:00.000Z', Reason: null },
    ...overrides,
  };
}

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    IdOrder: '2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b',
    Reference: 'XS-7K3Q9P2M',
    Status: 'paid',
    Currency: 'MXN',
    Total: 4500,
    PurchasedAt: '2030-01-07T15:00:00.000Z',
    CouponValidUntil: '2031-01-07T15:00:00.000Z',
    TimeZone: 'America/Cancun',
    Park: {
      Name: 'Parque Sensoria',
      Address: 'Carretera Federal 307 km 282, Quintana Roo, México',
      Opens: '08:30',
      Closes: '19:00',
    },
    Lines: [bookingLine()],
    Changes: [],
    ...overrides,
  };
}

/** The same booking after its date was moved to 2030-03-20: the old tickets void, new ones issued. */
export function changedBooking(): Booking {
  const old = bookingLine();
  return booking({
    Lines: [
      bookingLine({
        Date: '2030-03-20',
        Tickets: [
          { Code: 'XS-T-N1', ShortCode: 'N4B7C2', Band: 'adult', Date: '2030-03-20', Status: 'valid' },
          { Code: 'XS-T-N2', ShortCode: 'P8D3F5', Band: 'adult', Date: '2030-03-20', Status: 'valid' },
          { Code: 'XS-T-N3', ShortCode: 'R6G9H1', Band: 'child', Date: '2030-03-20', Status: 'valid' },
          ...old.Tickets.map((ticket) => ({ ...ticket, Status: 'void' as const })),
        ],
        ChangeDate: { Allowed: true, Until: '2030-03-19T13:30:00.000Z', Reason: null },
        ClaimGuarantee: { Allowed: true, Until: '2030-03-19T13:30:00.000Z', Reason: null },
      }),
    ],
    Changes: [
      {
        At: '2030-02-01T18:00:00.000Z',
        IdLine: old.IdLine,
        Kind: 'date-change',
        From: '2030-03-15',
        To: '2030-03-20',
        Difference: { Amount: 300, Currency: 'MXN' },
      },
    ],
  });
}
