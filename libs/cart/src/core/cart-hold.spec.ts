import { describe, expect, it } from '@jest/globals';
import { admissionLine, heldCart } from '../test-support/carts';
import {
  cartHold,
  crossedHoldMark,
  formatHoldTime,
  hasHeldLines,
  holdSecondsAtAnswer,
  holdSecondsLeft,
  isLineHoldExpired,
} from './cart-hold';

const hold = {
  Now: '2026-11-24T18:00:00.000Z',
  ExpiresAt: '2026-11-24T18:20:00.000Z',
  PeriodSeconds: 1200,
  ExtensionsLeft: 2,
};

describe('the hold countdown', () => {
  it("counts from park-api's Now, not the visitor's clock: 20:00 at the answer, 19:59 a second later", () => {
    expect(holdSecondsAtAnswer(hold)).toBe(1200);
    expect(holdSecondsLeft(hold, 0)).toBe(1200);
    expect(holdSecondsLeft(hold, 999)).toBe(1200);
    expect(holdSecondsLeft(hold, 1000)).toBe(1199);
    expect(holdSecondsLeft(hold, 1_300_000)).toBe(0);
  });

  it('never counts below 0, nor from a broken date', () => {
    expect(holdSecondsAtAnswer({ ...hold, ExpiresAt: '2026-11-24T17:59:00.000Z' })).toBe(0);
    expect(holdSecondsAtAnswer({ ...hold, ExpiresAt: 'not a date' })).toBe(0);
    expect(holdSecondsLeft(hold, -5000)).toBe(1200);
  });

  it('writes mm:ss', () => {
    expect(formatHoldTime(1200)).toBe('20:00');
    expect(formatHoldTime(299)).toBe('04:59');
    expect(formatHoldTime(59)).toBe('00:59');
    expect(formatHoldTime(0)).toBe('00:00');
  });
});

describe('crossedHoldMark', () => {
  it('is 5:00 and 1:00, each when the time goes to or under it', () => {
    expect(crossedHoldMark(301, 300)).toBe(300);
    expect(crossedHoldMark(300, 299)).toBeNull();
    expect(crossedHoldMark(61, 60)).toBe(60);
    expect(crossedHoldMark(60, 59)).toBeNull();
    expect(crossedHoldMark(1200, 1199)).toBeNull();
  });

  it('a sleeping tab that jumps over both says the nearer one; a page opened under 5:00 says it once', () => {
    expect(crossedHoldMark(400, 30)).toBe(60);
    expect(crossedHoldMark(Infinity, 180)).toBe(300);
    expect(crossedHoldMark(Infinity, 45)).toBe(60);
    expect(crossedHoldMark(Infinity, 1200)).toBeNull();
  });
});

describe('expired lines', () => {
  it("follow park-api's HoldStatus, or all of them once the cart's time ran out here", () => {
    const cart = heldCart({ expired: [admissionLine().IdLine] });
    const [admission, tour] = cart.Lines;
    if (!admission || !tour) throw new Error('two lines expected');
    expect(cartHold(cart)?.ExtensionsLeft).toBe(2);
    expect(isLineHoldExpired(admission, false)).toBe(true);
    expect(isLineHoldExpired(tour, false)).toBe(false);
    expect(isLineHoldExpired(tour, true)).toBe(true);
    expect(hasHeldLines(cart)).toBe(true);
    expect(hasHeldLines(heldCart({ expired: cart.Lines.map((line) => line.IdLine) }))).toBe(false);
    expect(cartHold(null)).toBeNull();
  });
});
