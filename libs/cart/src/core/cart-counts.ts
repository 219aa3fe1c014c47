import type { ShoppingCart } from '@parks/contracts';

/** What the header's cart summary counts (SPEC §2: Adult/Adults, Child/Children). */
export interface CartCounts {
  /** The cart's own count of products (SPEC §3 'Shopping cart': Cart.ProductCount). */
  productCount: number;
  /** Adults (12 and over) over every line. */
  adults: number;
  /** Paying children (5 to 11) over every line; children under 5 enter free and are not counted. */
  children: number;
}

const NONE: CartCounts = { productCount: 0, adults: 0, children: 0 };

/** The product, adult and child totals of a cart; all zero when there is no cart. */
export function cartCounts(cart: ShoppingCart | null | undefined): CartCounts {
  if (!cart) return NONE;
  // Lines are optional on the wire as far as the spec shows (only the count is read), so tolerate none.
  const lines = cart.Lines ?? [];
  return lines.reduce(
    (counts, line) => ({
      ...counts,
      adults: counts.adults + (line.Passengers?.Adults ?? 0),
      children: counts.children + (line.Passengers?.Children ?? 0),
    }),
    { ...NONE, productCount: Math.max(0, cart.ProductCount) },
  );
}

/** Whether the header offers 'Buy' instead of the cart. */
export function isCartEmpty(cart: ShoppingCart | null | undefined): boolean {
  return cartCounts(cart).productCount === 0;
}
