import {
  canChangeDate,
  canClaimGuarantee,
  couponValidUntil,
  newDateProblem,
  noticeDeadline,
  parkInstant,
  type LineState,
} from './booking-rules';

// A Friday visit: the park opens at 08:30 in Cancun (UTC-5), i.e. 13:30 UTC.
const VISIT = '2030-03-15';
const OPENING = new Date('2030-03-15T13:30:00Z');
const DEADLINE = new Date('2030-03-14T13:30:00Z');
const PURCHASED = new Date('2030-01-07T15:00:00Z');
const line = (overrides: Partial<LineState> = {}): LineState => ({
  orderStatus: 'paid',
  purchasedAt: PURCHASED,
  visitDate: VISIT,
  used: false,
  weatherGuarantee: 'bought',
  ...overrides,
});
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

describe('the rules after a purchase (SPEC §9, on a fake clock)', () => {
  it('opens the visit at 08:30 park time and closes changes 24 h before', () => {
    expect(parkInstant(VISIT, '08:30')).toEqual(OPENING);
    expect(noticeDeadline(VISIT)).toEqual(DEADLINE);
    expect(couponValidUntil(PURCHASED)).toEqual(new Date('2031-01-07T15:00:00Z'));
  });

  it('allows a date change until exactly 24 h before the opening, not a millisecond later', () => {
    expect(canChangeDate(line(), DEADLINE)).toEqual({
      Allowed: true,
      Until: DEADLINE.toISOString(),
      Reason: null,
    });
    expect(canChangeDate(line(), ms(DEADLINE, 1))).toEqual({
      Allowed: false,
      Until: null,
      Reason: 'LESS_THAN_24H',
    });
  });

  it('never changes a date on the day of the visit (from park midnight), even 8 h before the opening', () => {
    // 23:59:59 the day before (park time) is under 24 h: LESS_THAN_24H; from midnight it is the day itself.
    expect(canChangeDate(line(), new Date('2030-03-15T04:59:59Z')).Reason).toBe('LESS_THAN_24H');
    expect(canChangeDate(line(), new Date('2030-03-15T05:00:00Z')).Reason).toBe('DAY_OF_VISIT');
    expect(canChangeDate(line(), OPENING).Reason).toBe('DAY_OF_VISIT');
  });

  it('never changes a used ticket, nor an unpaid order', () => {
    const early = new Date('2030-02-01T12:00:00Z');
    expect(canChangeDate(line({ used: false }), early).Allowed).toBe(true);
    expect(canChangeDate(line({ used: true }), early).Reason).toBe('USED');
    expect(canChangeDate(line({ orderStatus: 'pending' }), early).Reason).toBe('NOT_PAID');
    expect(canChangeDate(line({ orderStatus: 'expired' }), early).Reason).toBe('NOT_PAID');
  });

  it('closes everything one year after the purchase', () => {
    const visitLate = line({ visitDate: '2031-02-01' });
    const end = couponValidUntil(PURCHASED);
    const before = canChangeDate(visitLate, ms(end, -1));
    expect(before).toEqual({ Allowed: true, Until: ms(end, -1).toISOString(), Reason: null });
    expect(canChangeDate(visitLate, end).Reason).toBe('COUPON_EXPIRED');
    expect(canClaimGuarantee(visitLate, ms(end, -1)).Allowed).toBe(true);
    expect(canClaimGuarantee(visitLate, end).Reason).toBe('COUPON_EXPIRED');
  });

  it('moves a date only to an open day after today whose visit starts within the coupon year', () => {
    const now = new Date('2030-01-07T15:00:00Z');
    expect(newDateProblem('2030-03-16', VISIT, PURCHASED, now)).toBeNull();
    expect(newDateProblem(VISIT, VISIT, PURCHASED, now)).toBe('SAME_DATE');
    expect(newDateProblem('2030-03-17', VISIT, PURCHASED, now)).toBe('CLOSED'); // a Sunday
    expect(newDateProblem('2030-01-07', VISIT, PURCHASED, now)).toBe('CLOSED'); // today
    expect(newDateProblem('2030-01-08', VISIT, PURCHASED, now)).toBeNull();
    expect(newDateProblem('2030-02-30', VISIT, PURCHASED, now)).toBe('INVALID');
    // The coupon ends 2031-01-07 15:00 UTC: that day's 08:30 opening (13:30 UTC) is inside, the next is not.
    expect(newDateProblem('2031-01-07', VISIT, PURCHASED, now)).toBeNull();
    expect(newDateProblem('2031-01-08', VISIT, PURCHASED, now)).toBe('OUTSIDE_COUPON_YEAR');
  });

  it('claims the weather guarantee 24 h ahead, before use, once, and only when bought', () => {
    expect(canClaimGuarantee(line(), DEADLINE)).toEqual({
      Allowed: true,
      Until: DEADLINE.toISOString(),
      Reason: null,
    });
    expect(canClaimGuarantee(line(), ms(DEADLINE, 1)).Reason).toBe('LESS_THAN_24H');
    expect(canClaimGuarantee(line(), OPENING).Reason).toBe('LESS_THAN_24H');
    expect(canClaimGuarantee(line({ used: true }), DEADLINE).Reason).toBe('USED');
    expect(canClaimGuarantee(line({ weatherGuarantee: 'claimed' }), DEADLINE).Reason).toBe('ALREADY_CLAIMED');
    expect(canClaimGuarantee(line({ weatherGuarantee: 'none' }), DEADLINE).Reason).toBe('NOT_BOUGHT');
  });
});
