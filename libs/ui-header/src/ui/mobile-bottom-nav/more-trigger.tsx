import { chakra, Span, type HTMLChakraProps } from '@chakra-ui/react';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { MenuIcon } from '../icons/icons';
import { BOTTOM_NAV_HEIGHT } from '../shared/bottom-inset';

/** An item of the bottom navigation: a link, or the 'More' button. */
export const bottomNavItemStyle = {
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
export const bottomNavIconPill = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  px: '4',
  py: '1',
  rounded: 'full',
} as const;

/**
 * The 'More' button: the drawer's trigger, and the same button while the drawer's code is not loaded
 * yet (so nothing moves when it arrives).
 */
export function MoreTrigger(props: HTMLChakraProps<'button'>) {
  const { t } = useLayoutTranslation();
  return (
    <chakra.button type="button" cursor="pointer" bg="transparent" {...bottomNavItemStyle} {...props}>
      <Span {...bottomNavIconPill}>
        <MenuIcon boxSize="5" />
      </Span>
      {t('bottomNav.more')}
    </chakra.button>
  );
}
