/**
 * The users API on the wire (SPEC §7 'Users API', base /api/v1): park-api validates and serialises with
 * these schemas and builds its OpenAPI from them; the site's clients check the answers with their compiled
 * checkers (checks/). @parks/auth/core re-exports the types.
 */
import { Type, type Static } from 'typebox';

/** Body of `POST /api/v1/login`. */
export const LoginRequestSchema = Type.Object({
  Username: Type.String({ minLength: 1, maxLength: 320 }),
  Password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** What a successful login answers: the session id the site then posts to `/user-session/`. */
export const LoginResponseSchema = Type.Object({
  sessionId: Type.String(),
  /** ISO date-time the session ends on the server. */
  expiresAt: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** The stable error codes of the users API; the site maps them to the messages of SPEC §8. */
export const LoginErrorCodeSchema = Type.Union([Type.Literal('LOGIN_FAILED'), Type.Literal('RATE_LIMITED')]);
export type LoginErrorCode = Static<typeof LoginErrorCodeSchema>;

/** A refused login (401) or too many tries (429, with Retry-After). */
export const LoginErrorSchema = Type.Object({ code: LoginErrorCodeSchema, message: Type.String() });
export type LoginError = Static<typeof LoginErrorSchema>;

/** SPEC §3 'User info (from the server)': `GET /api/v1/users/me`, and the site's `/user-info/`. */
export const UserInfoSchema = Type.Object({
  foundData: Type.Boolean(),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  sId: Type.Optional(Type.String()),
  stateIso: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  countryIso3: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
});
export type UserInfo = Static<typeof UserInfoSchema>;

/** park-api's header naming the own session on the site's server-to-server calls. */
export const USER_SESSION_HEADER = 'x-user-session';

/**
 * park-api's header carrying, on the site's server-to-server calls, `Bearer {access token}` that park-api's
 * own OIDC provider issued to a visitor signed in on the hosted pages (issue 20 §1: the account's
 * bookings). Not `Authorization`: that carries the site's own /xapi token.
 */
export const USER_BEARER_HEADER = 'x-user-authorization';

/** The headers of `GET /api/v1/users/me` and `POST /api/v1/users/logout`: the own session. */
export const UserSessionHeadersSchema = Type.Object({
  [USER_SESSION_HEADER]: Type.String({ minLength: 20, maxLength: 128 }),
});
