import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import {
  selectIsSignedIn,
  selectIsSocial,
  selectSession,
  selectUserName,
  sessionSlice,
  signedIn,
  signedOut,
} from './session.slice';

const makeStore = () => configureStore({ reducer: { [sessionSlice.reducerPath]: sessionSlice.reducer } });

describe('session slice', () => {
  it('starts noauth (SPEC §4)', () => {
    const store = makeStore();
    expect(sessionSlice.reducerPath).toBe('session');
    expect(selectSession(store.getState())).toEqual({ status: 'noauth', userName: '', isSocial: false });
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('becomes auth with the name and whether the user is social', () => {
    const store = makeStore();
    store.dispatch(signedIn({ userName: 'Ana Pérez', isSocial: true }));
    expect(selectSession(store.getState())).toEqual({
      status: 'auth',
      userName: 'Ana Pérez',
      isSocial: true,
    });
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectUserName(store.getState())).toBe('Ana Pérez');
    expect(selectIsSocial(store.getState())).toBe(true);
  });

  it('a non-social sign-in replaces a social one', () => {
    const store = makeStore();
    store.dispatch(signedIn({ userName: 'Ana Pérez', isSocial: true }));
    store.dispatch(signedIn({ userName: 'Ana', isSocial: false }));
    expect(selectSession(store.getState())).toEqual({ status: 'auth', userName: 'Ana', isSocial: false });
  });

  it('signing out forgets the user', () => {
    const store = makeStore();
    store.dispatch(signedIn({ userName: 'Ana Pérez', isSocial: true }));
    store.dispatch(signedOut());
    expect(selectSession(store.getState())).toEqual({ status: 'noauth', userName: '', isSocial: false });
  });
});
