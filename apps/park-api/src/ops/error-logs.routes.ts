/**
 * GET /ops/error-logs: the operators read the error log records (SPEC §3 "Error log record") that
 * park-api stores for every HTTP error answer (http/error-log.ts) and that the sites report. Newest
 * first, a page at a time (`before` = the last id seen). Outside /api/v1 on purpose: park-site proxies
 * /api/v1 to the public, and an operator's call is not a page's call (no HostNamePath).
 * Registered only when OPS_TOKEN is set: without it the path answers 404 like any unknown path.
 */
import type { ErrorLogPage, ErrorLogRecord } from '@parks/contracts';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { errorLogs } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { AnySuccessSchema, ErrorSchema } from '../http/wire-schemas';
import { checkOpsToken } from './ops-token';

export const ERROR_LOGS_PATH = '/ops/error-logs';
export const ERROR_LOGS_DEFAULT_LIMIT = 50;
export const ERROR_LOGS_MAX_LIMIT = 200;

const ErrorLogQuery = Type.Object(
  {
    since: Type.Optional(
      Type.String({ format: 'date-time', description: 'Only records at or after this ISO 8601 time' }),
    ),
    level: Type.Optional(Type.Literal('error')),
    section: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    application: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' })),
    before: Type.Optional(Type.Integer({ minimum: 1, description: 'Only records older than this id' })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: ERROR_LOGS_MAX_LIMIT, default: ERROR_LOGS_DEFAULT_LIMIT }),
    ),
  },
  { additionalProperties: false },
);
type ErrorLogQuery = Static<typeof ErrorLogQuery>;

type ErrorLogRow = typeof errorLogs.$inferSelect;

/** A stored row as SPEC §3 names its fields, and nothing else. */
export function toErrorLogRecord(row: ErrorLogRow): ErrorLogRecord {
  const payload = row.payload as { request?: unknown; response?: unknown };
  return {
    id: row.id,
    uuid: row.uuid,
    timestamp: row.timestamp.toISOString(),
    level: 'error',
    application: row.application,
    description: row.description,
    section: row.section,
    event: row.event,
    method: row.method,
    externalPath: row.externalPath,
    internalPath: row.internalPath,
    origin: row.origin,
    type: 'internal',
    payload: { request: payload.request ?? null, response: payload.response ?? null },
  };
}

function filtersOf(query: ErrorLogQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.since) filters.push(gte(errorLogs.timestamp, new Date(query.since)));
  if (query.level) filters.push(eq(errorLogs.level, query.level));
  if (query.section) filters.push(eq(errorLogs.section, query.section));
  if (query.application) filters.push(eq(errorLogs.application, query.application));
  if (query.before) filters.push(lt(errorLogs.id, query.before));
  return filters;
}

export function errorLogsRoutes(app: ApiApp, { db, config }: RouteDeps): void {
  const opsToken = config.opsToken;
  if (!opsToken) return;
  app.get(
    ERROR_LOGS_PATH,
    {
      schema: {
        tags: ['ops'],
        summary: 'Read the error log records, newest first (Authorization: Bearer <OPS_TOKEN>)',
        security: [{ bearerAuth: [] }],
        querystring: ErrorLogQuery,
        response: { 200: AnySuccessSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
      // Before validation: a caller without the token learns nothing, not even which params are wrong.
      onRequest: async (request) => checkOpsToken(request, opsToken),
    },
    async (request): Promise<{ data: ErrorLogPage }> => {
      const limit = request.query.limit ?? ERROR_LOGS_DEFAULT_LIMIT;
      const rows = await db
        .select()
        .from(errorLogs)
        .where(and(...filtersOf(request.query)))
        .orderBy(desc(errorLogs.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        data: {
          records: page.map(toErrorLogRecord),
          nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
        },
      };
    },
  );
}
