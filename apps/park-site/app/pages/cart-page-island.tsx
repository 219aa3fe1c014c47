// The cart page's Chakra part, loaded as an island by the cart route (routes/cart-page.tsx) only when
// the cart has lines: a module of its own, so its code and Chakra's runtime are a chunk the empty cart
// page never loads (issue 16 step 2).
export { CartPage } from '@parks/cart';
