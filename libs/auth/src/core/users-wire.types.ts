/**
 * The users API on the wire (SPEC §7 'Users API', 'Same-origin calls'); shared by park-api, the site's
 * server and the browser client.
 */

/** `POST {host}/api/v1/login`. */
export interface LoginRequest {
  Username: string;
  Password: string;
}

/** What a successful login answers: the session id the site then posts to `/user-session/`. */
export interface LoginResponse {
  sessionId: string;
  /** ISO date-time the session ends on the server. */
  expiresAt: string;
}

/** The stable error codes of the users API; the site maps them to the messages of SPEC §8. */
export type LoginErrorCode = 'LOGIN_FAILED' | 'RATE_LIMITED';

/** SPEC §3 'User info (from the server)'. */
export interface UserInfo {
  foundData: boolean;
  firstName?: string;
  lastName?: string;
  sId?: string;
  stateIso?: string;
  state?: string;
  countryIso3?: string;
  country?: string;
}

/** The session cookie the site sets from `/user-session/` (HttpOnly, never readable by scripts). */
export const USER_SESSION_COOKIE = 'user_session';
/** park-api's header naming the own session on the site's server-to-server calls. */
export const USER_SESSION_HEADER = 'x-user-session';
