import { socialDisplayName } from './display-name';
import type { UserInfo } from './users-wire.types';

/** The calls the authentication sequence makes (SPEC §7 'Same-origin calls'). */
export interface AuthenticationCalls {
  /** The hosted identity-provider session, if any: its name attribute (the tokens stay on the server). */
  identitySession(): Promise<{ name: string } | null>;
  /** `GET /user-info-social/`: the user info of the identity session. */
  socialUserInfo(): Promise<UserInfo>;
  /** `GET /user-info/`: the own session's user info. */
  userInfo(): Promise<UserInfo>;
}

export type AuthenticationResult =
  { status: 'noauth' } | { status: 'auth'; userName: string; isSocial: boolean; info?: UserInfo };

/**
 * SPEC §4 'Authentication':
 * 1. the hosted identity-provider session first: its user info makes the user auth and social, named
 *    firstName + the first word of lastName; when that info call fails, the user is still the identity's
 *    (auth, social) and is named by the identity's name attribute (SPEC §3);
 * 2. no identity session: the own user info; foundData makes the user auth and not social;
 * 3. otherwise noauth (also when a call fails).
 */
export async function resolveAuthentication(calls: AuthenticationCalls): Promise<AuthenticationResult> {
  const identity = await calls.identitySession().catch(() => null);
  if (identity) {
    try {
      const info = await calls.socialUserInfo();
      return { status: 'auth', isSocial: true, userName: socialDisplayName(info) || identity.name, info };
    } catch {
      return { status: 'auth', isSocial: true, userName: identity.name };
    }
  }
  const info = await calls.userInfo().catch(() => undefined);
  if (info?.foundData) return { status: 'auth', isSocial: false, userName: socialDisplayName(info), info };
  return { status: 'noauth' };
}
