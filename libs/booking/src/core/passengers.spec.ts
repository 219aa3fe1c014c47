import {
  canDecrement,
  canIncrement,
  clampPassengers,
  MAX_PER_BAND,
  MIN_ADULTS,
  PASSENGER_BANDS,
  stepPassengers,
} from './passengers';

describe('passenger bands (SPEC §9, ARCHITECTURE decisions)', () => {
  it('adults are 12 and over, children 5 to 11, infants 0 to 4', () => {
    expect(PASSENGER_BANDS.adult.minAge).toBe(12);
    expect(PASSENGER_BANDS.child).toEqual({ minAge: 5, maxAge: 11 });
    expect(PASSENGER_BANDS.infant).toEqual({ minAge: 0, maxAge: 4 });
  });
});

describe('passenger limits', () => {
  it('needs at least one adult', () => {
    expect(MIN_ADULTS).toBe(1);
    expect(canDecrement({ adults: 1, children: 3 }, 'adults')).toBe(false);
    expect(canDecrement({ adults: 2, children: 0 }, 'adults')).toBe(true);
    expect(stepPassengers({ adults: 1, children: 0 }, 'adults', -1)).toEqual({ adults: 1, children: 0 });
  });

  it('allows no children, never fewer', () => {
    expect(canDecrement({ adults: 1, children: 0 }, 'children')).toBe(false);
    expect(stepPassengers({ adults: 1, children: 1 }, 'children', -1)).toEqual({ adults: 1, children: 0 });
  });

  it('caps each band at 10', () => {
    expect(MAX_PER_BAND).toBe(10);
    expect(canIncrement({ adults: 10, children: 0 }, 'adults')).toBe(false);
    expect(canIncrement({ adults: 9, children: 10 }, 'adults')).toBe(true);
    expect(stepPassengers({ adults: 10, children: 0 }, 'adults', 1)).toEqual({ adults: 10, children: 0 });
  });

  it('clamps stored counts that are out of range or not whole', () => {
    expect(clampPassengers({ adults: 0, children: -2 })).toEqual({ adults: 1, children: 0 });
    expect(clampPassengers({ adults: 25, children: 2.7 })).toEqual({ adults: 10, children: 2 });
    expect(clampPassengers({ adults: Number.NaN, children: 1 })).toEqual({ adults: 1, children: 1 });
  });
});
