import { COOKIE, parseCookieHeader } from '@parks/site/core';
import { classifyRequest } from '../../service-worker/caching-rules';

/**
 * Which requests for a document the micro-cache may answer, and under which key (decision 009).
 * Pure: the request is given as facts.
 *
 * The key holds every input of the page load (ARCHITECTURE 'The page load', SPEC §4) that can change
 * an anonymous page, audited in the root loader, the route loaders and entry.server:
 * - the path and the whole query string (the root loader shows `?q=`; the offline page reads
 *   `?content=`; unknown parameters are kept rather than guessed harmless);
 * - the Host header (pages are rendered from the configured origin, but nothing is lost by keeping
 *   hosts apart, as a CDN does);
 * - the layout: mobile or desktop, from the User-Agent exactly as the page load decides it;
 * - the CDN's geolocation country header (the currency follows the country);
 * - the values of the cookies that change rendering but are not personal (the currency pair; the
 *   language switch's langRedirect, which pages do not read but which is harmless to keep).
 * Cookies that no server code reads, so they cannot change the HTML, are ignored (`IGNORED_COOKIES`):
 * `userInfo`, which the page's scripts write for the analytics after the authentication sequence has
 * run in the browser, so that every visitor who has run the page's JavaScript carries it. The session
 * itself is decided in the browser too, but a signed-in visitor also carries a session cookie, which
 * bypasses. (The dismissed banner and the accepted cookie notice are not cookies: redux-persist keeps
 * them in localStorage and applies them after hydration, so the server's HTML never depends on them.)
 * Every other cookie (the `_shopping` cart, the sign-in and session cookies, anything unknown) and any
 * Authorization header mean the answer may be personal: the request bypasses.
 * Accept-Language is read only by `/` (a redirect, never cached); `/` bypasses anyway. The
 * personalisation flag comes from the path and the site's config (SPEC §4 step 8), both fixed per key.
 * Dates, random ids and request ids: entry.server and the loaders use none in an anonymous page
 * (React's ids come from the tree; the booking widgets read "today" and draw ids in the browser), and
 * dates change on a scale of days, far beyond the cache's seconds.
 *
 * Pages that are personal or change with every answer (search results, cart, payment details,
 * thank-you, the sign-in return page, the account and sign-in routes) bypass through the service
 * worker's own rules (`classifyRequest`), so the two caches share one list.
 */
export interface CacheKeyPolicy {
  /** Cookies that change rendering but are not personal: their values join the key. */
  keyedCookies: readonly string[];
  /** Cookies that no server code reads: neither keyed nor a reason to bypass. @default IGNORED_COOKIES */
  ignoredCookies?: readonly string[];
  /** The CDN's geolocation header (SiteConfig.geoHeader). */
  geoHeader: string;
  /** The page load's layout decision. */
  isMobile(userAgent: string | null): boolean;
}

/** The parts of a request the decision reads. */
export interface RequestFacts {
  method: string;
  /** The path and query string as the client sent them (Express's `originalUrl`). */
  url: string;
  header(name: string): string | undefined;
}

export type CacheDecision = { cacheable: true; key: string } | { cacheable: false; reason: BypassReason };

export type BypassReason =
  | 'method'
  | 'not-a-page'
  | 'personal-page'
  | 'page-data'
  | 'language-negotiation'
  | 'cookie'
  | 'authorization';

/** The cookies that change an anonymous page without identifying anyone (cookies.inventory.json). */
export const KEYED_COOKIES: readonly string[] = [COOKIE.currency, COOKIE.currencyId, COOKIE.langRedirect];

/**
 * The cookies that never change a page (cookies.inventory.json): written by page scripts for the
 * analytics and read by no loader, middleware or renderer. A cookie joins this list only after checking
 * that (`grep` the server code and the libs' server paths for its name).
 */
export const IGNORED_COOKIES: readonly string[] = [COOKIE.userInfo];

// Any origin works: the rules compare the request's origin with it.
const ORIGIN = 'http://html-cache.invalid';

export function cacheDecision(request: RequestFacts, policy: CacheKeyPolicy): CacheDecision {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return { cacheable: false, reason: 'method' };
  let url: URL;
  try {
    url = new URL(request.url, ORIGIN);
  } catch {
    return { cacheable: false, reason: 'not-a-page' };
  }
  if (url.origin !== ORIGIN) return { cacheable: false, reason: 'not-a-page' };
  if (url.pathname === '/') return { cacheable: false, reason: 'language-negotiation' };
  if (/\.data$/.test(url.pathname)) return { cacheable: false, reason: 'page-data' };
  const kind = classifyRequest(
    { url: url.href, method: 'GET', mode: 'navigate', destination: 'document' },
    ORIGIN,
  );
  if (kind === 'personal-page') return { cacheable: false, reason: 'personal-page' };
  if (kind !== 'page') return { cacheable: false, reason: 'not-a-page' };
  if (request.header('authorization') !== undefined) return { cacheable: false, reason: 'authorization' };

  const cookies = parseCookieHeader(request.header('cookie'));
  const ignored = policy.ignoredCookies ?? IGNORED_COOKIES;
  const keyed: [string, string][] = [];
  for (const [name, value] of Object.entries(cookies)) {
    if (ignored.includes(name)) continue;
    if (!policy.keyedCookies.includes(name)) return { cacheable: false, reason: 'cookie' };
    keyed.push([name, value]);
  }
  keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  const key = JSON.stringify([
    (request.header('host') ?? '').toLowerCase(),
    `${url.pathname}${url.search}`,
    policy.isMobile(request.header('user-agent') ?? null) ? 'mobile' : 'desktop',
    request.header(policy.geoHeader)?.trim().toUpperCase() ?? '',
    keyed,
  ]);
  return { cacheable: true, key };
}
