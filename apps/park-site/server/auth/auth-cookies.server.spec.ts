import { describe, expect, it } from '@jest/globals';
import { authCookieNames } from './auth-cookies.server';

describe('authCookieNames', () => {
  it('uses the __Host- prefix on https and plain names on http origins', () => {
    expect(authCookieNames(true)).toEqual({
      flow: '__Host-auth_flow',
      identity: '__Host-id_session',
      userSession: '__Host-user_session',
      redirect: '__Host-auth_redirect',
    });
    expect(authCookieNames(false).flow).toBe('auth_flow');
  });
});
