import { defineStaticStyles } from '@parks/site';
import { BOTTOM_NAV_OFFSET } from '../shared/bottom-inset';
import { focusRingOnColor } from '../shared/focus-ring';

const fixed = { position: 'fixed', insetX: { base: '3', md: '6' }, zIndex: 'banner' } as const;

/** The cookie notice's static classes (the Chakra props it had; issue 16 step 2: no Chakra runtime for it). */
export const cookieNoticeStyles = defineStaticStyles('pk-cookie', {
  root: {
    css: {
      maxW: { base: 'none', md: '36rem' },
      pointerEvents: 'auto',
      bg: 'surface.inverted',
      color: 'brand.contrast',
      rounded: '2xl',
      boxShadow: 'xl',
      p: { base: '4', md: '5' },
    },
  },
  inline: { css: { position: 'relative' } },
  fixed: { css: { ...fixed, bottom: '6' } },
  fixedAboveBottomNav: { css: { ...fixed, bottom: `calc(${BOTTOM_NAV_OFFSET} + 0.75rem)` } },
  row: {
    css: {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      alignItems: { base: 'stretch', sm: 'center' },
      gap: '4',
    },
  },
  text: { css: { fontSize: 'sm', lineHeight: 'tall', flex: '1' } },
  link: {
    recipe: 'link',
    css: {
      color: 'inherit',
      fontWeight: 'semibold',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      _focusVisible: focusRingOnColor,
    },
  },
  ok: {
    recipe: 'button',
    css: {
      bg: 'accent.solid',
      color: 'accent.contrast',
      rounded: 'full',
      px: '8',
      flexShrink: '0',
      _hover: { bg: 'accent.solid/90' },
      _focusVisible: focusRingOnColor,
    },
  },
});
