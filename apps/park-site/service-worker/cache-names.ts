// Shared by the service worker and the page that keeps the e-tickets; imports nothing.

/** The cache names; a new layout of a cache gets a new name, never a reinterpretation of the old. */
export const CACHE_NAMES = {
  pages: 'parks-pages-v1',
  images: 'parks-images-v1',
  eTickets: 'parks-e-tickets-v1',
} as const;

/** How many pages and images are kept (least recently used go first). */
export const PAGE_CACHE_MAX_ENTRIES = 40;
export const IMAGE_CACHE_MAX_ENTRIES = 80;

/** How many orders' e-tickets one device keeps (the oldest go first). */
export const E_TICKET_ORDERS_KEPT = 5;
