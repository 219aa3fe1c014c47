export { authI18n } from './i18n/namespace';
export {
  authReturnUrl,
  EMPTY_LOGIN,
  initialsOf,
  loginFailureOf,
  loginSchema,
  resolveAuthentication,
  signInHref,
  socialDisplayName,
  USER_SESSION_COOKIE,
  userInfoCookie,
} from './core';
export type {
  AuthenticationCalls,
  AuthenticationResult,
  LoginFailure,
  LoginRequest,
  LoginResponse,
  LoginValues,
  PersonName,
  UserInfo,
  UserInfoCookie,
} from './core';
export { AuthApiError, createAuthApi } from './api/auth.api';
export type { AuthApi, AuthApiOptions } from './api/auth.api';
export { checkAuthentication, signOut } from './state/authentication.thunks';
export type { SignOutCalls } from './state/authentication.thunks';
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
export { authStaticStyles } from './ui/static-styles';
export { LoginForm } from './ui/login-form/login-form';
export type { LoginFormProps, LoginServerState } from './ui/login-form/login-form';
export { AuthPage } from './ui/auth-page/auth-page';
export type { AuthPageNotice, AuthPageProps } from './ui/auth-page/auth-page';
export type { LoginLinkProps } from './ui/login-link/login-link';
