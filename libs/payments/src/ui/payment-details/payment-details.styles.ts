import { defineStaticStyles } from '@parks/site';

/**
 * The payment details page's parts that are only read (the empty cart's notice, the order summary) as
 * static classes: the Chakra props they had, through the same recipes (issue 16 step 2,
 * docs/decisions/011-styling.md). They hydrate as plain elements, with no Emotion work per element.
 */
export const paymentDetailsStyles = defineStaticStyles('pk-payment-details', {
  empty: { css: { textAlign: 'center', py: '8', borderWidth: '1px', borderColor: 'border', rounded: 'l3' } },
  back: { recipe: 'button', variants: { size: 'md' }, css: { mt: '4', colorPalette: 'brand' } },
  // The order summary: `<Box as="section" …>`, its heading, the lines and the totals.
  summary: {
    css: {
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'l3',
      p: { base: '4', md: '6' },
      bg: 'bg.subtle',
    },
  },
  summaryHeading: { recipe: 'heading', variants: { size: 'lg' }, css: { mb: '4' } },
  summaryLines: { css: { display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' } },
  summaryLine: { css: { display: 'flex', justifyContent: 'space-between', gap: '4' } },
  summaryProduct: { css: { fontWeight: 'semibold' } },
  summaryWhenWho: { css: { fontSize: 'sm', color: 'fg.muted' } },
  summaryAmount: { css: { whiteSpace: 'nowrap' } },
  summaryTotals: {
    css: { display: 'grid', gridTemplateColumns: '1fr auto', rowGap: '2', columnGap: '4', mt: '4' },
  },
  summaryCoupon: { css: { textAlign: 'end', color: 'fg.success' } },
  summaryTotalName: { css: { fontWeight: 'bold', fontSize: 'lg' } },
  summaryTotal: { css: { textAlign: 'end', fontWeight: 'bold', fontSize: 'xl' } },
});
