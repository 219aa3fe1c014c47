import { matchSitePage, type RouteId, type SitePage } from '@parks/i18n';

/** SPEC §2 'AMP variants': the Spanish pages that have an AMP page under /es/amp/…. */
export const AMP_PAGE_IDS: readonly RouteId[] = ['home', 'about', 'gallery', 'promotions'];

const AMP_PREFIX = '/es/amp/';

/**
 * Whether a path is an AMP page's: those are plain server-rendered documents without the client
 * bundle, which load the AMP runtime from cdn.ampproject.org and carry their CSS inline.
 */
export function isAmpPath(pathname: string): boolean {
  return pathname === '/es/amp' || pathname.startsWith(AMP_PREFIX);
}

/** The AMP variant of a canonical page, or undefined when it has none: /es/galeria/ → /es/amp/galeria/. */
export function ampPathOf(page: Pick<SitePage, 'id' | 'language' | 'path'>): string | undefined {
  if (page.language !== 'es' || !AMP_PAGE_IDS.includes(page.id)) return undefined;
  return `${AMP_PREFIX}${page.path.slice('/es/'.length)}`;
}

/** The canonical page an AMP path renders, or undefined when the path is no AMP page. */
export function canonicalPageOfAmp(pathname: string, parkSlug: string): SitePage | undefined {
  if (!pathname.startsWith(AMP_PREFIX)) return undefined;
  const page = matchSitePage(`/es/${pathname.slice(AMP_PREFIX.length)}`, parkSlug, []);
  return page && ampPathOf(page) ? page : undefined;
}
