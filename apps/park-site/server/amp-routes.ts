import { Router } from 'express';
import type { SiteConfig } from '@parks/site';
import { loadAmpDocument, type AmpPricing } from '../app/amp/amp-page.server';

/**
 * The AMP pages (SPEC §2 'AMP variants'), mounted before React Router: plain documents without the
 * client bundle. Every AMP response comes from here, and `isAmpPath` (app/amp/amp-pages.ts) tells
 * them apart, e.g. for a Content-Security-Policy that must allow https://cdn.ampproject.org.
 */
export function ampRoutes(site: {
  origin: string;
  config: Pick<SiteConfig, 'parkSlug' | 'parkName'>;
  pricing: AmpPricing;
}): Router {
  const router = Router();
  router.get('/es/amp/{*rest}', async (request, response, next) => {
    const document = await loadAmpDocument(request.path, site);
    // Not an AMP page: the site's own 404 answers it.
    if (document === undefined) return next();
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    // A page whose prices the cart API could not give is shown, never kept by a cache.
    response.setHeader('Cache-Control', document.complete ? 'public, max-age=300' : 'no-store');
    response.send(document.html);
  });
  return router;
}
