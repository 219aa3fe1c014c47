// The root entry is what a host wires (issue 19 §4; README 'Public API'): the i18n namespace, the
// `session` slice and its sign-out action, the header's login link, the account page, the auth-API client
// and the two thunks a host calls with it. Everything else is internal; the framework-free rules (the
// login's schema and failures, the user-info cookie, the headers park-api reads) are `@parks/auth/core`.
export { authI18n } from './i18n/namespace';
export type { AuthenticationCalls, LoginValues } from './core';
export { AuthApiError, createAuthApi } from './api/auth.api';
export type { AuthApi, AuthApiOptions } from './api/auth.api';
export { checkAuthentication, signOut } from './state/authentication.thunks';
export type { SignOutCalls } from './state/authentication.thunks';
export { sessionSlice, signedOut } from './state/session.slice';
export type { SessionState } from './state/session.slice';
export { LoginLink } from './ui/login-link/login-link';
export type { LoginLinkProps } from './ui/login-link/login-link';
export { authStaticStyles } from './ui/static-styles';
export { AuthPage } from './ui/auth-page/auth-page';
export type { AuthPageNotice, AuthPageProps } from './ui/auth-page/auth-page';
export type { LoginServerState } from './ui/login-form/login-form';
