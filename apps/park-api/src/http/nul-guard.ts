/**
 * PostgreSQL stores no NUL character in text or jsonb ("invalid byte sequence for encoding UTF8: 0x00"),
 * so a NUL anywhere in a request would reach the database as a 500 (issue 10 §4 found it in the login
 * and in the OIDC authorize call). No field of any API has a use for it: the request is refused up front
 * with a 400, in the URL before any route (the OIDC provider's included) and in the parsed body before
 * validation.
 */
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from './api-error';

const ENCODED_NUL = /%00/i;
/** Far deeper than any body the schemas accept; deeper bodies fail their validation anyway. */
const MAX_DEPTH = 64;

/** Whether a URL or a parsed body holds a NUL character (in a value or a key). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

const refusal = () => new ApiHttpError('VALIDATION_ERROR', 'NUL characters are not accepted');

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (ENCODED_NUL.test(request.url) || containsNul(request.url)) throw refusal();
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw refusal();
  });
}
