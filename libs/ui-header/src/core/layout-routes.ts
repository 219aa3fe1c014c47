import { FALLBACK_LANGUAGE, linkPath, type Language, type RouteId } from '@parks/i18n/core';

/** The footer sitemap and the bottom nav's "More" drawer, in this order (issue 2 §6). */
export const SITEMAP_ROUTE_IDS = [
  'about',
  'attractions',
  'senses',
  'sensory-guide',
  'location',
  'facilities',
  'awards',
  'photo-pass',
  'admission',
  'promotions',
  'packages',
  'build-package',
  'hotels',
  'gallery',
  'faqs',
  'tours',
  'sitemap',
  'privacy',
  'terms',
] as const satisfies readonly RouteId[];

export type SitemapRouteId = (typeof SITEMAP_ROUTE_IDS)[number];

/**
 * The path of a layout link in the visitor's language. Portuguese has only the cart routes
 * (SPEC §2), so its layout links go to the English pages (docs/decisions/013-portuguese-links.md).
 */
export function layoutRoutePath(id: RouteId, language: Language, park: string): string {
  // The footer's sitemap and the drawer write these on every render (issue 16's uncached render): a
  // pure function of a few inputs (route ids × languages × the host's park), so each is made once.
  const key = `${id}\0${language}\0${park}`;
  let path = layoutPaths.get(key);
  if (path === undefined) {
    path = linkPath(id, language, { park }) ?? `/${FALLBACK_LANGUAGE}/`;
    layoutPaths.set(key, path);
  }
  return path;
}

const layoutPaths = new Map<string, string>();

/** A `tel:` URL for a number as written for people (`+52 998 555 0142` → `tel:+529985550142`). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}

/**
 * A link to a page of this site, made relative: the hreflang alternates are absolute on the configured
 * public origin (search engines need that), but a visitor who reached the site on another host name
 * must stay on it, or the currency and cart cookies of that host are left behind.
 */
export function sitePath(href: string): string {
  const absolute = /^https?:\/\/[^/?#]+(.*)$/i.exec(href);
  if (!absolute) return href;
  return absolute[1] || '/';
}
