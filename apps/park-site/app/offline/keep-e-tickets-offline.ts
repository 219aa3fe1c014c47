import { CACHE_NAMES, E_TICKET_ORDERS_KEPT } from '../../service-worker/cache-names';

/**
 * The thank-you page as it is shown, without its scripts: a static document the service worker can
 * answer with offline (scripts would hydrate it and ask the server for the order again).
 */
export function staticCopyOf(document: Document): string {
  const root = document.documentElement.cloneNode(true) as HTMLElement;
  for (const element of root.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
  // What only the kept copy says ("you are offline: this is the booking as it was").
  for (const element of root.querySelectorAll('[data-offline-only]')) element.removeAttribute('hidden');
  return `<!DOCTYPE html>${root.outerHTML}`;
}

/** The kept entries to forget so that at most `kept` remain (Cache API keys are oldest first). */
export function entriesToForget<T>(keys: readonly T[], kept: number): T[] {
  return keys.slice(0, Math.max(0, keys.length - kept));
}

/**
 * Keeps this order's thank-you page (or the booking page, issue 20) on this device, under its own URL (`?order={IdOrder}`), so its
 * e-tickets open offline (docs/decisions/007-offline-mode.md). The HTML answer is no-store, so
 * no HTTP cache and no shared cache ever holds it; this copy lives only in this browser's Cache
 * Storage, for the last few orders.
 */
export async function keepThankYouPageOffline(url: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CACHE_NAMES.eTickets);
  await cache.put(
    url,
    new Response(staticCopyOf(document), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private' },
    }),
  );
  for (const request of entriesToForget(await cache.keys(), E_TICKET_ORDERS_KEPT))
    await cache.delete(request);
}

/** Forgets a kept page: the booking page of a device that no longer has the booking's access. */
export async function forgetKeptPage(url: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CACHE_NAMES.eTickets);
  await cache.delete(url);
}
