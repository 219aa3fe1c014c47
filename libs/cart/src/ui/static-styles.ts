import type { StaticStyles } from '@parks/site';
import { cartPageStyles } from './cart-page/cart-page.styles';
import { cartSummaryStyles } from './cart-summary/cart-summary.styles';

/**
 * Every static class of the cart's parts a page renders with no Chakra runtime (the header's cart
 * summary, the empty cart page and its update messages): a host passes them, with its Chakra system, to
 * `buildParkStylesheet` at build time (docs/decisions/011-styling.md).
 */
export const cartStaticStyles: readonly StaticStyles[] = [cartSummaryStyles, cartPageStyles];
