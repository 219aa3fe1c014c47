import type { RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import { contentSecurityPolicy } from './content-security-policy';
import type { DocumentKind } from './document-kinds';

export interface SecurityHeadersOptions {
  /** Strict-Transport-Security and upgrade-insecure-requests: only when the site is served over https. */
  https: boolean;
  /** Origins besides this one that the site's forms post to (the newsletter service). */
  formActionOrigins: readonly string[];
  /** Kinds of document that extend the base policy (the checkout pages, AMP pages…); first match wins. */
  documentKinds: readonly DocumentKind[];
}

/** Where the request's CSP nonce waits for the render (`getLoadContext` hands it to React Router). */
export const CSP_NONCE_LOCAL = 'cspNonce';

/**
 * Headers every response carries, with a fresh Content-Security-Policy nonce per request (issue 10 §3,
 * decision 008). The policy is sent on every response, not only on documents: on JSON, scripts or images
 * it costs nothing, and no response the browser might render as a document is left without it.
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  return (request, response, next) => {
    const nonce = randomBytes(16).toString('base64');
    response.locals[CSP_NONCE_LOCAL] = nonce;
    const kind = options.documentKinds.find((candidate) => candidate.matches(request.path));
    response.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy({
        nonce,
        ...kind?.policy,
        formActionOrigins: options.formActionOrigins,
        upgradeInsecureRequests: options.https,
      }),
    );
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Older browsers ignore frame-ancestors; both say "never in a frame".
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.https) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
