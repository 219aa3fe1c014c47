/**
 * The users API on the wire (SPEC §7 'Users API', 'Same-origin calls'): its schemas and types are
 * @parks/contracts' (park-api validates with them, the clients check answers with their checkers).
 */
export { USER_BEARER_HEADER, USER_SESSION_HEADER } from '@parks/contracts/core';
export type { LoginErrorCode, LoginRequest, LoginResponse, UserInfo } from '@parks/contracts/core';

/** The session cookie the site sets from `/user-session/` (HttpOnly, never readable by scripts). */
export const USER_SESSION_COOKIE = 'user_session';
