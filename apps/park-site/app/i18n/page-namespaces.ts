import type { RouteId, SitePage } from '@parks/i18n';
import { bookingProductsOf, hotelProductOf, packagePiecesOf } from '../pages/booking-products';

/**
 * The namespaces the layout's HTML renders with on every page: the host's own (breadcrumbs, page chrome),
 * the header and footer's, the header's sign-in link and its cart summary. The islands' (the currency
 * menu's, the search box's) are not here: they come with the island's code (with-texts.tsx).
 */
export const LAYOUT_NAMESPACES: readonly string[] = ['host', 'ui-header', 'auth', 'cart'];

/** What a route's own HTML renders with besides the layout's (issue 16 step 4: only the page's namespaces). */
const ROUTE_NAMESPACES: Partial<Record<RouteId, readonly string[]>> = {
  search: ['search'],
  'payment-details': ['payments'],
  'payment-details-coupon': ['payments'],
  'thank-you': ['payments'],
  'my-booking': ['payments'],
  // The account's bookings (payments' AccountOrders).
  auth: ['payments'],
  // The calm days calendar.
  'sensory-guide': ['booking'],
};

/** The i18n namespaces a page's HTML renders with: the layout's and its route's (routes.ts picks its module alike). */
export function pageNamespaces(page: Pick<SitePage, 'id' | 'sisterpark'> | null | undefined): string[] {
  if (!page) return [...LAYOUT_NAMESPACES];
  const own = ROUTE_NAMESPACES[page.id] ?? [];
  // A page with a booking widget, a package builder or a hotel calendar (booking-page, package-page, hotel-page).
  const booking =
    bookingProductsOf(page) != null || packagePiecesOf(page) != null || hotelProductOf(page) != null;
  return [...LAYOUT_NAMESPACES, ...own, ...(booking ? ['booking'] : [])];
}
