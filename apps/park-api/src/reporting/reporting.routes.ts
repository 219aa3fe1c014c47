/**
 * POST /api/v1/reporting (SPEC §7): the sites report their own errors here (a failing search box sends
 * DISCOVERY_SEARCH with {componentName, errorMessage, …}). No bearer token, but HostNamePath like every
 * /api/v1 call; the page, user agent and time are kept with the report.
 */
import { ErrorReportAnswerSchema, ErrorReportRequestSchema, type ErrorReportAnswer } from '@parks/contracts';
import { clientErrorReports, errorLogs } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { maskSensitive, sectionOf } from '../http/error-log';
import { API_V1_BASE } from '../http/parks-api-guard';
import { ErrorSchema } from '../http/wire-schemas';

/** The serialised params may hold this many bytes: a report is a message and a few fields, not a dump. */
export const MAX_REPORT_PARAMS_BYTES = 8 * 1024;

/**
 * A site's own HTTP error (park-site sends one for every 5xx page it answers): kept as an error log
 * record of SPEC §3 with the site as its application, so operators read both apps' errors in one place.
 */
export const SITE_HTTP_ERROR_CODE = 'HTTP_ERROR';

interface SiteHttpError {
  method: string;
  url: string;
  status: number;
  errorMessage?: string;
}

function siteHttpErrorOf(params: Record<string, unknown>): SiteHttpError {
  const { method, url, status, errorMessage } = params;
  if (
    typeof method !== 'string' ||
    !/^[A-Z]{3,7}$/.test(method) ||
    typeof url !== 'string' ||
    !url.startsWith('/') ||
    url.length > 2000 ||
    typeof status !== 'number' ||
    !Number.isInteger(status) ||
    status < 400 ||
    status > 599 ||
    (errorMessage !== undefined && typeof errorMessage !== 'string')
  )
    throw new ApiHttpError(
      'VALIDATION_ERROR',
      `${SITE_HTTP_ERROR_CODE} needs params { method, url (a path), status (400-599), errorMessage? }`,
    );
  return { method, url, status, errorMessage };
}

export function reportingRoutes(app: ApiApp, { db }: RouteDeps): void {
  app.post(
    `${API_V1_BASE}/reporting`,
    {
      schema: {
        tags: ['reporting'],
        summary: 'Store a client error report (needs HostNamePath, no token)',
        security: [{ hostNamePath: [] }],
        body: ErrorReportRequestSchema,
        response: { 201: ErrorReportAnswerSchema, 400: ErrorSchema, 413: ErrorSchema },
      },
    },
    async (request, reply): Promise<ErrorReportAnswer> => {
      const params = request.body.params ?? {};
      if (Buffer.byteLength(JSON.stringify(params)) > MAX_REPORT_PARAMS_BYTES)
        throw new ApiHttpError(
          'REPORT_TOO_LARGE',
          `params may hold at most ${MAX_REPORT_PARAMS_BYTES} bytes`,
        );
      const location = request.pageLocation;
      if (!location) throw new Error('HostNamePath was not checked');
      if (request.body.error === SITE_HTTP_ERROR_CODE) {
        const failure = siteHttpErrorOf(params);
        const [path = '/', query] = failure.url.split('?');
        const [record] = await db
          .insert(errorLogs)
          .values({
            application: 'park-site',
            description: `${failure.status}: ${failure.errorMessage ?? ''}`.slice(0, 2000),
            section: sectionOf(path),
            event: `${failure.method}: ${path}`,
            method: failure.method,
            externalPath: path,
            internalPath: path,
            origin: location.host,
            payload: {
              request: { query: maskSensitive(Object.fromEntries(new URLSearchParams(query ?? ''))) },
              response: { status: failure.status },
            },
          })
          .returning({ id: errorLogs.id });
        if (!record) throw new Error('the error log record was not stored');
        reply.status(201);
        return { data: { id: record.id } };
      }
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
