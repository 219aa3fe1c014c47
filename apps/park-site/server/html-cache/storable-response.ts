import { isStorableResponse as isKeptByServiceWorker } from '../../service-worker/caching-rules';

/** The parts of a finished response the decision reads (Express's `getHeader`). */
export interface ResponseFacts {
  status: number;
  header(name: string): string | number | readonly string[] | undefined;
}

const one = (value: string | number | readonly string[] | undefined): string | null =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);

/**
 * Whether a rendered answer may be kept by the micro-cache (decision 009): a whole 200 HTML document
 * that sets no cookie and that the app did not mark private or uncacheable. The service worker's rule
 * (status 200, no Set-Cookie, no `no-store`) applies first, so the two caches never disagree; the
 * server's cache is shared by every visitor, so `private` and `no-cache` keep an answer out too, as
 * does `Vary: *`. (Answers that write cookies are already marked `private, no-store` by the page load.)
 */
export function isStorableResponse(response: ResponseFacts): boolean {
  const header = (name: string) => one(response.header(name));
  if (!isKeptByServiceWorker({ status: response.status, type: 'basic', headers: { get: header } }))
    return false;
  if (!/^text\/html\b/i.test(header('content-type') ?? '')) return false;
  const cacheControl = (header('cache-control') ?? '').toLowerCase();
  if (/(^|[,\s])(private|no-cache|no-store)([,\s=]|$)/.test(cacheControl)) return false;
  return (header('vary') ?? '').trim() !== '*';
}
