import { describe, expect, it } from '@jest/globals';
import { initialScrollTracking, trackScroll, type ScrollTracking } from './scroll-direction';

function run(positions: number[], threshold = 8): ScrollTracking {
  return positions.reduce((state, y) => trackScroll(state, y, threshold), initialScrollTracking);
}

describe('trackScroll', () => {
  it('turns down once the page moved down by the threshold', () => {
    expect(run([400, 300, 307]).direction).toBe('up');
    expect(run([400, 300, 308]).direction).toBe('down');
  });

  it('turns up again once the page moved up by the threshold', () => {
    expect(run([20, 400, 395]).direction).toBe('down');
    expect(run([20, 400, 392]).direction).toBe('up');
  });

  it('adds up a slow scroll made of steps smaller than the threshold', () => {
    expect(run([400, 300, 303, 306, 309]).direction).toBe('down');
    expect(run([400, 397, 394, 391]).direction).toBe('up');
  });

  it('is always up near the top of the page, including overscroll', () => {
    expect(run([500, 5]).direction).toBe('up');
    expect(run([500, -40]).direction).toBe('up');
  });
});
