import { defineStaticStyles } from '@parks/site';

/** `<VisuallyHidden>`: Chakra's visually hidden style. */
const visuallyHidden = {
  border: '0',
  clip: 'rect(0, 0, 0, 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  position: 'absolute',
} as const;

/**
 * The header's cart summary as static classes (the Chakra props it had, through the same recipes): it
 * follows the store on every page, so it renders with the page, with no Chakra runtime (issue 16 step 2).
 */
export const cartSummaryStyles = defineStaticStyles('pk-cart-summary', {
  buy: { recipe: 'button', variants: { size: 'md' }, css: { colorPalette: 'brand' } },
  buyCompact: { recipe: 'button', variants: { size: 'sm' }, css: { colorPalette: 'brand' } },
  link: {
    recipe: 'link',
    css: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3',
      color: 'inherit',
      textDecoration: 'none',
      _hover: { textDecoration: 'underline' },
    },
  },
  iconBox: { css: { position: 'relative', display: 'inline-flex', color: 'inherit' } },
  badge: {
    recipe: 'badge',
    variants: { variant: 'solid' },
    css: {
      '&::before': { content: 'attr(data-count)' },
      position: 'absolute',
      top: '-2',
      insetEnd: '-3',
      borderRadius: 'full',
      colorPalette: 'accent',
      minWidth: '5',
      justifyContent: 'center',
    },
  },
  texts: { css: { display: 'flex', flexDirection: 'column', lineHeight: 'short' } },
  cart: { css: { fontWeight: 'semibold' } },
  passengers: { css: { fontSize: 'sm', color: 'inherit' } },
  total: { css: { fontWeight: 'bold' } },
  timer: { css: { fontSize: 'sm', fontVariantNumeric: 'tabular-nums' } },
  visuallyHidden: { css: visuallyHidden },
});
