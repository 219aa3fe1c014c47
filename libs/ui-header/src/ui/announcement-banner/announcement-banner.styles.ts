import { defineStaticStyles } from '@parks/site';
import { focusRingOnColor } from '../shared/focus-ring';

/** The announcement banner's static classes (the Chakra props it had; issue 16 step 1). */
export const bannerStyles = defineStaticStyles('pk-banner', {
  root: { css: { bg: 'accent.solid', color: 'accent.contrast' } },
  container: {
    recipe: 'container',
    css: { maxW: '7xl', display: 'flex', alignItems: 'center', gap: '3', py: '2', pe: '2' },
  },
  text: {
    css: { flex: '1', textAlign: 'center', fontSize: 'sm', fontWeight: 'medium', textWrap: 'balance' },
  },
  link: {
    recipe: 'link',
    css: {
      color: 'inherit',
      fontWeight: 'bold',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      whiteSpace: 'nowrap',
      _focusVisible: focusRingOnColor,
    },
  },
  // `<IconButton variant="ghost" size="sm">`: the button recipe with IconButton's own px, py and _icon.
  dismiss: {
    recipe: 'button',
    variants: { variant: 'ghost', size: 'sm' },
    css: {
      px: '0',
      py: '0',
      _icon: { fontSize: '1.2em' },
      rounded: 'full',
      color: 'inherit',
      _hover: { bg: 'accent.contrast/15' },
      _focusVisible: focusRingOnColor,
    },
  },
});
