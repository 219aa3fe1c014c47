/**
 * The hosted sign-in's identity session (SPEC §7 'Hosted authentication service'): the tokens park-api's
 * provider issued, sealed in the HttpOnly identity cookie, and their refresh when the access token is
 * about to expire. The auth routes use it, and so do pages whose server calls park-api for the visitor
 * (issue 20 §1: the account's bookings), so the token never reaches the browser but sealed.
 */
import { parseCookieHeader, serializeCookie } from '@parks/site/core';
import type { HostedAccess } from '../../app/server-only/app-services';
import { authCookieNames } from './auth-cookies.server';
import type { IdentityProviderClient, IdentityTokens } from './identity-provider';
import { createSealer } from './sealed-cookie.server';

export interface IdentitySession {
  sub: string;
  name: string;
  idToken: string;
  accessToken: string;
  refreshToken?: string;
  /** Epoch seconds the access token expires. */
  expiresAt: number;
}

export const IDENTITY_SECONDS = 30 * 24 * 3600;
const REFRESH_SHARED_MS = 60_000;

export interface IdentitySessions {
  read(cookieHeader: string | null | undefined): IdentitySession | undefined;
  seal(identity: IdentitySession): string;
  /** The identity with a live access token, refreshed when about to expire (`refreshed`: seal it again). */
  live(
    cookieHeader: string | null | undefined,
  ): Promise<{ identity: IdentitySession; refreshed: boolean } | undefined>;
  /** For a page's server: the live access token and, when it was refreshed, the cookie that keeps it. */
  hostedAccess(cookieHeader: string | null): Promise<HostedAccess | null>;
}

export function createIdentitySessions(options: {
  secret: string;
  secure: boolean;
  provider: IdentityProviderClient;
}): IdentitySessions {
  const sealer = createSealer(options.secret, 'identity-session');
  const name = authCookieNames(options.secure).identity;
  // A refresh token is good once (the provider rotates it, and a reused one ends the grant): requests
  // that still carry the same old cookie (a form's action and the page's loader, pages opened at once)
  // share the one refresh for a minute instead of each spending the token.
  const refreshes = new Map<string, { at: number; tokens: Promise<IdentityTokens> }>();
  function refreshOnce(refreshToken: string, idToken: string): Promise<IdentityTokens> {
    const now = Date.now();
    for (const [key, entry] of refreshes) if (now - entry.at > REFRESH_SHARED_MS) refreshes.delete(key);
    const shared = refreshes.get(refreshToken);
    if (shared) return shared.tokens;
    const tokens = options.provider.refresh(refreshToken, idToken);
    refreshes.set(refreshToken, { at: now, tokens });
    // A failed refresh is not kept: the next request may try again.
    tokens.catch(() => refreshes.delete(refreshToken));
    return tokens;
  }

  const sessions: IdentitySessions = {
    read: (cookieHeader) => sealer.open<IdentitySession>(parseCookieHeader(cookieHeader)[name]),
    seal: (identity) => sealer.seal(identity),
    async live(cookieHeader) {
      const identity = sessions.read(cookieHeader);
      if (!identity) return undefined;
      if (identity.expiresAt - 30 > Date.now() / 1000) return { identity, refreshed: false };
      if (!identity.refreshToken) return undefined;
      const tokens = await refreshOnce(identity.refreshToken, identity.idToken);
      return {
        identity: {
          ...identity,
          idToken: tokens.idToken,
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken ?? identity.refreshToken,
          expiresAt: Math.floor(Date.now() / 1000) + tokens.expiresIn,
        },
        refreshed: true,
      };
    },
    async hostedAccess(cookieHeader) {
      try {
        const live = await sessions.live(cookieHeader);
        if (!live) return null;
        return {
          accessToken: live.identity.accessToken,
          ...(live.refreshed
            ? {
                setCookie: serializeCookie(name, sealer.seal(live.identity), {
                  maxAge: IDENTITY_SECONDS,
                  httpOnly: true,
                  secure: options.secure,
                }),
              }
            : {}),
        };
      } catch {
        // The provider refused the refresh (signed out there) or is unreachable: no hosted sign-in now.
        return null;
      }
    },
  };
  return sessions;
}
