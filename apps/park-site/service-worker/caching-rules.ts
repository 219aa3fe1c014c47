import { routeLanguages, routeTemplate, type RouteId } from '@parks/i18n/core';

/**
 * What the service worker does with a request (docs/decisions/007-offline-mode.md). Pure, so the
 * rules are tested without a browser; `service-worker.ts` wires each kind to a Workbox strategy.
 *
 * - `network`: the service worker does not answer; the browser asks the network and nothing is kept
 *   (APIs, sign-in, POSTs, other origins, the service worker's own script).
 * - `page` / `page-data`: a page (a navigation, or React Router's `.data` request of a client-side
 *   navigation) that may be kept: network first, the last copy when offline.
 * - `personal-page` / `personal-page-data`: a page whose content is personal or changes with every
 *   answer (cart, search results, payment details, thank-you, sign-in): network only, never kept.
 * - `image`: a same-origin image: stale-while-revalidate.
 */
export type RequestKind = 'network' | 'page' | 'page-data' | 'personal-page' | 'personal-page-data' | 'image';

/** The parts of a `Request` the rules read. */
export interface RequestFacts {
  url: string;
  method: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
  /** `Request.destination`: 'image' for an <img>. */
  destination: string;
}

/** The parts of a `Response` the rules read. */
export interface ResponseFacts {
  status: number;
  /** `Response.type`: 'basic' for a same-origin answer. */
  type: string;
  headers: { get(name: string): string | null };
}

// Answered by park-api or the sign-in flow: personal, or state-changing, never kept.
const NETWORK_ONLY_PREFIXES = [
  '/xapi',
  '/api/',
  '/user-session/',
  '/user-info',
  '/user-logout/',
  '/redirect/',
  '/oauth2',
  '/account',
  '/installments/',
  '/auth/',
  '/sw.js',
];

const PERSONAL_PAGES: readonly RouteId[] = [
  'search',
  'cart',
  'payment-details',
  'payment-details-coupon',
  'thank-you',
  'my-booking',
];

// The auth return page receives the hosted sign-in's callback (code, state) and answers with the
// session cookies: the browser must see that answer itself, never through the worker.
const authReturnPaths = new Set(routeLanguages('auth').map((language) => routeTemplate('auth', language)));

// None of these paths has a {park} slot, so they are known without the site's config.
const personalPagePaths = new Set(
  PERSONAL_PAGES.flatMap((id) => routeLanguages(id).map((language) => routeTemplate(id, language))),
);

/** React Router's single-fetch data URL of a page: `/en/hotels/` → `/en/hotels/_.data`. */
const DATA_SUFFIX = /(?:\/_)?\.data$/;

function isNetworkOnlyPath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    NETWORK_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix))
  );
}

/** The page path a `.data` URL belongs to. */
function pagePathOfData(pathname: string): string {
  const page = pathname.replace(DATA_SUFFIX, '');
  return page.endsWith('/') ? page : `${page}/`;
}

/** Whether a page path is one of the personal pages of the route table (any language). */
export function isPersonalPagePath(pathname: string): boolean {
  return personalPagePaths.has(pathname.endsWith('/') ? pathname : `${pathname}/`);
}

// The pages whose e-tickets are kept on the device: the thank-you page and the booking page (issue 20).
const KEPT_TICKET_PAGES: readonly RouteId[] = ['thank-you', 'my-booking'];

/**
 * Whether a page path is one whose e-tickets are kept on the device. Such a page stays network first:
 * online, the server's answer (a voided ticket shown void) always wins over the kept copy.
 */
export function isThankYouPath(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return KEPT_TICKET_PAGES.some((id) =>
    routeLanguages(id).some((language) => routeTemplate(id, language) === path),
  );
}

/** What the service worker does with a request (see `RequestKind`). */
export function classifyRequest(request: RequestFacts, origin: string): RequestKind {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (isNetworkOnlyPath(url.pathname)) return 'network';
  if (authReturnPaths.has(pagePathOfData(url.pathname))) return 'network';
  if (request.mode === 'navigate') {
    return isPersonalPagePath(url.pathname) ? 'personal-page' : 'page';
  }
  if (DATA_SUFFIX.test(url.pathname)) {
    return isPersonalPagePath(pagePathOfData(url.pathname)) ? 'personal-page-data' : 'page-data';
  }
  if (request.destination === 'image') return 'image';
  return 'network';
}

/**
 * Whether an answer may be kept: a whole same-origin success that neither forbids storing nor sets a
 * cookie. (Browsers hide Set-Cookie from a service worker, so the site also marks such answers
 * no-store; the check here guards any other way one could arrive.)
 */
export function isStorableResponse(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  if (response.headers.get('set-cookie') !== null) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[,\s])no-store([,\s]|$)/.test(cacheControl);
}

/**
 * The request the service worker's install makes for a precached file: without the visitor's cookies.
 * What it keeps is the same for everyone on the device (the offline pages, the theme, the assets), and
 * a page load made with the cookies is the visitor's own: it would read their cart from park-api and,
 * if park-api failed at that moment, clear `_shopping` as SPEC §4 says for a failed cart read. A
 * visitor whose first visit installs the worker while park-api hiccups (on the payment page, say) then
 * paid with the cart in the page and landed on "We couldn't find your order" (faults.e2e caught it).
 */
export function precacheRequest(request: Request): Request {
  return new Request(request, { credentials: 'omit' });
}
