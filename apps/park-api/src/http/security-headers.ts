/**
 * park-api's own answers (issue 22 §6): every reply Fastify sends — the cart API, the parks API, health,
 * the newsletter redirects, errors and 404s — carries `nosniff`, a Content-Security-Policy that frames
 * nothing and loads nothing, and a Referrer-Policy. One onSend hook for all. An answer that already set
 * its own policy keeps it: the account site's pages (decision 008) send theirs with a style nonce, and
 * the OIDC provider's paths (a hijacked reply, which no hook sees) send the same page headers themselves.
 * The Swagger UI's page under /docs, when enabled, gets a policy that lets its own scripts and styles run.
 */
import type { FastifyInstance } from 'fastify';

/** JSON, redirects, scripts: nothing in them may load, run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Swagger UI: its bundle, its stylesheets and icons from /docs/static, "Try it out" calls to this API. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Its stylesheets, and by hash the one inline style attribute its bundle (swagger-ui 5 in
  // @fastify/swagger-ui 6) writes: the only report Chromium gave loading /docs under this policy.
  "style-src 'self' 'unsafe-hashes' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const DOCS_PREFIX = '/docs';

/** The Swagger UI's page: HTML under /docs (its scripts, styles and the OpenAPI JSON get the API policy). */
function isDocsPage(url: string, contentType: unknown): boolean {
  const path = url.split('?')[0] ?? url;
  const underDocs = path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`);
  return underDocs && typeof contentType === 'string' && contentType.startsWith('text/html');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Content-Security-Policy'))
      reply.header(
        'Content-Security-Policy',
        isDocsPage(request.url, reply.getHeader('content-type')) ? DOCS_CSP : API_CSP,
      );
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'no-referrer');
    if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
    return payload;
  });
}
