/**
 * Mounts the OIDC provider (a Koa app) in Fastify: its paths are handed the raw request untouched
 * (no Fastify body parsing in this scope, the provider reads its own form bodies) and the reply is hijacked.
 */
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { AuthConfig } from '../config/app-config';
import { accountPageSecurity, rememberNonce } from './account-page-security';
import { OIDC_ROUTES } from './oidc-provider';

export function oidcRoutes(app: FastifyInstance, provider: Provider, config: AuthConfig): void {
  const handle = provider.callback();
  // The provider builds its endpoint URLs from the request: pin them to the issuer, so a site's server
  // that reaches this API on an internal address still learns the public endpoints browsers use.
  const issuer = new URL(provider.issuer);
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const paths = [
      '/.well-known/openid-configuration',
      ...Object.values(OIDC_ROUTES),
      // The authorization resumes at /oauth2/authorize/{uid} after the account site's pages.
      `${OIDC_ROUTES.authorization}/*`,
      // The logout confirmation posts to /logout/confirm and lands on /logout/success.
      `${OIDC_ROUTES.end_session}/*`,
    ];
    for (const url of paths)
      scope.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url,
        schema: { hide: true },
        handler: async (request, reply) => {
          reply.hijack();
          // The provider may answer with a page (sign-out, an error): its headers and its style's nonce.
          const security = accountPageSecurity(config);
          for (const [name, value] of Object.entries(security.headers)) reply.raw.setHeader(name, value);
          rememberNonce(request.raw, security.nonce);
          request.raw.headers.host = issuer.host;
          request.raw.headers['x-forwarded-host'] = issuer.host;
          request.raw.headers['x-forwarded-proto'] = issuer.protocol.replace(':', '');
          // The provider (proxy mode) reads the leftmost X-Forwarded-For entry: give it the one address
          // Fastify resolved through TRUSTED_PROXIES, never a hop the visitor wrote (issue 22 §3).
          request.raw.headers['x-forwarded-for'] = request.ip;
          await handle(request.raw, reply.raw);
        },
      });
  });
}
