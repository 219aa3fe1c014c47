export { initialsOf, socialDisplayName } from './display-name';
export type { PersonName } from './display-name';
export { authReturnUrl, signInHref } from './sign-in-href';
export { USER_SESSION_COOKIE, USER_SESSION_HEADER } from './users-wire.types';
export type { LoginErrorCode, LoginRequest, LoginResponse, UserInfo } from './users-wire.types';
