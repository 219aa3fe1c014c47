import type { ErrorReportRequest } from '@parks/contracts';
import type { ClientOnErrorFunction } from 'react-router';

/** SPEC §8 'Rendering and server errors': the marker render errors are logged and reported with. */
export const BOUNDARY_ERROR_CODE = 'BOUNDARY_ERROR';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The server's log line for an error thrown while rendering a page (entry.server `onError`). */
export function boundaryErrorLogLine(error: unknown, url: string): string {
  return JSON.stringify({ level: 'error', marker: BOUNDARY_ERROR_CODE, url, message: messageOf(error) });
}

/** The /reporting body (SPEC §7) of a render error in the browser. */
export function boundaryErrorReport(
  error: unknown,
  page: { pathname: string; componentStack?: string | null },
): ErrorReportRequest {
  return {
    error: BOUNDARY_ERROR_CODE,
    params: {
      componentName: 'root ErrorBoundary',
      errorMessage: messageOf(error).slice(0, 500),
      url: page.pathname,
      ...(page.componentStack ? { componentStack: page.componentStack.slice(0, 2000) } : {}),
    },
  };
}

/**
 * The router's client error handler: a render error caught by an error boundary in the browser is
 * reported to the parks API's /reporting. Loader and action errors are not render errors: the server
 * reports those it meets (SSR_ERROR); a failing report never throws.
 */
export function createRenderErrorReporter(reporting: {
  /** An API client of the parks API (createApiClient): POST {base}/reporting. */
  post(path: '/reporting', body: ErrorReportRequest): Promise<unknown>;
}): ClientOnErrorFunction {
  return (error, { location, errorInfo }) => {
    if (!errorInfo) return;
    const body = boundaryErrorReport(error, {
      pathname: location.pathname,
      componentStack: errorInfo.componentStack,
    });
    reporting.post('/reporting', body).catch(() => undefined);
  };
}
