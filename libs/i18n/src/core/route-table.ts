import type { Language } from './languages';

/**
 * Every route of SPEC §2, per language. `{park}` is the park's own slug and `{sisterpark}` the
 * slug of a sister park; a sister site fills them from its SiteConfig. A language without a path
 * has no such page ("not shown" in the spec).
 */
export const ROUTE_TABLE = {
  home: { es: '/es/', en: '/en/' },
  about: { es: '/es/acerca-de-{park}/', en: '/en/about-{park}/' },
  attractions: { es: '/es/actividades-{park}/', en: '/en/{park}-activities/' },
  senses: { es: '/es/que-son-los-sentidos/', en: '/en/the-five-senses/' },
  'sensory-guide': { es: '/es/guia-sensorial/', en: '/en/sensory-guide/' },
  location: { es: '/es/ubicacion-parque-{park}/', en: '/en/how-to-get-to-{park}/' },
  facilities: { es: '/es/instalaciones-y-servicios/', en: '/en/facilities-and-services/' },
  awards: { es: '/es/reconocimientos-certificaciones/', en: '/en/awards-certifications/' },
  'photo-pass': { es: '/es/foto-pase/', en: '/en/photo-pass/' },
  admission: { es: '/es/entrada-parque-{park}/', en: '/en/{park}-admission/' },
  'tulum-tour': { es: '/es/tour-{park}-tulum/', en: '/en/{park}-tulum-tour/' },
  promotions: { es: '/es/promociones-{park}/', en: '/en/{park}-promotions/' },
  'build-package': { es: '/es/arma-tu-paquete/', en: '/en/create-your-package/' },
  packages: { es: '/es/paquetes/', en: '/en/packages/' },
  combo: { es: '/es/{sisterpark}-{park}/', en: '/en/{sisterpark}-{park}/' },
  'state-resident': { es: '/es/quintanarroenses/' },
  'national-resident': { es: '/es/mexicanos/' },
  senior: { es: '/es/inapam/' },
  hotels: { es: '/es/hoteles/', en: '/en/hotels/' },
  gallery: { es: '/es/galeria/', en: '/en/gallery/' },
  faqs: { es: '/es/preguntas-frecuentes/', en: '/en/faqs/' },
  privacy: { es: '/es/aviso-de-privacidad/', en: '/en/privacy-notice/' },
  terms: { es: '/es/terminos-de-uso/', en: '/en/terms-of-use/' },
  sitemap: { es: '/es/sitemap/', en: '/en/sitemap/' },
  tours: { es: '/es/tours-en-cancun-y-riviera-maya/', en: '/en/tours-in-cancun-and-riviera-maya/' },
  'subscription-error': { es: '/es/error-subscription/', en: '/en/error-subscription/' },
  search: { es: '/es/busqueda/', en: '/en/search/' },
  cart: { es: '/es/carrito/', en: '/en/carrito/' },
  'payment-details': {
    es: '/es/carrito/detalles-pago/',
    en: '/en/carrito/payment-details/',
    pt: '/pt/carrito/detalhes-do-pagamento/',
  },
  'payment-details-coupon': {
    es: '/es/carrito/detalles-pago-cupon/',
    en: '/en/carrito/payment-details-coupon/',
    pt: '/pt/carrito/cupom-do-detalhes-do-pagamento/',
  },
  'thank-you': { es: '/es/carrito/gracias/', en: '/en/carrito/thank-you/', pt: '/pt/carrito/obrigada/' },
  auth: { es: '/es/auth/', en: '/en/auth/' },
  // Issue 20: after a purchase, in every language the checkout has (pt as for the thank-you page).
  'my-booking': { es: '/es/mi-reserva/', en: '/en/my-booking/', pt: '/pt/minha-reserva/' },
} as const satisfies Record<string, Partial<Record<Language, string>>>;

export type RouteId = keyof typeof ROUTE_TABLE;
export const ROUTE_IDS = Object.keys(ROUTE_TABLE) as RouteId[];

/** The slugs a path template is filled with. */
export interface RouteParams {
  park: string;
  sisterpark?: string;
}

/** The path template of a route in a language, or undefined when the page does not exist in it. */
export function routeTemplate(id: RouteId, language: Language): string | undefined {
  const paths: Partial<Record<Language, string>> = ROUTE_TABLE[id];
  return paths[language];
}

/** The languages a route exists in. */
export function routeLanguages(id: RouteId): Language[] {
  return Object.keys(ROUTE_TABLE[id]) as Language[];
}

/** Fills a template's `{park}` and `{sisterpark}` slots. */
export function fillRouteTemplate(template: string, params: RouteParams): string {
  return template.replace('{park}', params.park).replace('{sisterpark}', params.sisterpark ?? '');
}

/**
 * The path of a route in a language, or undefined when it does not exist there.
 * @throws when a combo route is asked for without a sister park
 */
export function routePath(id: RouteId, language: Language, params: RouteParams): string | undefined {
  const template = routeTemplate(id, language);
  if (!template) return undefined;
  if (template.includes('{sisterpark}') && !params.sisterpark) {
    throw new Error(`route "${id}" needs a sister park slug`);
  }
  return fillRouteTemplate(template, params);
}

/**
 * The path a page in `language` links to for a route: its own language's page, or, when that language
 * has none (pt has only the checkout routes), the English one (docs/decisions/013-portuguese-links.md).
 * Undefined only when the route exists in neither.
 */
export function linkPath(id: RouteId, language: Language, params: RouteParams): string | undefined {
  // FALLBACK_LANGUAGE of ./languages, written out: this file's imports stay type-only, since the e2e
  // journeys load it as plain TypeScript (routes.e2e.ts).
  return routePath(id, language, params) ?? routePath(id, 'en', params);
}

/** SPEC §2: any path that contains 'carrito' counts as a shopping-cart page. */
export function isCartPath(pathname: string): boolean {
  return pathname.includes('carrito');
}

/** SPEC §4 step 5: IncludeAmountsUSD is true only on the thank-you and payment-details pages. */
export function includesAmountsUSD(pathname: string): boolean {
  const normalized = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const ids: RouteId[] = ['thank-you', 'payment-details', 'payment-details-coupon'];
  return ids.some((id) =>
    Object.values(ROUTE_TABLE[id] as Record<string, string>).some((template) => template === normalized),
  );
}

/** SPEC §2 'Auth return page': /es/auth/, or /en/auth/ when the current path contains /en/. */
export function authReturnPath(currentPath: string): string {
  return currentPath.includes('/en/') ? ROUTE_TABLE.auth.en : ROUTE_TABLE.auth.es;
}

/** A concrete page of a site: a route, its language, its sister park when it is a combo, and its path. */
export interface SitePage {
  id: RouteId;
  language: Language;
  sisterpark?: string;
  path: string;
}

// A site's pages never change while it runs, and every request matches its path against them.
const sitePagesCache = new Map<string, readonly SitePage[]>();

/** Every concrete page of a site: each route in each of its languages, combos once per sister park. */
export function listSitePages(park: string, sisterParks: readonly string[]): readonly SitePage[] {
  const key = `${park}|${sisterParks.join(',')}`;
  const known = sitePagesCache.get(key);
  if (known) return known;
  const pages: SitePage[] = [];
  for (const id of ROUTE_IDS) {
    for (const language of routeLanguages(id)) {
      const template = routeTemplate(id, language) as string;
      const sisters = template.includes('{sisterpark}') ? sisterParks : [undefined];
      for (const sisterpark of sisters) {
        pages.push({ id, language, sisterpark, path: fillRouteTemplate(template, { park, sisterpark }) });
      }
    }
  }
  sitePagesCache.set(key, pages);
  return pages;
}

/** The page at a path (trailing slash optional), or undefined. */
export function matchSitePage(
  pathname: string,
  park: string,
  sisterParks: readonly string[],
): SitePage | undefined {
  const normalized = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return listSitePages(park, sisterParks).find((page) => page.path === normalized);
}

/** The same page in another language (for hreflang alternates and the language switch). */
export function alternatePath(page: SitePage, language: Language, park: string): string | undefined {
  return routePath(page.id, language, { park, sisterpark: page.sisterpark });
}
