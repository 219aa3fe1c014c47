/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { serverTimingMetric } from './server-timing';

describe('serverTimingMetric', () => {
  it('names the call, how it ended and its whole milliseconds', () => {
    expect(serverTimingMetric('cart', 'cleared: failed', 1500.4)).toBe(
      'cart;desc="cleared: failed";dur=1500',
    );
  });
  it('keeps quotes and backslashes out of the description', () => {
    expect(serverTimingMetric('search', 'said "no" \\ failed', 3)).toBe(
      'search;desc="said no  failed";dur=3',
    );
  });
});
