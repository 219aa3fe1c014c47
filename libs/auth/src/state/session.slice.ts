import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §4 'Authentication': a visitor starts noauth and becomes auth once identified. */
export type SessionStatus = 'noauth' | 'auth';

/** The user session of SPEC §3 (client state). */
export interface SessionState {
  status: SessionStatus;
  /** The name the header shows. */
  userName: string;
  /** True when the user came through the hosted identity provider. */
  isSocial: boolean;
}

export const initialSessionState: SessionState = { status: 'noauth', userName: '', isSocial: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<{ userName: string; isSocial: boolean }>) {
      state.status = 'auth';
      state.userName = action.payload.userName;
      state.isSocial = action.payload.isSocial;
    },
    signedOut() {
      return initialSessionState;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectIsSignedIn: (state) => state.status === 'auth',
    selectUserName: (state) => state.userName,
    selectIsSocial: (state) => state.isSocial,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectSession, selectIsSignedIn, selectUserName, selectIsSocial } = sessionSlice.selectors;
