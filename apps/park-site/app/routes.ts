import { index, route, type RouteConfig } from '@react-router/dev/routes';
// The React Router CLI evaluates this file before Vite's resolve conditions apply, so the
// workspace package's source entry cannot be resolved here: import the route table's file.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { listSitePages } from '../../../libs/i18n/src/core/route-table';
import { SENSORIA_SLUG, SENSORIA_SISTER_PARKS } from './config/park-slugs';
import { OFFLINE_PAGE_PATHS } from '../service-worker/offline-pages';
import { bookingProductsOf, hotelProductOf, packagePiecesOf } from './pages/booking-products';

/**
 * Every page of the route table (SPEC §2) becomes a route; the module that renders it depends on
 * the page kind.
 */
const pageModules: Partial<Record<string, string>> = {
  search: 'routes/search-page.tsx',
  cart: 'routes/cart-page.tsx',
  'payment-details': 'routes/payment-details.tsx',
  'payment-details-coupon': 'routes/payment-details.tsx',
  'thank-you': 'routes/thank-you.tsx',
  auth: 'routes/auth-page.tsx',
  'my-booking': 'routes/my-booking.tsx',
};

/**
 * A content page with a widget (or the sensory guide's parts) has a module of its own that imports it, so
 * the widget's code is that route's chunk, modulepreloaded with it and loaded by no other page (issue 16 step 2).
 */
function contentModuleOf(page: { id: string; sisterpark?: string }): string {
  if (bookingProductsOf(page)) return 'routes/booking-page.tsx';
  if (packagePiecesOf(page)) return 'routes/package-page.tsx';
  if (hotelProductOf(page) != null) return 'routes/hotel-page.tsx';
  // The guide's calm days and filter form: only its page loads them.
  if (page.id === 'sensory-guide') return 'routes/sensory-guide-page.tsx';
  return 'routes/content-page.tsx';
}

export default [
  index('routes/language-redirect.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('api/cart-currency', 'routes/api.cart-currency.ts'),
  // The offline pages the service worker precaches (docs/decisions/007-offline-mode.md).
  ...Object.entries(OFFLINE_PAGE_PATHS).map(([language, path]) =>
    route(path, 'routes/offline-page.tsx', { id: `offline.${language}` }),
  ),
  ...listSitePages(SENSORIA_SLUG, SENSORIA_SISTER_PARKS).map((page) =>
    route(page.path, pageModules[page.id] ?? contentModuleOf(page), {
      id: `${page.id}${page.sisterpark ? `-${page.sisterpark}` : ''}.${page.language}`,
    }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
