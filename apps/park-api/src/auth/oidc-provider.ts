/**
 * The hosted authentication service (SPEC §7 'Hosted authentication service', ARCHITECTURE: /oauth2/...):
 * an OpenID Connect provider (oidc-provider) for the group's sites. Authorization code with PKCE S256
 * only, exact redirect URIs, the scopes phone email profile openid user-admin, refresh tokens, and
 * the /logout redirect. Sign-in itself happens on the account site pages (account.routes.ts).
 */
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AuthConfig } from '../config/app-config';
import type { Db } from '../db/database';
import { findUserById } from '../users/account.service';
import { accountPage, escapeHtml } from './account-page';
import { accountPageSecurity, rememberedNonce } from './account-page-security';
import { ACCOUNT_TEXTS, accountLanguage } from './account-texts';
import { createOidcAdapter } from './oidc-adapter';

export const OIDC_ROUTES = {
  authorization: '/oauth2/authorize',
  token: '/oauth2/token',
  userinfo: '/oauth2/userInfo',
  jwks: '/oauth2/jwks',
  revocation: '/oauth2/revoke',
  end_session: '/logout',
} as const;

/** SPEC §7: the scopes the sites ask for. `user-admin` releases the account's country and state. */
export const OIDC_SCOPES = ['openid', 'email', 'phone', 'profile', 'user-admin'];

export const interactionPath = (uid: string) => `/account/interaction/${uid}`;

function pageLanguage(ctx: KoaContextWithOIDC) {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined;
  const uiLocales = typeof params?.['ui_locales'] === 'string' ? params['ui_locales'] : undefined;
  return accountLanguage(uiLocales, ctx.query['lang'] as string | undefined, ctx.get('accept-language'));
}

/**
 * The nonce of a page the provider renders: the one oidc.routes.ts drew (and sent the headers of) for
 * this request, or, for a request that did not come through it, a new one sent here.
 */
function pageNonce(ctx: KoaContextWithOIDC, config: AuthConfig): string {
  const remembered = rememberedNonce(ctx.req);
  if (remembered) return remembered;
  const security = accountPageSecurity(config);
  ctx.set(security.headers);
  return security.nonce;
}

/**
 * Whether a site sent the visitor here after its own 'Sign out': the provider has already validated the
 * id_token_hint (a token only that site holds for this visitor) and the registered return page. Then
 * asking again would leave the visitor on this page instead of the site's auth return page (SPEC §4
 * 'Authentication'); a bare /logout link from anywhere else still asks.
 */
function siteAskedToSignOut(ctx: KoaContextWithOIDC): boolean {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined;
  return (
    typeof params?.['id_token_hint'] === 'string' && typeof params['post_logout_redirect_uri'] === 'string'
  );
}

/**
 * Confirms the sign-out the site asked for at once: the page's one script (allowed by its nonce, the
 * account pages carry none otherwise) posts the provider's form with logout=yes. Without scripts the
 * visitor still has the buttons.
 */
function signOutAtOnce(ctx: KoaContextWithOIDC, nonce: string): string {
  const policy = String(ctx.response.get('Content-Security-Policy') || '');
  ctx.set('Content-Security-Policy', `${policy}; script-src 'nonce-${nonce}'`);
  return `<script nonce="${escapeHtml(nonce)}">
(function () {
  var form = document.getElementById('op.logoutForm');
  var logout = document.createElement('input');
  logout.type = 'hidden';
  logout.name = 'logout';
  logout.value = 'yes';
  form.appendChild(logout);
  form.submit();
})();
</script>`;
}

export function createOidcProvider(db: Db, config: AuthConfig): Provider {
  const configuration: Configuration = {
    adapter: createOidcAdapter(db),
    clients: config.clients.map((client) => ({
      client_id: client.clientId,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code', 'refresh_token'],
      // A public client: the SPEC's token call carries no secret, so PKCE is what binds the code.
      token_endpoint_auth_method: 'none',
    })),
    responseTypes: ['code'],
    pkce: { required: () => true },
    cookies: { keys: config.cookieKeys },
    // Always the configured keys: without `jwks` the provider would sign with its published development key.
    jwks: config.signingKeys as Configuration['jwks'],
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale'],
      'user-admin': ['country', 'state'],
    },
    // The ID token carries the profile claims, so a site can name the user without another call.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.email,
          email_verified: !!user.emailVerifiedAt,
          name: `${user.firstName} ${user.lastName}`.trim(),
          given_name: user.firstName,
          family_name: user.lastName,
          locale: user.language,
          country: user.countryIso3 ?? undefined,
          state: user.stateIso ?? undefined,
        }),
      };
    },
    // Refresh tokens without offline_access: the sites keep the visitor signed in while the session lives.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: async (_ctx, interaction) => interactionPath(interaction.uid) },
    // A site may open the hosted pages on registration or password recovery (issue 18 §3: the login form's links).
    extraParams: ['screen_hint'],
    routes: OIDC_ROUTES,
    // Discovery advertises only what is wired (issue 22 §6): the one client is public, so no secret or
    // key-based client authentication; pushed authorization requests (oidc-provider 9 turns them on, at a
    // /request path nothing mounts) and DPoP are off: the sites use neither.
    clientAuthMethods: ['none'],
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const texts = ACCOUNT_TEXTS[pageLanguage(ctx)];
          const nonce = pageNonce(ctx, config);
          ctx.type = 'html';
          ctx.body = accountPage({
            nonce,
            language: pageLanguage(ctx),
            title: texts.signOutTitle,
            siteName: texts.siteName,
            body: `<p>${escapeHtml(texts.signOutIntro)}</p>${form}
<p><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(texts.signOut)}</button></p>
<p><button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(texts.stay)}</button></p>${
              siteAskedToSignOut(ctx) ? signOutAtOnce(ctx, nonce) : ''
            }`,
          });
        },
        async postLogoutSuccessSource(ctx) {
          const texts = ACCOUNT_TEXTS[pageLanguage(ctx)];
          ctx.type = 'html';
          ctx.body = accountPage({
            nonce: pageNonce(ctx, config),
            language: pageLanguage(ctx),
            title: texts.signOutTitle,
            siteName: texts.siteName,
            notice: texts.signedOut,
            body: '',
          });
        },
      },
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      RefreshToken: 30 * 24 * 60 * 60,
      Session: 30 * 24 * 60 * 60,
      Grant: 30 * 24 * 60 * 60,
    },
    async renderError(ctx, out) {
      const texts = ACCOUNT_TEXTS[pageLanguage(ctx)];
      ctx.type = 'html';
      ctx.body = accountPage({
        nonce: pageNonce(ctx, config),
        language: pageLanguage(ctx),
        title: texts.errorTitle,
        siteName: texts.siteName,
        alert: out.error_description ?? out.error,
        body: '',
      });
    },
  };
  const provider = new Provider(config.issuer, configuration);
  // Behind a load balancer the scheme comes from X-Forwarded-Proto (secure cookies on https).
  provider.proxy = true;
  return provider;
}
