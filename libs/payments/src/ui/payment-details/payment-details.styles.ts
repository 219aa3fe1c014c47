import { defineStaticStyles } from '@parks/site';

/**
 * The empty cart's notice on the payment details page as static classes: the Chakra props it had,
 * through the same recipes (issue 16 step 2, docs/decisions/011-styling.md).
 */
export const paymentDetailsStyles = defineStaticStyles('pk-payment-details', {
  empty: { css: { textAlign: 'center', py: '8', borderWidth: '1px', borderColor: 'border', rounded: 'l3' } },
  back: { recipe: 'button', variants: { size: 'md' }, css: { mt: '4', colorPalette: 'brand' } },
});
