import { describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { checkAuthentication, signOut } from './authentication.thunks';
import { sessionSlice } from './session.slice';

const storeOf = () => configureStore({ reducer: { [sessionSlice.reducerPath]: sessionSlice.reducer } });
const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe('checkAuthentication', () => {
  it('puts a social user in the session and writes the userInfo cookie', async () => {
    const store = storeOf();
    await store.dispatch(
      checkAuthentication({
        identitySession: async () => ({ name: 'Ana' }),
        socialUserInfo: async () => ({
          foundData: true,
          firstName: 'Ana Sofía',
          lastName: 'Pérez Gómez',
          sId: 'U1',
          countryIso3: 'MEX',
        }),
        userInfo: async () => ({ foundData: false }),
      }),
    );
    expect(store.getState().session).toEqual({ status: 'auth', userName: 'Ana Sofía Pérez', isSocial: true });
    expect(JSON.parse(decodeURIComponent(readCookie('userInfo') ?? ''))).toEqual({
      user_estado: 'n/a',
      user_id: 'u1',
      user_pais: 'mex',
      user_login: true,
    });
  });

  it('leaves a visitor without sessions noauth, with user_login false', async () => {
    const store = storeOf();
    store.dispatch(sessionSlice.actions.signedIn({ userName: 'Old', isSocial: false }));
    await store.dispatch(
      checkAuthentication({
        identitySession: async () => null,
        socialUserInfo: jest.fn(async () => ({ foundData: false })),
        userInfo: async () => ({ foundData: false }),
      }),
    );
    expect(store.getState().session.status).toBe('noauth');
    expect(JSON.parse(decodeURIComponent(readCookie('userInfo') ?? '')).user_login).toBe(false);
  });
});

describe('signOut', () => {
  it('goes through the hosted logout for an identity-provider session', async () => {
    const store = storeOf();
    store.dispatch(sessionSlice.actions.signedIn({ userName: 'Ana', isSocial: true }));
    const goTo = jest.fn();
    await store.dispatch(
      signOut({ logout: async () => ({ hostedLogoutUrl: 'https://issuer/logout?x' }) }, 'en', goTo),
    );
    expect(store.getState().session.status).toBe('noauth');
    expect(goTo).toHaveBeenCalledWith('https://issuer/logout?x');
  });

  it('goes to the auth return page of the language otherwise, even when the call fails', async () => {
    const goTo = jest.fn();
    await storeOf().dispatch(signOut({ logout: async () => ({}) }, 'es', goTo));
    expect(goTo).toHaveBeenCalledWith('/es/auth/');
    await storeOf().dispatch(signOut({ logout: async () => Promise.reject(new Error('x')) }, 'en', goTo));
    expect(goTo).toHaveBeenLastCalledWith('/en/auth/');
  });
});
