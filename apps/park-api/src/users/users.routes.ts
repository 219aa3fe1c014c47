/**
 * The users API (SPEC §7 'Users API', base /api/v1): `POST /login {Username, Password}` opens an own
 * session; the site's server reads the user info and closes the session with the session id in a header.
 * Limited per account (failed tries) and per IP (all tries): 429 with Retry-After. One answer for every
 * failure (unknown e-mail, wrong password, unconfirmed account), so no message tells who has an account.
 */
import {
  LoginErrorSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  USER_SESSION_HEADER,
  UserInfoSchema,
  UserSessionHeadersSchema,
  type UserInfo,
} from '@parks/contracts';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { API_V1_BASE } from '../http/parks-api-guard';
import { authenticate, type User } from './account.service';
import { admitLoginTry, recordLoginFailure } from './login-throttle';
import { closeUserSession, openUserSession, userOfSession } from './user-session';

/** SPEC §3 'User info' of an account; state and country are left out when the customer never gave them. */
export function userInfoOf(user: User): UserInfo {
  return {
    foundData: true,
    firstName: user.firstName,
    lastName: user.lastName,
    sId: user.id,
    ...(user.stateIso ? { stateIso: user.stateIso, state: user.stateIso } : {}),
    ...(user.countryIso3 ? { countryIso3: user.countryIso3, country: user.countryIso3 } : {}),
  };
}

export function usersRoutes(app: ApiApp, { db, config, now }: RouteDeps): void {
  app.post(
    `${API_V1_BASE}/login`,
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in with e-mail and password; answers the own session id',
        body: LoginRequestSchema,
        response: {
          200: LoginResponseSchema,
          401: LoginErrorSchema,
          429: LoginErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { Username, Password } = request.body;
      const verdict = await admitLoginTry(db, config.auth, request.ip, Username, now());
      if (!verdict.allowed)
        return reply
          .code(429)
          .header('Retry-After', String(verdict.retryAfterSeconds))
          .send({ code: 'RATE_LIMITED', message: 'Too many sign-in tries; try again later' });
      const user = await authenticate(db, Username, Password);
      if (!user) {
        await recordLoginFailure(db, config.auth, Username, now());
        return reply
          .code(401)
          .send({ code: 'LOGIN_FAILED', message: 'The email or password entered is incorrect' });
      }
      const session = await openUserSession(db, user.id, config.auth.sessionTtlSeconds, now());
      reply.header('Cache-Control', 'no-store');
      return { sessionId: session.sessionId, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.get(
    `${API_V1_BASE}/users/me`,
    {
      schema: {
        tags: ['users'],
        summary: "The own session's user info (SPEC §3); foundData false when the session is unknown",
        headers: UserSessionHeadersSchema,
        response: { 200: UserInfoSchema },
      },
    },
    async (request, reply) => {
      const user = await userOfSession(db, request.headers[USER_SESSION_HEADER], now());
      reply.header('Cache-Control', 'no-store');
      return user ? userInfoOf(user) : ({ foundData: false } satisfies UserInfo);
    },
  );

  app.post(
    `${API_V1_BASE}/users/logout`,
    {
      schema: { tags: ['users'], summary: 'Closes the own session', headers: UserSessionHeadersSchema },
    },
    async (request, reply) => {
      await closeUserSession(db, request.headers[USER_SESSION_HEADER]);
      return reply.code(204).send();
    },
  );
}
