/**
 * POST /api/v1/reporting (SPEC §7): the sites report their own errors here (a failing search box sends
 * DISCOVERY_SEARCH with {componentName, errorMessage, …}). No bearer token, but HostNamePath like every
 * /api/v1 call; the page, user agent and time are kept with the report.
 */
import type { ErrorReportData, SearchServiceAnswer } from '@parks/contracts';
import { Type } from 'typebox';
import { clientErrorReports } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { maskSensitive } from '../http/error-log';
import { API_V1_BASE } from '../http/parks-api-guard';
import { AnySuccessSchema, ErrorSchema } from '../http/wire-schemas';

/** The serialised params may hold this many bytes: a report is a message and a few fields, not a dump. */
export const MAX_REPORT_PARAMS_BYTES = 8 * 1024;

const ReportBody = Type.Object(
  {
    error: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$', default: 'ERROR' }),
    ),
    params: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50, default: {} })),
  },
  { additionalProperties: false },
);

export function reportingRoutes(app: ApiApp, { db }: RouteDeps): void {
  app.post(
    `${API_V1_BASE}/reporting`,
    {
      schema: {
        tags: ['reporting'],
        summary: 'Store a client error report (needs HostNamePath, no token)',
        security: [{ hostNamePath: [] }],
        body: ReportBody,
        response: { 201: AnySuccessSchema, 400: ErrorSchema, 413: ErrorSchema },
      },
    },
    async (request, reply): Promise<SearchServiceAnswer<ErrorReportData>> => {
      const params = request.body.params ?? {};
      if (Buffer.byteLength(JSON.stringify(params)) > MAX_REPORT_PARAMS_BYTES)
        throw new ApiHttpError(
          'REPORT_TOO_LARGE',
          `params may hold at most ${MAX_REPORT_PARAMS_BYTES} bytes`,
        );
      const location = request.pageLocation;
      if (!location) throw new Error('HostNamePath was not checked');
      const userAgent = request.headers['user-agent'];
      const [row] = await db
        .insert(clientErrorReports)
        .values({
          error: request.body.error ?? 'ERROR',
          // A report may quote a form or a request: card data and passwords are never stored.
          params: maskSensitive(params) as Record<string, unknown>,
          page: `${location.host}${location.path}`,
          userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
          origin: String(request.headers.origin ?? request.ip).slice(0, 512),
        })
        .returning({ id: clientErrorReports.id });
      if (!row) throw new Error('the error report was not stored');
      reply.status(201);
      return { data: { id: row.id } };
    },
  );
}
