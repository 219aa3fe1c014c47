/**
 * SPEC §3 / §7 "Error logging": every HTTP error answer is stored as an error log record. Card data is
 * masked before the request body is stored (never store a card number or a CVV).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { errorLogs } from '../db/schema';

const SENSITIVE_KEY = /card|cvv|cvc|number|pan|password|authorization/i;

export function maskSensitive(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => maskSensitive(item, depth + 1));
  const masked: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    masked[key] = SENSITIVE_KEY.test(key) ? '[redacted]' : maskSensitive(item, depth + 1);
  return masked;
}

/** The record's section: the first two segments of the path, e.g. /xapi/payments or /es/galeria. */
export function sectionOf(path: string): string {
  return path.split('/').slice(0, 3).join('/') || '/';
}

function parseJson(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return payload.slice(0, 2000);
  }
}

export function registerErrorLog(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    const response = parseJson(payload) as { code?: string; message?: string } | null;
    const path = request.url.split('?')[0] ?? request.url;
    try {
      await db.insert(errorLogs).values({
        application: 'park-api',
        description: `${response?.code ?? reply.statusCode}: ${response?.message ?? ''}`.slice(0, 2000),
        section: sectionOf(path),
        event: `${request.method}: ${path}`,
        method: request.method,
        externalPath: path.slice(0, 2000),
        internalPath: request.routeOptions.url ?? path.slice(0, 2000),
        origin: String(request.headers.origin ?? request.ip),
        payload: {
          request: { query: maskSensitive(request.query), body: maskSensitive(request.body) },
          response,
        },
      });
    } catch (err) {
      // Losing a log record must never turn a 4xx into a 500.
      request.log.warn({ err }, 'could not store the error log record');
    }
    return payload;
  });
}
