import { routePath, type RouteId } from '@parks/i18n';
import type { SiteConfig } from '@parks/site';
import { resolveCurrency } from '@parks/currency/core';
import { contentIdOf, loadPage } from '../content/content.server';
import { contentPriceTexts, resolveContentPrices } from '../content/content-prices.server';
import type { AppServices } from '../server-only/app-services';
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

/** The cart API's pricing, for the price references of the page's text. */
export type AmpPricing = Pick<AppServices, 'getPriceFrom' | 'convertFromUsd' | 'admissionProductId'>;

export interface AmpDocument {
  html: string;
  /** False when a price of the text could not be had: the answer must not be kept by caches. */
  complete: boolean;
}

/**
 * The AMP document of an /es/amp/… path, from the same content file as its canonical page; undefined
 * when the path is no AMP page (the site's 404 answers it). AMP pages are served from AMP caches that
 * see no visitor's cookie or country, so their prices are in the currency of a Spanish page's visitor
 * without either (MXN, SPEC §4), never in one visitor's own currency.
 */
export async function loadAmpDocument(
  pathname: string,
  site: { origin: string; config: Pick<SiteConfig, 'parkSlug' | 'parkName'>; pricing: AmpPricing },
): Promise<AmpDocument | undefined> {
  const { parkSlug, parkName } = site.config;
  const page = canonicalPageOfAmp(pathname, parkSlug);
  const source = page ? await loadPage(contentIdOf(page), 'es') : undefined;
  if (!page || !source) return undefined;
  const { code } = resolveCurrency({ language: 'es', geoCountry: null, cookies: {} });
  const prices = await resolveContentPrices(source, code, site.pricing, contentPriceTexts('es'));
  const content = prices.value;
  const nav = await Promise.all(
    [...AMP_PAGE_IDS, ...CANONICAL_NAV_IDS].map((id) => navLink(id, parkSlug, page.path)),
  );
  const html = renderAmpDocument({
    content,
    canonicalUrl: `${site.origin}${page.path}`,
    nav: nav.filter((link): link is AmpNavLink => link !== undefined),
    siteName: parkName,
    homeHref: ampPathOf({ id: 'home', language: 'es', path: '/es/' }) ?? '/es/',
    texts: hostTexts.amp,
  });
  return { html, complete: prices.complete };
}
