/**
 * SPEC §7 "Cart API": every call carries `Authorization: Bearer <token>`, `PrefixProject` and
 * `SiteCode: XS`. Checked before schema validation so a missing header answers 400/401 with its own code.
 */
import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from './api-error';
import { verifyCartToken } from './cart-token';

export const SITE_CODE = 'XS';
const PREFIX_PROJECT = /^[A-Za-z0-9_-]{1,32}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The site headers every /xapi call needs, the token call included. */
export function checkSiteHeaders(request: FastifyRequest): void {
  if (header(request, 'sitecode') !== SITE_CODE)
    throw new ApiHttpError('SITE_CODE_INVALID', `Header SiteCode must be ${SITE_CODE}`);
  if (!PREFIX_PROJECT.test(header(request, 'prefixproject') ?? '')) {
    throw new ApiHttpError(
      'PREFIX_PROJECT_REQUIRED',
      'Header PrefixProject is required (1-32 letters, digits, _ or -)',
    );
  }
}

export function checkBearer(request: FastifyRequest, secret: string, now: Date): void {
  const authorization = header(request, 'authorization');
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  if (!match?.[1])
    throw new ApiHttpError(
      'UNAUTHORIZED',
      'Header Authorization: Bearer <token> is required (POST /xapi/token)',
    );
  const check = verifyCartToken(match[1], secret, now);
  if (!check.ok)
    throw new ApiHttpError(
      check.reason,
      check.reason === 'TOKEN_EXPIRED' ? 'The token has expired' : 'The token is not valid',
    );
}
