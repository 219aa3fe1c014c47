import { listSitePages, type Language, type RouteId } from '@parks/i18n';
import type { SiteConfig } from '@parks/site';

/** A link of the HTML sitemap: the route it points to and the page's path. */
export interface SitemapLink {
  id: RouteId;
  path: string;
  sisterpark?: string;
}

/** Pages that are steps of a flow, not destinations: left out of the sitemaps. */
const FLOW_PAGES: RouteId[] = [
  'payment-details',
  'payment-details-coupon',
  'thank-you',
  'auth',
  'subscription-error',
  'search',
];

/** Every destination page of the site in one language, for the HTML sitemap and /sitemap.xml. */
export function sitemapGroups(config: SiteConfig, language: Language): SitemapLink[] {
  return listSitePages(
    config.parkSlug,
    config.sisterParks.map((park) => park.slug),
  )
    .filter((page) => page.language === language && !FLOW_PAGES.includes(page.id))
    .map((page) => ({ id: page.id, path: page.path, sisterpark: page.sisterpark }));
}

/**
 * Pages a visitor may look for in the HTML sitemap but a search engine must not list: they are personal
 * (noindex), as the booking page is (issue 20).
 */
const NOINDEX_PAGES: RouteId[] = ['my-booking'];

/** Whether /sitemap.xml lists a page: destinations only, and only those a search engine may index. */
export function isSitemapPage(id: RouteId): boolean {
  return !FLOW_PAGES.includes(id) && !NOINDEX_PAGES.includes(id);
}
