/**
 * The access tokens park-api's own OIDC provider issued (oidc-provider.ts), checked for a call of the
 * site's server on behalf of a visitor signed in on the hosted pages (issue 20 §1: the account's bookings).
 * The tokens are opaque: only the provider's storage knows them, so a token is good when the provider
 * finds it there (an unknown or forged value is not), unexpired, for a registered client, with the grant it
 * came from still alive (signing out revokes it) and for the same account, and with no audience other than
 * this issuer (the provider issues the sites' tokens for its own user info, without an audience).
 */
import type Provider from 'oidc-provider';

/** The account (`sub`) a hosted access token stands for, or undefined when park-api did not issue it. */
export type HostedAccountOf = (accessToken: string) => Promise<string | undefined>;

/** The provider's opaque token values: 43 URL-safe characters by default; anything else is not one. */
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export function hostedAccountOf(provider: Provider): HostedAccountOf {
  return async (accessToken) => {
    if (!TOKEN.test(accessToken)) return undefined;
    // find() checks the stored payload's expiry (and the storage drops expired rows).
    const token = await provider.AccessToken.find(accessToken);
    if (!token || token.isExpired || !token.accountId || !token.clientId || !token.grantId) return undefined;
    const audiences = [token.aud ?? []].flat();
    if (audiences.some((audience) => audience !== provider.issuer)) return undefined;
    if (!token.scopes.has('openid') || !token.scopes.has('email')) return undefined;
    const client = await provider.Client.find(token.clientId);
    if (!client) return undefined;
    const grant = await provider.Grant.find(token.grantId);
    if (!grant || grant.accountId !== token.accountId || grant.clientId !== token.clientId) return undefined;
    return token.accountId;
  };
}
