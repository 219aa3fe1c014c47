import { Router } from 'express';
import type { SiteConfig } from '@parks/site';
import { loadAmpDocument } from '../app/amp/amp-page.server';

/**
 * The AMP pages (SPEC §2 'AMP variants'), mounted before React Router: plain documents without the
 * client bundle. Every AMP response comes from here, and `isAmpPath` (app/amp/amp-pages.ts) tells
 * them apart, e.g. for a Content-Security-Policy that must allow https://cdn.ampproject.org.
 */
export function ampRoutes(site: {
  origin: string;
  config: Pick<SiteConfig, 'parkSlug' | 'parkName'>;
}): Router {
  const router = Router();
  router.get('/es/amp/{*rest}', async (request, response, next) => {
    const html = await loadAmpDocument(request.path, site);
    // Not an AMP page: the site's own 404 answers it.
    if (html === undefined) return next();
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'public, max-age=300');
    response.send(html);
  });
  return router;
}
