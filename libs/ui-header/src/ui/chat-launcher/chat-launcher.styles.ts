import { defineStaticStyles } from '@parks/site';
import { BOTTOM_NAV_OFFSET } from '../shared/bottom-inset';

const root = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '2.5',
  pointerEvents: 'auto',
} as const;
const fixed = { position: 'fixed', right: { base: '4', md: '6' }, zIndex: 'docked' } as const;
const launcher = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2.5',
  minH: '14',
  minW: '14',
  rounded: 'full',
  bg: 'accent.solid',
  color: 'accent.contrast',
  fontWeight: 'bold',
  textDecoration: 'none',
  boxShadow: 'xl',
  transition: 'transform 0.15s ease-out',
  _hover: { transform: 'translateY(-2px)', textDecoration: 'none' },
  _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
} as const;

/** The chat launcher's static classes (the Chakra props it had; its panel stays Chakra, loaded when opened). */
export const chatLauncherStyles = defineStaticStyles('pk-chat', {
  inline: { css: { ...root, position: 'relative' } },
  fixed: { css: { ...root, ...fixed, bottom: '6' } },
  fixedAboveBottomNav: { css: { ...root, ...fixed, bottom: `calc(${BOTTOM_NAV_OFFSET} + 1rem)` } },
  panel: { css: { position: 'static' } },
  panelMobile: { css: { position: 'fixed', insetX: '0', bottom: '0', zIndex: 'modal' } },
  messenger: {
    recipe: 'link',
    css: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '12',
      rounded: 'full',
      bg: 'bg',
      color: 'brand.fg',
      borderWidth: '1px',
      borderColor: 'border',
      boxShadow: 'lg',
      transition: 'transform 0.15s ease-out',
      _hover: { transform: 'translateY(-2px)' },
      _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
    },
  },
  messengerIcon: { css: { boxSize: '5' } },
  launcher: { recipe: 'link', css: { ...launcher, px: '6' } },
  launcherMobile: { recipe: 'link', css: { ...launcher, px: '0' } },
  launcherIcon: { css: { boxSize: '6' } },
});
