import type { UserInfo } from './users-wire.types';

/** SPEC §3 'userInfo cookie': what the site's analytics read about the visitor. */
export interface UserInfoCookie {
  user_estado: string;
  user_id: string;
  user_pais: string;
  user_login: boolean;
}

const NOT_AVAILABLE = 'n/a';
const lowerOr = (value: string | undefined) => (value?.trim() ? value.trim().toLowerCase() : NOT_AVAILABLE);

/**
 * SPEC §3: user_estado, user_id and user_pais lower-cased with the default 'n/a'; user_login from
 * foundData. The user info gives the state as stateIso or state, the country as countryIso3 or country.
 */
export function userInfoCookie(info: UserInfo | undefined): UserInfoCookie {
  return {
    user_estado: lowerOr(info?.stateIso ?? info?.state),
    user_id: lowerOr(info?.sId),
    user_pais: lowerOr(info?.countryIso3 ?? info?.country),
    user_login: info?.foundData === true,
  };
}
