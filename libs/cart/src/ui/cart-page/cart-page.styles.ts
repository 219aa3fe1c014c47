import { defineStaticStyles } from '@parks/site';

/**
 * The cart page's parts that are only read (the page's frame when the cart is empty, the update
 * messages) as static classes: the Chakra props they had, through the same recipes (issue 16 step 2,
 * docs/decisions/011-styling.md). An empty cart page then needs no Chakra runtime at all.
 */
export const cartPageStyles = defineStaticStyles('pk-cart-page', {
  // `<Stack gap="8">`
  stack: { css: { display: 'flex', flexDirection: 'column', gap: '8' } },
  updated: {
    css: {
      px: '4',
      py: '3',
      rounded: 'l2',
      borderWidth: '1px',
      borderColor: 'border.success',
      bg: 'bg.success',
      color: 'fg.success',
      fontWeight: 'semibold',
    },
  },
  failed: {
    css: {
      px: '4',
      py: '3',
      rounded: 'l2',
      borderWidth: '1px',
      borderColor: 'border.error',
      bg: 'bg.error',
      color: 'fg.error',
    },
  },
  failedTitle: { css: { fontWeight: 'semibold' } },
  failedReason: { css: { mt: '1' } },
  empty: {
    css: { textAlign: 'center', py: '8', px: '4', borderWidth: '1px', borderColor: 'border', rounded: 'l3' },
  },
  emptyHeading: { recipe: 'heading', variants: { size: 'xl' } },
  emptyText: { css: { mt: '2', color: 'fg.muted' } },
  emptyBuy: { recipe: 'button', variants: { size: 'md' }, css: { mt: '6', colorPalette: 'brand' } },
});
