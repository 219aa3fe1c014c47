import type { RequestHandler } from 'express';

/**
 * Headers every response carries. The Content-Security-Policy with per-request nonces is issue 10;
 * these are the ones that cost nothing and break nothing.
 */
export function securityHeaders(options: { hsts: boolean }): RequestHandler {
  return (_request, response, next) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.hsts) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
