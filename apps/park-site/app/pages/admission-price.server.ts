import { resolveCurrency } from '@parks/currency/core';
import { languageFromPath } from '@parks/i18n';
import { parseCookieHeader } from '@parks/site/core';
import { pagePathname } from '../page-load/page-pathname';
import type { AppServices, PriceFrom } from '../server-only/app-services';

/**
 * The admission's "from" prices in the visitor's currency (the same currency rule as the page
 * load: country from language or CDN header, the currency cookies win). Null when the cart API
 * cannot price it: the page then shows no price rather than a wrong one.
 */
export async function admissionPriceFrom(request: Request, services: AppServices): Promise<PriceFrom | null> {
  const { code } = resolveCurrency({
    language: languageFromPath(pagePathname(request)),
    geoCountry: request.headers.get(services.config.geoHeader),
    cookies: parseCookieHeader(request.headers.get('cookie')),
  });
  try {
    return await services.getPriceFrom(services.admissionProductId, code);
  } catch {
    return null;
  }
}
