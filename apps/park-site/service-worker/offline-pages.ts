// No workspace-package imports: app/routes.ts reads this file before Vite's resolve conditions apply.

/** The offline pages (es and en) the service worker precaches and answers with when offline. */
export const OFFLINE_PAGE_PATHS = { es: '/es/sin-conexion/', en: '/en/offline/' } as const;

/**
 * Which offline text the offline page shows (SPEC §8 'Offline pages'): `page` for a page that was
 * never kept, `dynamic` for a section that is never kept (cart, search results, payment).
 */
export type OfflineContent = 'page' | 'dynamic';

/** The query parameter that picks the offline page's text. */
export const OFFLINE_CONTENT_PARAM = 'content';

/** The offline page in a path's language: Spanish, or English for the others (pt and none). */
export function offlinePagePath(pathname: string, content: OfflineContent): string {
  const path = pathname.startsWith('/es/') ? OFFLINE_PAGE_PATHS.es : OFFLINE_PAGE_PATHS.en;
  return content === 'dynamic' ? `${path}?${OFFLINE_CONTENT_PARAM}=dynamic` : path;
}

/** Every offline page URL the service worker precaches. */
export function offlinePageUrls(): string[] {
  return Object.values(OFFLINE_PAGE_PATHS).flatMap((path) => [
    path,
    `${path}?${OFFLINE_CONTENT_PARAM}=dynamic`,
  ]);
}
