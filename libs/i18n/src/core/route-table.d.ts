import type { Language } from './languages';
/**
 * Every route of SPEC §2, per language. `{park}` is the park's own slug and `{sisterpark}` the
 * slug of a sister park; a sister site fills them from its SiteConfig. A language without a path
 * has no such page ("not shown" in the spec).
 */
export declare const ROUTE_TABLE: {
  readonly home: {
    readonly es: '/es/';
    readonly en: '/en/';
  };
  readonly about: {
    readonly es: '/es/acerca-de-{park}/';
    readonly en: '/en/about-{park}/';
  };
  readonly attractions: {
    readonly es: '/es/actividades-{park}/';
    readonly en: '/en/{park}-activities/';
  };
  readonly senses: {
    readonly es: '/es/que-son-los-sentidos/';
    readonly en: '/en/the-five-senses/';
  };
  readonly location: {
    readonly es: '/es/ubicacion-parque-{park}/';
    readonly en: '/en/how-to-get-to-{park}/';
  };
  readonly facilities: {
    readonly es: '/es/instalaciones-y-servicios/';
    readonly en: '/en/facilities-and-services/';
  };
  readonly awards: {
    readonly es: '/es/reconocimientos-certificaciones/';
    readonly en: '/en/awards-certifications/';
  };
  readonly 'photo-pass': {
    readonly es: '/es/foto-pase/';
    readonly en: '/en/photo-pass/';
  };
  readonly admission: {
    readonly es: '/es/entrada-parque-{park}/';
    readonly en: '/en/{park}-admission/';
  };
  readonly 'tulum-tour': {
    readonly es: '/es/tour-{park}-tulum/';
    readonly en: '/en/{park}-tulum-tour/';
  };
  readonly promotions: {
    readonly es: '/es/promociones-{park}/';
    readonly en: '/en/{park}-promotions/';
  };
  readonly 'build-package': {
    readonly es: '/es/arma-tu-paquete/';
    readonly en: '/en/create-your-package/';
  };
  readonly packages: {
    readonly es: '/es/paquetes/';
    readonly en: '/en/packages/';
  };
  readonly combo: {
    readonly es: '/es/{sisterpark}-{park}/';
    readonly en: '/en/{sisterpark}-{park}/';
  };
  readonly 'state-resident': {
    readonly es: '/es/quintanarroenses/';
  };
  readonly 'national-resident': {
    readonly es: '/es/mexicanos/';
  };
  readonly senior: {
    readonly es: '/es/inapam/';
  };
  readonly hotels: {
    readonly es: '/es/hoteles/';
    readonly en: '/en/hotels/';
  };
  readonly gallery: {
    readonly es: '/es/galeria/';
    readonly en: '/en/gallery/';
  };
  readonly faqs: {
    readonly es: '/es/preguntas-frecuentes/';
    readonly en: '/en/faqs/';
  };
  readonly privacy: {
    readonly es: '/es/aviso-de-privacidad/';
    readonly en: '/en/privacy-notice/';
  };
  readonly terms: {
    readonly es: '/es/terminos-de-uso/';
    readonly en: '/en/terms-of-use/';
  };
  readonly sitemap: {
    readonly es: '/es/sitemap/';
    readonly en: '/en/sitemap/';
  };
  readonly tours: {
    readonly es: '/es/tours-en-cancun-y-riviera-maya/';
    readonly en: '/en/tours-in-cancun-and-riviera-maya/';
  };
  readonly 'subscription-error': {
    readonly es: '/es/error-subscription/';
    readonly en: '/en/error-subscription/';
  };
  readonly search: {
    readonly es: '/es/busqueda/';
    readonly en: '/en/search/';
  };
  readonly cart: {
    readonly es: '/es/carrito/';
    readonly en: '/en/carrito/';
  };
  readonly 'payment-details': {
    readonly es: '/es/carrito/detalles-pago/';
    readonly en: '/en/carrito/payment-details/';
    readonly pt: '/pt/carrito/detalhes-do-pagamento/';
  };
  readonly 'payment-details-coupon': {
    readonly es: '/es/carrito/detalles-pago-cupon/';
    readonly en: '/en/carrito/payment-details-coupon/';
    readonly pt: '/pt/carrito/cupom-do-detalhes-do-pagamento/';
  };
  readonly 'thank-you': {
    readonly es: '/es/carrito/gracias/';
    readonly en: '/en/carrito/thank-you/';
    readonly pt: '/pt/carrito/obrigada/';
  };
  readonly auth: {
    readonly es: '/es/auth/';
    readonly en: '/en/auth/';
  };
};
export type RouteId = keyof typeof ROUTE_TABLE;
export declare const ROUTE_IDS: RouteId[];
/** The slugs a path template is filled with. */
export interface RouteParams {
  park: string;
  sisterpark?: string;
}
/** The path template of a route in a language, or undefined when the page does not exist in it. */
export declare function routeTemplate(id: RouteId, language: Language): string | undefined;
/** The languages a route exists in. */
export declare function routeLanguages(id: RouteId): Language[];
/** Fills a template's `{park}` and `{sisterpark}` slots. */
export declare function fillRouteTemplate(template: string, params: RouteParams): string;
/**
 * The path of a route in a language, or undefined when it does not exist there.
 * @throws when a combo route is asked for without a sister park
 */
export declare function routePath(id: RouteId, language: Language, params: RouteParams): string | undefined;
/** SPEC §2: any path that contains 'carrito' counts as a shopping-cart page. */
export declare function isCartPath(pathname: string): boolean;
/** SPEC §4 step 5: IncludeAmountsUSD is true only on the thank-you and payment-details pages. */
export declare function includesAmountsUSD(pathname: string): boolean;
/** SPEC §2 'Auth return page': /es/auth/, or /en/auth/ when the current path contains /en/. */
export declare function authReturnPath(currentPath: string): string;
/** A concrete page of a site: a route, its language, its sister park when it is a combo, and its path. */
export interface SitePage {
  id: RouteId;
  language: Language;
  sisterpark?: string;
  path: string;
}
/** Every concrete page of a site: each route in each of its languages, combos once per sister park. */
export declare function listSitePages(park: string, sisterParks: readonly string[]): SitePage[];
/** The page at a path (trailing slash optional), or undefined. */
export declare function matchSitePage(
  pathname: string,
  park: string,
  sisterParks: readonly string[],
): SitePage | undefined;
/** The same page in another language (for hreflang alternates and the language switch). */
export declare function alternatePath(page: SitePage, language: Language, park: string): string | undefined;
//# sourceMappingURL=route-table.d.ts.map
