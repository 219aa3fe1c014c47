import type { Dispatch } from '@reduxjs/toolkit';
import { COOKIE, writeBrowserCookie } from '@parks/site';
import type { Language } from '@parks/i18n';
import { resolveAuthentication, type AuthenticationCalls } from '../core/authentication';
import { userInfoCookie } from '../core/user-info-cookie';
import type { UserInfo } from '../core/users-wire.types';
import { signedIn, signedOut } from './session.slice';

/** The userInfo cookie (SPEC §3, path /), written by the browser for the site's analytics. */
function writeUserInfoCookie(info: UserInfo | undefined) {
  if (typeof document === 'undefined') return;
  writeBrowserCookie(COOKIE.userInfo, JSON.stringify(userInfoCookie(info)));
}

/**
 * Runs the SPEC §4 authentication sequence and puts its outcome in the session slice and the userInfo
 * cookie. The host runs it when the header mounts and again whenever the header asks for a refetch.
 */
export function checkAuthentication(calls: AuthenticationCalls) {
  return async (dispatch: Dispatch) => {
    const result = await resolveAuthentication(calls);
    if (result.status === 'auth') {
      dispatch(signedIn({ userName: result.userName, isSocial: result.isSocial }));
      writeUserInfoCookie(result.info ?? { foundData: true });
    } else {
      dispatch(signedOut());
      writeUserInfoCookie(undefined);
    }
    return result;
  };
}

export interface SignOutCalls {
  logout(language: Language): Promise<{ hostedLogoutUrl?: string }>;
}

/**
 * SPEC §4 sign-out: the own logout endpoint, then, for an identity-provider session, the hosted
 * logout; either way the visitor lands on the auth return page. `goTo` navigates (the host's choice).
 */
export function signOut(calls: SignOutCalls, language: Language, goTo: (url: string) => void) {
  return async (dispatch: Dispatch) => {
    const answer = await calls.logout(language).catch(() => ({}) as { hostedLogoutUrl?: string });
    dispatch(signedOut());
    writeUserInfoCookie(undefined);
    goTo(answer.hostedLogoutUrl ?? (language === 'en' ? '/en/auth/' : '/es/auth/'));
  };
}
