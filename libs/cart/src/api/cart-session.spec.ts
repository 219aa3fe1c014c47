import { afterEach, describe, expect, it } from '@jest/globals';
import { cartSessionId, ensureCartSessionId } from './cart-session';

afterEach(() => {
  document.cookie = '_shopping=; Max-Age=0; Path=/';
});

describe('the cart session (_shopping cookie)', () => {
  it('reads the SessionId from the cookie header, refusing malformed values', () => {
    expect(cartSessionId('a=1; _shopping=abc123DEF_-x')).toBe('abc123DEF_-x');
    expect(cartSessionId('_shopping=<script>')).toBeUndefined();
    expect(cartSessionId('_shopping=short')).toBeUndefined();
    expect(cartSessionId('')).toBeUndefined();
  });

  it('creates the session once, writes _shopping, and keeps it', () => {
    const first = ensureCartSessionId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`_shopping=${first}`);
    expect(ensureCartSessionId()).toBe(first);
  });
});
