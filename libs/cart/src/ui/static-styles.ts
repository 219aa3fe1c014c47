import type { StaticStyles } from '@parks/site';
import { cartHoldPanelStyles } from './cart-hold/cart-hold-panel.styles';
import { cartPageStyles } from './cart-page/cart-page.styles';
import { cartSummaryStyles } from './cart-summary/cart-summary.styles';
import { complementUpsellStyles } from './complement-upsell/complement-upsell.styles';

/**
 * Every static class of the cart's parts a page renders with no Chakra runtime (the header's cart
 * summary, the cart page with its lines, hold panel and complement upsell): a host passes them, with its
 * Chakra system, to `buildParkStylesheet` at build time (docs/decisions/011-styling.md).
 */
export const cartStaticStyles: readonly StaticStyles[] = [
  cartSummaryStyles,
  cartPageStyles,
  cartHoldPanelStyles,
  complementUpsellStyles,
];
