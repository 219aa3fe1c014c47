/** What the site's auth routes need from the hosted authentication service (oidc-client.server.ts). */
export interface IdentityTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
  /** Seconds the access token lives. */
  expiresIn: number;
  sub: string;
  /** The identity's name attribute (SPEC §3: the fallback display name). */
  name: string;
}

export interface IdentityProviderClient {
  authorizationUrl(request: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
    language: 'es' | 'en';
    /** Opens the hosted pages on registration or password recovery instead of sign-in. */
    screen?: 'register' | 'forgot';
  }): Promise<string>;
  /** Checks state, nonce and the issuer, and redeems the code with the PKCE verifier. */
  exchangeCode(
    callbackUrl: URL,
    checks: { verifier: string; state: string; nonce: string },
  ): Promise<IdentityTokens>;
  refresh(refreshToken: string, previousIdToken: string): Promise<IdentityTokens>;
  userInfo(accessToken: string, sub: string): Promise<Record<string, unknown>>;
  endSessionUrl(request: {
    idTokenHint: string;
    postLogoutRedirectUri: string;
    language: 'es' | 'en';
  }): Promise<string>;
}
