/**
 * The site's same-origin auth endpoints (SPEC §7 'Same-origin calls') and the server half of the hosted
 * sign-in (SPEC §7 'Hosted authentication service'):
 *
 * - GET  /auth/sign-in/?lang=   starts the code + PKCE flow: state, nonce and verifier sealed in an
 *                               HttpOnly cookie, then off to the issuer's authorize endpoint.
 * - GET  /es/auth/, /en/auth/   with ?code: the code is exchanged here, on the server, so no token is
 *                               ever readable by page scripts; then back to the page of GET /redirect/.
 * - GET  /auth/identity/        whether an identity-provider session exists, and its name (no tokens).
 * - GET  /user-info-social/     the user info of the identity session (SPEC §3 fields).
 * - POST /user-session/         {sessionId, remember}: the own session cookie.
 * - GET  /user-info/            the own session's user info (foundData…).
 * - POST /user-logout/          closes both sessions; answers the hosted /logout URL when there was one.
 * - POST /redirect/, GET /redirect/   remember the page ('/' as 'sl4sh') and go back to it.
 *
 * Every POST must come from the site's own origin and stay small: siteRequestGuard (request-guard.ts),
 * mounted once in front of all of the site's endpoints, sees to both.
 */
import { createHash, randomBytes } from 'node:crypto';
import express, { type Request, type Response, Router } from 'express';
import { USER_SESSION_HEADER, type UserInfo } from '@parks/auth/core';
import { authReturnPath } from '@parks/i18n/core';
import { hostNamePath, parseCookieHeader } from '@parks/site/core';
import { visitorAddressOf } from '../client-address';
import { SITE_BODY_LIMIT_BYTES } from '../request-guard';
import { authCookieNames, clearAuthCookie, setAuthCookie } from './auth-cookies.server';
import type { IdentityProviderClient } from './identity-provider';
import { decodeRoute } from './redirect-route';
import {
  createIdentitySessions,
  IDENTITY_SECONDS,
  type IdentitySession,
  type IdentitySessions,
} from './identity-session.server';
import { createSealer } from './sealed-cookie.server';

export interface AuthRoutesOptions {
  /** This site's public origin (the redirect URIs hang from it). */
  siteOrigin: string;
  /** park-api as this server reaches it (users API). */
  apiOrigin: string;
  /** The hosted authentication service. */
  identityProvider: IdentityProviderClient;
  /** Seals the auth cookies; production sets SITE_SESSION_SECRET. */
  secret: string;
  /** The identity sessions the pages' servers share (one refresh per token); made here when absent. */
  identities?: IdentitySessions;
}

interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

const FLOW_SECONDS = 10 * 60;
const REMEMBER_SECONDS = 30 * 24 * 3600;

const randomToken = () => randomBytes(32).toString('base64url');
const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function authRoutes(options: AuthRoutesOptions): Router {
  const router = Router();
  const secure = options.siteOrigin.startsWith('https:');
  const names = authCookieNames(secure);
  const flowSealer = createSealer(options.secret, 'auth-flow');
  const identities =
    options.identities ??
    createIdentitySessions({
      secret: options.secret,
      secure,
      provider: options.identityProvider,
    });
  const site = new URL(options.siteOrigin);
  const provider = options.identityProvider;
  // The guard has refused anything larger already; the parser's own limit only backs it up.
  const json = express.json({ limit: SITE_BODY_LIMIT_BYTES });

  const cookiesOf = (request: Request) => parseCookieHeader(request.headers.cookie);

  function readIdentity(request: Request): IdentitySession | undefined {
    return identities.read(request.headers.cookie);
  }

  function writeIdentity(response: Response, identity: IdentitySession) {
    setAuthCookie(response, secure, names.identity, identities.seal(identity), IDENTITY_SECONDS);
  }

  /** The identity with a live access token, refreshed (and re-sealed) when it is about to expire. */
  async function liveIdentity(request: Request, response: Response): Promise<IdentitySession | undefined> {
    const live = await identities.live(request.headers.cookie);
    if (live?.refreshed) writeIdentity(response, live.identity);
    return live?.identity;
  }

  async function usersApi(request: Request, path: string, sessionId: string, method: 'GET' | 'POST') {
    return fetch(`${options.apiOrigin}/api/v1${path}`, {
      method,
      headers: {
        HostNamePath: hostNamePath(site.host, '/user-info/'),
        [USER_SESSION_HEADER]: sessionId,
        'X-Forwarded-For': visitorAddressOf(request),
      },
      signal: AbortSignal.timeout(5000),
    });
  }

  router.get('/auth/sign-in/', async (request, response, next) => {
    try {
      const language = request.query['lang'] === 'en' ? 'en' : 'es';
      // The login form's register and forgot-password links open the hosted pages there (issue 18 §3).
      const screen =
        request.query['screen'] === 'register' || request.query['screen'] === 'forgot'
          ? request.query['screen']
          : undefined;
      const pending: PendingSignIn = {
        state: randomToken(),
        nonce: randomToken(),
        verifier: randomToken(),
        redirectUri: `${site.origin}${authReturnPath(`/${language}/`)}`,
      };
      const url = await provider.authorizationUrl({
        redirectUri: pending.redirectUri,
        state: pending.state,
        nonce: pending.nonce,
        codeChallenge: pkceChallenge(pending.verifier),
        language,
        screen,
      });
      setAuthCookie(response, secure, names.flow, flowSealer.seal(pending), FLOW_SECONDS);
      response.setHeader('Cache-Control', 'no-store');
      response.redirect(303, url);
    } catch (error) {
      next(error);
    }
  });

  // The auth return page: only a callback (code or error) is handled here; the page itself renders in React.
  router.get(['/es/auth/', '/en/auth/'], async (request, response, next) => {
    if (request.query['code'] === undefined && request.query['error'] === undefined) return next();
    const pending = flowSealer.open<PendingSignIn>(cookiesOf(request)[names.flow]);
    clearAuthCookie(response, secure, names.flow);
    response.setHeader('Cache-Control', 'no-store');
    const page = request.path;
    if (!pending || request.query['error'] !== undefined)
      return response.redirect(303, `${page}?signin=failed`);
    try {
      const tokens = await provider.exchangeCode(new URL(request.originalUrl, site.origin), pending);
      writeIdentity(response, {
        sub: tokens.sub,
        name: tokens.name,
        idToken: tokens.idToken,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresAt: Math.floor(Date.now() / 1000) + tokens.expiresIn,
      });
      return response.redirect(303, '/redirect/');
    } catch {
      // Wrong state, replayed code, expired flow…: nothing is signed in.
      return response.redirect(303, `${page}?signin=failed`);
    }
  });

  router.get('/auth/identity/', (request, response) => {
    const identity = readIdentity(request);
    response.setHeader('Cache-Control', 'no-store');
    response.json({ identity: identity ? { name: identity.name, sub: identity.sub } : null });
  });

  router.get('/user-info-social/', async (request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    try {
      const identity = await liveIdentity(request, response);
      if (!identity)
        return response.status(401).json({ code: 'NO_IDENTITY', message: 'User is not authenticated' });
      // SPEC §7 sends the id token in `authorization`; when a caller does, it must be this session's.
      const header = request.headers.authorization?.replace(/^Bearer\s+/i, '');
      if (header && header !== identity.idToken)
        return response.status(401).json({ code: 'NO_IDENTITY', message: 'User is not authenticated' });
      const claims = await provider.userInfo(identity.accessToken, identity.sub);
      const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
      const info: UserInfo = {
        foundData: true,
        firstName: text(claims['given_name']),
        lastName: text(claims['family_name']),
        sId: identity.sub,
        stateIso: text(claims['state']),
        countryIso3: text(claims['country']),
      };
      return response.json(info);
    } catch {
      return response.status(502).json({ code: 'USER_INFO_UNAVAILABLE', message: 'Network error' });
    }
  });

  router.post('/user-session/', json, async (request, response) => {
    const body = (request.body ?? {}) as { sessionId?: unknown; remember?: unknown };
    if (typeof body.sessionId !== 'string' || !/^[A-Za-z0-9_-]{20,128}$/.test(body.sessionId))
      return response.status(400).json({ code: 'VALIDATION_ERROR', message: 'sessionId is required' });
    try {
      // Only a session park-api knows becomes a cookie.
      const answer = await usersApi(request, '/users/me', body.sessionId, 'GET');
      const info = (await answer.json()) as UserInfo;
      if (!answer.ok || !info.foundData)
        return response.status(401).json({ code: 'SESSION_UNKNOWN', message: 'User is not authenticated' });
    } catch {
      return response.status(502).json({ code: 'UPSTREAM_UNAVAILABLE', message: 'Network error' });
    }
    setAuthCookie(
      response,
      secure,
      names.userSession,
      body.sessionId,
      body.remember === true ? REMEMBER_SECONDS : undefined,
    );
    return response.status(204).end();
  });

  router.get('/user-info/', async (request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    const sessionId = cookiesOf(request)[names.userSession];
    if (!sessionId) return response.json({ foundData: false } satisfies UserInfo);
    try {
      const answer = await usersApi(request, '/users/me', sessionId, 'GET');
      return response.status(answer.ok ? 200 : 502).json(await answer.json());
    } catch {
      return response.status(502).json({ code: 'UPSTREAM_UNAVAILABLE', message: 'Network error' });
    }
  });

  router.post('/user-logout/', json, async (request, response) => {
    const cookies = cookiesOf(request);
    const sessionId = cookies[names.userSession];
    if (sessionId) await usersApi(request, '/users/logout', sessionId, 'POST').catch(() => undefined);
    clearAuthCookie(response, secure, names.userSession);
    const identity = readIdentity(request);
    clearAuthCookie(response, secure, names.identity);
    response.setHeader('Cache-Control', 'no-store');
    if (!identity) return response.json({});
    const language = (request.body as { language?: unknown } | undefined)?.language === 'en' ? 'en' : 'es';
    try {
      const hostedLogoutUrl = await provider.endSessionUrl({
        idTokenHint: identity.idToken,
        postLogoutRedirectUri: `${site.origin}${authReturnPath(`/${language}/`)}`,
        language,
      });
      return response.json({ hostedLogoutUrl });
    } catch {
      return response.json({});
    }
  });

  router.post('/redirect/', json, (request, response) => {
    const path = decodeRoute((request.body as { route?: unknown } | undefined)?.route);
    if (!path)
      return response
        .status(400)
        .json({ code: 'VALIDATION_ERROR', message: 'route must be a path of this site' });
    setAuthCookie(response, secure, names.redirect, path, FLOW_SECONDS);
    return response.status(204).end();
  });

  router.get('/redirect/', (request, response) => {
    const path = decodeRoute(cookiesOf(request)[names.redirect]?.replaceAll('/', 'sl4sh')) ?? '/';
    clearAuthCookie(response, secure, names.redirect);
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(303, path);
  });

  return router;
}
