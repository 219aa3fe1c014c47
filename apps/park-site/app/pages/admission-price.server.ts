import type { CurrencyCode } from '@parks/contracts';
import { resolveCurrency } from '@parks/currency/core';
import { languageFromPath } from '@parks/i18n';
import { parseCookieHeader } from '@parks/site/core';
import { pagePathname } from '../page-load/page-pathname';
import type { AppServices, PriceFrom } from '../server-only/app-services';

/**
 * The visitor's currency, by the page load's rule: country from language or CDN header, the currency
 * cookies win. The live box and the prices in the page's text both follow it.
 */
export function visitorCurrency(request: Request, services: Pick<AppServices, 'config'>): CurrencyCode {
  return resolveCurrency({
    language: languageFromPath(pagePathname(request)),
    geoCountry: request.headers.get(services.config.geoHeader),
    cookies: parseCookieHeader(request.headers.get('cookie')),
  }).code;
}

/**
 * The admission's "from" prices in the visitor's currency. Null when the cart API cannot price it: the
 * page then shows no price rather than a wrong one.
 */
export async function admissionPriceFrom(
  request: Request,
  services: Pick<AppServices, 'config' | 'getPriceFrom' | 'admissionProductId'>,
): Promise<PriceFrom | null> {
  try {
    return await services.getPriceFrom(services.admissionProductId, visitorCurrency(request, services));
  } catch {
    return null;
  }
}
