import { defineStaticStyles } from '@parks/site';
import { BOTTOM_NAV_OFFSET } from '../shared/bottom-inset';

const root = { display: 'flex', flexDirection: 'column', minH: '100dvh', bg: 'bg', color: 'fg' } as const;

/** The site layout's frame and skip link (the Chakra props they had; issue 16 step 1). */
export const siteLayoutStyles = defineStaticStyles('pk-layout', {
  root: { css: root },
  rootMobile: { css: { ...root, pb: BOTTOM_NAV_OFFSET } },
  main: { css: { flex: '1', _focus: { outline: 'none' } } },
  skipLink: {
    recipe: 'link',
    css: {
      position: 'absolute',
      top: '3',
      left: '3',
      zIndex: 'skipNav',
      px: '5',
      py: '3',
      rounded: 'full',
      bg: 'brand.solid',
      color: 'brand.contrast',
      fontWeight: 'bold',
      boxShadow: 'lg',
      transform: 'translateY(-200%)',
      _focus: { transform: 'none' },
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.fg', outlineOffset: '2px' },
    },
  },
});
