import { describe, expect, it } from '@jest/globals';
import { paidSessionCookie, paidSessionCookieName } from './paid-session-cookie.server';

describe('paidSessionCookie', () => {
  it('is HttpOnly for a day, and a Secure __Host- cookie on https', () => {
    expect(paidSessionCookie('abc12345', true)).toBe(
      '__Host-_paid_session=abc12345; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly; Secure',
    );
    expect(paidSessionCookie('abc12345', false)).toBe(
      '_paid_session=abc12345; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly',
    );
    expect(paidSessionCookieName(true)).toBe('__Host-_paid_session');
  });
});
