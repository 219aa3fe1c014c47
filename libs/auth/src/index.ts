export { authI18n } from './i18n/namespace';
export { authReturnUrl, initialsOf, signInHref, socialDisplayName } from './core';
export type { PersonName } from './core';
export {
  initialSessionState,
  selectIsSignedIn,
  selectIsSocial,
  selectSession,
  selectUserName,
  sessionSlice,
  signedIn,
  signedOut,
} from './state/session.slice';
export type { SessionState, SessionStatus } from './state/session.slice';
export { LoginLink } from './ui/login-link/login-link';
export type { LoginLinkProps } from './ui/login-link/login-link';
