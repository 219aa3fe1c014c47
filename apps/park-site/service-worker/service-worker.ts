/// <reference lib="webworker" />
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES, IMAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_ENTRIES } from './cache-names';
import {
  classifyRequest,
  isStorableResponse,
  isThankYouPath,
  precacheRequest,
  type RequestKind,
} from './caching-rules';
import { offlinePagePath, offlinePageUrls } from './offline-pages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Replaced by the build script with a hash of the build: server-rendered shell files change with it. */
const BUILD_REVISION = '__PARKS_BUILD_REVISION__';

// A new build takes over at once: the precache holds its assets, and pages are network first.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// The build script replaces `self.__WB_MANIFEST` with the app shell's files (hashed assets, favicon,
// web manifest); the theme stylesheet and the offline pages come from the server. Pages link
// `/theme.css?v={hash}`: `v` is ignored so the precached stylesheet answers them.
const serverRendered = ['/theme.css', ...offlinePageUrls()].map((url) => ({ url, revision: BUILD_REVISION }));
// Fetched without the visitor's cookies: what is precached is the same for everyone (caching-rules.ts).
addPlugins([{ requestWillFetch: async ({ request }) => precacheRequest(request) }]);
precacheAndRoute([...self.__WB_MANIFEST, ...serverRendered], {
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^v$/],
  directoryIndex: '',
  cleanURLs: false,
});

/** Only answers that may be kept reach a cache (no-store, Set-Cookie, errors never do). */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorableResponse(response) ? response : null),
};

function kindIs(kind: RequestKind) {
  return ({ request }: { request: Request }) => classifyRequest(request, self.location.origin) === kind;
}

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  plugins: [
    storableOnly,
    new ExpirationPlugin({ maxEntries: PAGE_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
  ],
});
registerRoute(kindIs('page'), pages);
registerRoute(kindIs('page-data'), pages);

const networkOnly = new NetworkOnly();
registerRoute(kindIs('personal-page'), networkOnly);
registerRoute(kindIs('personal-page-data'), networkOnly);

registerRoute(
  kindIs('image'),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    plugins: [
      storableOnly,
      new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);

/** The thank-you page's own copy, kept on this device when it was shown (see keep-e-tickets-offline). */
async function keptThankYouPage(url: URL): Promise<Response | undefined> {
  if (!isThankYouPath(url.pathname)) return undefined;
  const cache = await caches.open(CACHE_NAMES.eTickets);
  return cache.match(url.href);
}

// Offline (or the server unreachable) and nothing kept: a page answers with the offline page of its
// language; anything else fails as it would without a service worker.
setCatchHandler(async ({ request, url }: RouteHandlerCallbackOptions) => {
  if (request.mode !== 'navigate') return Response.error();
  const kind = classifyRequest(request, self.location.origin);
  if (kind === 'personal-page') {
    const kept = await keptThankYouPage(url);
    if (kept) return kept;
  }
  const offline = await matchPrecache(offlinePagePath(url.pathname, kind === 'page' ? 'page' : 'dynamic'));
  return offline ?? Response.error();
});
