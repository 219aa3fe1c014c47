import type { RequestHandler } from 'express';
import { hostNamePath } from '@parks/site/core';
import { forwardedForVisitor } from './client-address';

/** The /reporting code of an HTTP error park-site answered (SPEC §7 'Error logging'). */
export const SITE_HTTP_ERROR_CODE = 'HTTP_ERROR';
/** SPEC §8: server-side page-load errors are reported as server-side rendering errors. */
export const SSR_ERROR_CODE = 'SSR_ERROR';

export interface HttpErrorEvent {
  method: string;
  /** Path and query the visitor asked for. */
  url: string;
  status: number;
}

export interface ErrorReporter {
  reportSsrError(error: unknown, context: { url: string }): void;
  reportHttpError(event: HttpErrorEvent): void;
}

/**
 * park-site's own errors go to the parks API's POST /reporting (best effort, 2 s budget): park-api
 * keeps an SSR error as a report and an HTTP error as an error log record (SPEC §3). Each is also
 * one JSON log line. A failure to report never fails the page.
 */
export function createErrorReporter(options: { apiOrigin: string; siteOrigin: string }): ErrorReporter {
  function report(pageUrl: string, error: string, params: Record<string, unknown>) {
    const page = new URL(pageUrl, options.siteOrigin);
    void fetch(`${options.apiOrigin}/api/v1/reporting`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        HostNamePath: hostNamePath(page.host, page.pathname),
        ...forwardedForVisitor(),
      },
      body: JSON.stringify({ error, params }),
      signal: AbortSignal.timeout(2000),
    }).catch(() => undefined);
  }
  return {
    reportSsrError(error, { url }) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(JSON.stringify({ level: 'error', type: SSR_ERROR_CODE, url, message }));
      report(url, SSR_ERROR_CODE, { url, errorMessage: message });
    },
    reportHttpError({ method, url, status }) {
      console.error(JSON.stringify({ level: 'error', type: SITE_HTTP_ERROR_CODE, method, url, status }));
      report(url, SITE_HTTP_ERROR_CODE, {
        method,
        url,
        status,
        errorMessage: `park-site answered ${status}`,
      });
    },
  };
}

/**
 * Reports every 5xx the site answers (the 500 page, a failed upstream call that ended a request).
 * The proxied API paths are left out: park-api records its own errors.
 */
export function recordHttpErrors(reporter: Pick<ErrorReporter, 'reportHttpError'>): RequestHandler {
  return (request, response, next) => {
    if (request.path.startsWith('/api/') || request.path.startsWith('/xapi/')) return next();
    response.on('finish', () => {
      if (response.statusCode >= 500)
        reporter.reportHttpError({
          method: request.method,
          url: request.originalUrl,
          status: response.statusCode,
        });
    });
    next();
  };
}
