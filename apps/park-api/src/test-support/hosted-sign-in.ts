/**
 * A visitor's sign-in on the hosted pages, as the site's server does it (openid-client: discovery, code +
 * PKCE, the account site's sign-in form, the code exchanged): the tokens park-api's provider issues.
 */
import * as oidc from 'openid-client';
import type { ParkApi } from '../app';
import { TEST_AUTH, TEST_SITE_ORIGIN } from './test-app';
import { injectFetch, TestBrowser } from './test-browser';

/** The site's client of the provider, reaching the test app in-process. */
export const oidcTestClient = (app: ParkApi) =>
  oidc.discovery(new URL(TEST_AUTH.issuer), 'park-site', undefined, oidc.None(), {
    [oidc.customFetch]: injectFetch(app),
    execute: [oidc.allowInsecureRequests],
  });

export async function hostedSignIn(
  app: ParkApi,
  credentials: { email: string; password: string },
): Promise<oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers> {
  const config = await oidcTestClient(app);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${TEST_SITE_ORIGIN}/en/auth/`,
    scope: 'openid email phone profile user-admin',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const browser = new TestBrowser(app, TEST_AUTH.issuer);
  const page = await browser.follow(await browser.get(url.toString()));
  const action = /action="([^"]+\/sign-in)"/.exec(page.response.body)?.[1];
  if (!action) throw new Error('no sign-in form');
  const { location } = await browser.follow(await browser.post(action, credentials));
  return oidc.authorizationCodeGrant(config, new URL(location ?? ''), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
  });
}
