/**
 * The site's client of the hosted authentication service, on openid-client: discovery once, then the
 * code + PKCE calls. Browsers are sent to the issuer's public URLs; the site's own calls (discovery,
 * token, user info) go to park-api's internal origin.
 */
import * as oidc from 'openid-client';
import { fetchForVisitor } from '../client-address';
import type { IdentityProviderClient, IdentityTokens } from './identity-provider';

export interface OidcClientOptions {
  /** The issuer as browsers reach it (park-api's public origin). */
  issuer: string;
  /** park-api as this server reaches it; calls to the issuer's origin are sent here. */
  internalOrigin: string;
  clientId: string;
  /** SPEC §7: phone, email, profile, openid and user-admin. */
  scope: string;
}

function tokensOf(
  answer: Awaited<ReturnType<typeof oidc.refreshTokenGrant>>,
  previousIdToken?: string,
): IdentityTokens {
  const claims = answer.claims();
  const idToken = answer.id_token ?? previousIdToken;
  if (!idToken || !claims) throw new Error('the provider answered without an ID token');
  return {
    idToken,
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresIn: answer.expiresIn() ?? 0,
    sub: claims.sub,
    name: typeof claims['name'] === 'string' ? claims['name'] : '',
  };
}

export function createOidcClient(options: OidcClientOptions): IdentityProviderClient {
  const issuer = new URL(options.issuer);
  const internal = new URL(options.internalOrigin);
  const rewrite: oidc.CustomFetch = (url, init) => {
    const target = new URL(url);
    if (target.origin === issuer.origin) {
      target.protocol = internal.protocol;
      target.host = internal.host;
    }
    // Made for one visitor (token, user info): park-api counts that visitor's address, not this server's.
    return fetchForVisitor(target, { ...init, signal: AbortSignal.timeout(8000) } as RequestInit);
  };
  let pending: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    pending ??= oidc
      .discovery(issuer, options.clientId, undefined, oidc.None(), {
        [oidc.customFetch]: rewrite,
        // Plain http only for a local issuer (development, e2e): production issuers are https.
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        // Try again next time instead of caching an outage.
        pending = undefined;
        throw error;
      });
    return pending;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge, language, screen }) {
      return oidc
        .buildAuthorizationUrl(await configuration(), {
          redirect_uri: redirectUri,
          scope: options.scope,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
          state,
          nonce,
          ui_locales: language,
          ...(screen ? { screen_hint: screen } : {}),
        })
        .toString();
    },
    async exchangeCode(callbackUrl, { verifier, state, nonce }) {
      const answer = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      });
      return tokensOf(answer);
    },
    async refresh(refreshToken, previousIdToken) {
      return tokensOf(await oidc.refreshTokenGrant(await configuration(), refreshToken), previousIdToken);
    },
    async userInfo(accessToken, sub) {
      return oidc.fetchUserInfo(await configuration(), accessToken, sub);
    },
    async endSessionUrl({ idTokenHint, postLogoutRedirectUri, language }) {
      return oidc
        .buildEndSessionUrl(await configuration(), {
          id_token_hint: idTokenHint,
          post_logout_redirect_uri: postLogoutRedirectUri,
          ui_locales: language,
        })
        .toString();
    },
  };
}
