/**
 * The operators' bearer token (OPS_TOKEN): the error log holds request bodies and client addresses, so
 * reading it is for operators only. Compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/api-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function checkOpsToken(request: FastifyRequest, opsToken: string): void {
  const authorization = request.headers.authorization;
  const given = /^Bearer (\S+)$/.exec(typeof authorization === 'string' ? authorization : '')?.[1];
  // Hashing first gives both sides one length, so the comparison leaks nothing about the token's.
  if (!given || !timingSafeEqual(digest(given), digest(opsToken)))
    throw new ApiHttpError('UNAUTHORIZED', 'Header Authorization: Bearer <OPS_TOKEN> is required');
}
