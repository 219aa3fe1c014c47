import { routePath, type RouteId } from '@parks/i18n';
import type { SiteConfig } from '@parks/site';
import { contentIdOf, loadPage } from '../content/content.server';
import hostTexts from '../i18n/es.json';
import { renderAmpDocument, type AmpNavLink } from './amp-document';
import { AMP_PAGE_IDS, ampPathOf, canonicalPageOfAmp } from './amp-pages';

/** After the AMP pages, the mobile navigation leads to the tickets on the canonical site. */
const CANONICAL_NAV_IDS: readonly RouteId[] = ['admission'];

async function navLink(id: RouteId, parkSlug: string, currentPath: string): Promise<AmpNavLink | undefined> {
  const path = routePath(id, 'es', { park: parkSlug });
  const content = path ? await loadPage(contentIdOf({ id }), 'es') : undefined;
  if (!path || !content) return undefined;
  const href = ampPathOf({ id, language: 'es', path }) ?? path;
  return { href, label: content.navLabel, current: path === currentPath };
}

/**
 * The AMP document of an /es/amp/… path, from the same content file as its canonical page; undefined
 * when the path is no AMP page (the site's 404 answers it).
 */
export async function loadAmpDocument(
  pathname: string,
  site: { origin: string; config: Pick<SiteConfig, 'parkSlug' | 'parkName'> },
): Promise<string | undefined> {
  const { parkSlug, parkName } = site.config;
  const page = canonicalPageOfAmp(pathname, parkSlug);
  const content = page ? await loadPage(contentIdOf(page), 'es') : undefined;
  if (!page || !content) return undefined;
  const nav = await Promise.all(
    [...AMP_PAGE_IDS, ...CANONICAL_NAV_IDS].map((id) => navLink(id, parkSlug, page.path)),
  );
  return renderAmpDocument({
    content,
    canonicalUrl: `${site.origin}${page.path}`,
    nav: nav.filter((link): link is AmpNavLink => link !== undefined),
    siteName: parkName,
    homeHref: ampPathOf({ id: 'home', language: 'es', path: '/es/' }) ?? '/es/',
    texts: hostTexts.amp,
  });
}
