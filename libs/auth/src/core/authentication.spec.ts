import { describe, expect, it, jest } from '@jest/globals';
import { resolveAuthentication, type AuthenticationCalls } from './authentication';

function calls(overrides: Partial<AuthenticationCalls>): AuthenticationCalls {
  return {
    identitySession: jest.fn(async () => null),
    socialUserInfo: jest.fn(async () => Promise.reject(new Error('not called'))),
    userInfo: jest.fn(async () => ({ foundData: false })),
    ...overrides,
  };
}

describe('resolveAuthentication (SPEC §4)', () => {
  it('an identity-provider session with its user info: auth, social, firstName + first word of lastName', async () => {
    const api = calls({
      identitySession: async () => ({ name: 'Ana Sofía Pérez Gómez' }),
      socialUserInfo: async () => ({
        foundData: true,
        firstName: 'Ana Sofía',
        lastName: 'Pérez Gómez',
        sId: 'u1',
      }),
    });
    await expect(resolveAuthentication(api)).resolves.toMatchObject({
      status: 'auth',
      isSocial: true,
      userName: 'Ana Sofía Pérez',
    });
    expect(api.userInfo).not.toHaveBeenCalled();
  });

  it("the social info call fails: still social, named by the identity's name (SPEC §3)", async () => {
    const api = calls({
      identitySession: async () => ({ name: 'Ana Sofía Pérez Gómez' }),
      socialUserInfo: async () => Promise.reject(new Error('Network error')),
    });
    await expect(resolveAuthentication(api)).resolves.toEqual({
      status: 'auth',
      isSocial: true,
      userName: 'Ana Sofía Pérez Gómez',
    });
  });

  it('no identity session: the own user info with foundData makes the user auth and not social', async () => {
    const api = calls({
      userInfo: async () => ({ foundData: true, firstName: 'Luis', lastName: 'García López' }),
    });
    await expect(resolveAuthentication(api)).resolves.toMatchObject({
      status: 'auth',
      isSocial: false,
      userName: 'Luis García',
    });
    expect(api.socialUserInfo).not.toHaveBeenCalled();
  });

  it('the identity check failing counts as no identity session', async () => {
    const api = calls({
      identitySession: async () => Promise.reject(new Error('down')),
      userInfo: async () => ({ foundData: true, firstName: 'Luis' }),
    });
    await expect(resolveAuthentication(api)).resolves.toMatchObject({ status: 'auth', isSocial: false });
  });

  it('otherwise noauth: foundData false, or the own call failing', async () => {
    await expect(resolveAuthentication(calls({}))).resolves.toEqual({ status: 'noauth' });
    await expect(
      resolveAuthentication(calls({ userInfo: async () => Promise.reject(new Error('x')) })),
    ).resolves.toEqual({
      status: 'noauth',
    });
  });
});
