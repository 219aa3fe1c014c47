/**
 * The response headers of the account site's HTML (the sign-in, sign-up, recovery, sign-out and error
 * pages, whether park-api's own routes or the OIDC provider render them): issue 10 §3 on every HTML answer.
 *
 * The pages carry no script at all, so `default-src 'none'` leaves scripts with nothing to run; their one
 * inline stylesheet runs by a nonce drawn for each response. Forms post to park-api itself, and the
 * provider then redirects to the site's auth return pages: `form-action` names those origins too, since
 * browsers apply it to the redirect that follows a form.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuthConfig } from '../config/app-config';

export interface AccountPageSecurity {
  /** The nonce the page's `<style>` carries. */
  nonce: string;
  headers: Record<string, string>;
}

/** The site origins the provider may send a visitor back to, from its clients' return pages. */
export function returnOrigins(config: Pick<AuthConfig, 'clients'>): string[] {
  const uris = config.clients.flatMap((client) => [...client.redirectUris, ...client.postLogoutRedirectUris]);
  return [...new Set(uris.map((uri) => new URL(uri).origin))];
}

export function accountPageSecurity(config: Pick<AuthConfig, 'clients' | 'issuer'>): AccountPageSecurity {
  const nonce = randomBytes(16).toString('base64');
  const headers: Record<string, string> = {
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      "img-src 'self'",
      `form-action 'self' ${returnOrigins(config).join(' ')}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    // The pages' addresses hold the pending interaction's id: no page is told where a visitor came from.
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
  if (config.issuer.startsWith('https:'))
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return { nonce, headers };
}

const nonces = new WeakMap<IncomingMessage, string>();

/** The provider renders its pages deep inside its own handler: the route leaves the nonce on the request. */
export function rememberNonce(request: IncomingMessage, nonce: string): void {
  nonces.set(request, nonce);
}

export function rememberedNonce(request: IncomingMessage): string | undefined {
  return nonces.get(request);
}
