import { defineStaticStyles } from '@parks/site';

/**
 * The checkout pages' frame (the heading band, the page's container and the content's own HTML) as
 * static classes: the Chakra props it had, through the same recipes (docs/decisions/011-styling.md).
 * Chakra's runtime comes only with the cart and payment parts that need it (issue 16 step 2).
 */
export const checkoutPageStyles = defineStaticStyles('pk-checkout', {
  header: { css: { bg: 'surface.inverted', color: 'white' } },
  headerContainer: { recipe: 'container', css: { maxW: '6xl', py: { base: '6', md: '8' } } },
  heading: {
    recipe: 'heading',
    variants: { size: { base: '2xl', md: '4xl' } },
    css: { lineHeight: '1.1' },
  },
  lead: { css: { mt: '3', fontSize: { base: 'md', md: 'lg' } } },
  main: { recipe: 'container', css: { maxW: '6xl', py: { base: '6', md: '10' } } },
  intro: { css: { mb: '6', color: 'fg.muted', '& p + p': { mt: '2' } } },
});
