/**
 * The search service's tokens. The bearer token is the cart API's kind of signed token with its own
 * subject and secret (SEARCH_TOKEN_SECRET): neither API accepts the other's. The attribution token signs a
 * search's queryId, so an analytics event can only point at a search this API really answered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SEARCH_SERVICE_SEGMENT } from '@parks/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/api-error';
import { issueCartToken, verifyCartToken, type TokenCheck } from '../http/cart-token';

const SUBJECT = `${SEARCH_SERVICE_SEGMENT}-search`;

export function issueSearchToken(secret: string, ttlSeconds: number, now: Date): string {
  return issueCartToken(secret, ttlSeconds, now, SUBJECT);
}

export function verifySearchToken(token: string, secret: string, now: Date): TokenCheck {
  return verifyCartToken(token, secret, now, SUBJECT);
}

export function checkSearchBearer(request: FastifyRequest, secret: string, now: Date): void {
  const authorization = request.headers.authorization;
  const match = /^Bearer (\S+)$/.exec(typeof authorization === 'string' ? authorization : '');
  if (!match?.[1])
    throw new ApiHttpError(
      'UNAUTHORIZED',
      `Header Authorization: Bearer <token> is required (POST /api/v1/${SEARCH_SERVICE_SEGMENT}/token)`,
    );
  const check = verifySearchToken(match[1], secret, now);
  if (!check.ok)
    throw new ApiHttpError(
      check.reason,
      check.reason === 'TOKEN_EXPIRED' ? 'The search token has expired' : 'The search token is not valid',
    );
}

function attributionSignature(queryId: string, secret: string): string {
  return createHmac('sha256', secret).update(`attribution:${queryId}`).digest('base64url');
}

export function issueAttributionToken(queryId: string, secret: string): string {
  return `${queryId}.${attributionSignature(queryId, secret)}`;
}

/** The queryId an attribution token was issued for, or undefined when it was not issued by this API. */
export function verifyAttributionToken(token: string, secret: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const queryId = token.slice(0, dot);
  const expected = Buffer.from(attributionSignature(queryId, secret));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? queryId : undefined;
}
