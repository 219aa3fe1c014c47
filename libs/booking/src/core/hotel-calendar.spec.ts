import {
  HOTEL_ADULT_MIN_AGE,
  INITIAL_HOTEL_GUESTS,
  isInStay,
  isPromoCodeWellFormed,
  NO_STAY,
  pickStayDay,
  stayNights,
  stayTotal,
  stepHotelGuests,
  type HotelNight,
} from './hotel-calendar';

describe('the hotel calendar rules', () => {
  it.each`
    code                  | wellFormed
    ${'LODGE-SENSES-15'}  | ${true}
    ${' lodge-senses-15'} | ${true}
    ${'ab'}               | ${false}
    ${'-ABC'}             | ${false}
    ${'CODE WITH SPACE'}  | ${false}
    ${'ÑANDÚ'}            | ${false}
    ${'A'.repeat(21)}     | ${false}
  `('the promotional code "$code" is well formed: $wellFormed', ({ code, wellFormed }) => {
    expect(isPromoCodeWellFormed(code)).toBe(wellFormed);
  });

  it('picks a check-in, then a check-out after it; a day on or before the check-in starts again', () => {
    const checkIn = pickStayDay(NO_STAY, '2030-02-04');
    expect(checkIn).toEqual({ checkIn: '2030-02-04', checkOut: null });
    expect(pickStayDay(checkIn, '2030-02-04')).toEqual({ checkIn: '2030-02-04', checkOut: null });
    expect(pickStayDay(checkIn, '2030-02-01')).toEqual({ checkIn: '2030-02-01', checkOut: null });
    const stay = pickStayDay(checkIn, '2030-02-07');
    expect(stay).toEqual({ checkIn: '2030-02-04', checkOut: '2030-02-07' });
    expect(stayNights(stay)).toEqual(['2030-02-04', '2030-02-05', '2030-02-06']);
    expect(isInStay(stay, '2030-02-05')).toBe(true);
    expect(isInStay(stay, '2030-02-07')).toBe(false);
    expect(pickStayDay(stay, '2030-02-10')).toEqual({ checkIn: '2030-02-10', checkOut: null });
  });

  it('starts again instead of a stay over 14 nights', () => {
    expect(pickStayDay({ checkIn: '2030-02-01', checkOut: null }, '2030-02-16')).toEqual({
      checkIn: '2030-02-16',
      checkOut: null,
    });
    expect(pickStayDay({ checkIn: '2030-02-01', checkOut: null }, '2030-02-15').checkOut).toBe('2030-02-15');
  });

  it('keeps one adult (16+) and at most 4 guests in the room', () => {
    expect(HOTEL_ADULT_MIN_AGE).toBe(16);
    expect(stepHotelGuests({ adults: 1, children: 0 }, 'adults', -1)).toEqual({ adults: 1, children: 0 });
    expect(stepHotelGuests(INITIAL_HOTEL_GUESTS, 'children', 2)).toEqual({ adults: 2, children: 2 });
    expect(stepHotelGuests({ adults: 2, children: 2 }, 'adults', 1)).toEqual({ adults: 2, children: 2 });
  });

  it('adds the nights’ rates, and has no total while a night is unknown or closed', () => {
    const night = (date: string, rate: number | null, available = true): [string, HotelNight] => [
      date,
      { Date: date, Available: available, BaseRate: rate, Rate: rate },
    ];
    const nights = new Map([
      night('2030-02-04', 160.65),
      night('2030-02-05', 160.65),
      night('2030-02-06', 192.95),
    ]);
    const stay = { checkIn: '2030-02-04', checkOut: '2030-02-07' };
    expect(stayTotal(stay, nights, 2)).toBe(514.25);
    expect(stayTotal({ checkIn: '2030-02-04', checkOut: '2030-02-08' }, nights, 2)).toBeNull();
    expect(stayTotal(stay, new Map([...nights, night('2030-02-05', 160.65, false)]), 2)).toBeNull();
    expect(stayTotal({ checkIn: '2030-02-04', checkOut: null }, nights, 2)).toBeNull();
  });
});
