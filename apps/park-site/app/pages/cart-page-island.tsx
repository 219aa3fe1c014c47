// The cart page with lines, loaded as an island by the cart route (routes/cart-page.tsx) only when the
// cart has lines: a module of its own, so its code (and, when a line's editor opens, Chakra's runtime) is a
// chunk the empty cart page never loads (issue 16 step 2).
export { CartPage } from '@parks/cart';
