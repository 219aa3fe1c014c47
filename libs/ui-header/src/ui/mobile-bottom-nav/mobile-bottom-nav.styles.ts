import { defineStaticStyles } from '@parks/site';
import { BOTTOM_NAV_HEIGHT } from '../shared/bottom-inset';
import { bareList } from '../shared/chakra-layout';

/** An item of the bottom navigation: a link, or the 'More' button. */
const item = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  h: BOTTOM_NAV_HEIGHT,
  w: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textDecoration: 'none',
  color: 'fg.muted',
  _hover: { color: 'brand.fg', textDecoration: 'none' },
} as const;

/** The pill behind an item's icon. */
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  px: '4',
  py: '1',
  rounded: 'full',
} as const;

/** The mobile bottom navigation's frame (the Chakra props it had; issue 16 step 1). */
export const bottomNavStyles = defineStaticStyles('pk-bottom-nav', {
  root: {
    css: {
      position: 'fixed',
      insetX: '0',
      bottom: '0',
      zIndex: 'sticky',
      bg: 'bg',
      borderTopWidth: '1px',
      borderColor: 'border',
      boxShadow: 'xs',
      pb: 'env(safe-area-inset-bottom, 0px)',
    },
  },
  list: {
    css: { display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', ...bareList, maxW: 'lg', mx: 'auto' },
  },
  link: { recipe: 'link', css: item },
  linkCurrent: { recipe: 'link', css: { ...item, color: 'brand.fg' } },
  more: { css: { cursor: 'pointer', bg: 'transparent', ...item } },
  pill: { css: { ...pill, bg: 'transparent' } },
  pillCurrent: { css: { ...pill, bg: 'brand.subtle' } },
  icon: { css: { boxSize: '5' } },
});
