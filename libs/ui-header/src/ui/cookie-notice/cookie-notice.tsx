import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { useSiteConfig } from '@parks/site';
import { layoutRoutePath } from '../../core/layout-routes';
import { useIsClient } from '../../hooks/use-is-client';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import {
  cookieNoticeAccepted,
  selectCookieNoticeAccepted,
  selectPreferencesRestored,
} from '../../state/layout-preferences.slice';
import { focusRingOnColor } from '../shared/focus-ring';
import { BOTTOM_NAV_OFFSET } from '../shared/bottom-inset';
import { useSiteMobile } from '../shared/use-site-mobile';
import { useAppDispatch } from '../../state/ui-header-hooks';

export interface CookieNoticeProps {
  /**
   * 'fixed' floats the notice at the bottom of the window; 'inline' leaves placing it to the parent
   * (SiteLayout stacks it with the chat launcher).
   * @default 'fixed'
   */
  placement?: 'fixed' | 'inline';
  /**
   * Leave room for the mobile bottom navigation when fixed.
   * @default the site state's `mobile`
   */
  aboveBottomNav?: boolean;
}

/**
 * The cookie notice (SPEC §2): a text, 'More info' to the privacy notice and OK. A non-modal region:
 * the page stays usable, and it is reached with the keyboard like any other part of the page.
 * Once accepted it does not come back (layoutPreferences.cookieNoticeAccepted).
 */
export function CookieNotice({ placement = 'fixed', aboveBottomNav }: CookieNoticeProps) {
  const { t, language } = useLayoutTranslation();
  const { parkSlug } = useSiteConfig();
  const dispatch = useAppDispatch();
  const accepted = useSelector(selectCookieNoticeAccepted);
  const restored = useSelector(selectPreferencesRestored);
  const mobile = useSiteMobile(aboveBottomNav);
  // The server cannot know what this browser accepted: render nothing until the stored preferences
  // are read, so a returning visitor never sees the notice flash.
  const isClient = useIsClient();
  if (!isClient || !restored || accepted) return null;

  const fixed = placement === 'fixed';
  return (
    <Box
      as="section"
      aria-label={t('cookieNotice.region')}
      position={fixed ? 'fixed' : 'relative'}
      insetX={fixed ? { base: '3', md: '6' } : undefined}
      bottom={fixed ? (mobile ? `calc(${BOTTOM_NAV_OFFSET} + 0.75rem)` : '6') : undefined}
      zIndex={fixed ? 'banner' : undefined}
      maxW={{ base: 'none', md: '36rem' }}
      pointerEvents="auto"
      bg="surface.inverted"
      color="brand.contrast"
      rounded="2xl"
      boxShadow="xl"
      p={{ base: '4', md: '5' }}
    >
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="4">
        <Text fontSize="sm" lineHeight="tall" flex="1">
          {t('cookieNotice.text')}{' '}
          <Link
            href={layoutRoutePath('privacy', language, parkSlug)}
            color="inherit"
            fontWeight="semibold"
            textDecoration="underline"
            textUnderlineOffset="3px"
            _focusVisible={focusRingOnColor}
          >
            {t('cookieNotice.moreInfo')}
          </Link>
        </Text>
        <Button
          onClick={() => dispatch(cookieNoticeAccepted())}
          bg="accent.solid"
          color="accent.contrast"
          rounded="full"
          px="8"
          flexShrink="0"
          _hover={{ bg: 'accent.solid/90' }}
          _focusVisible={focusRingOnColor}
        >
          {t('cookieNotice.ok')}
        </Button>
      </Flex>
    </Box>
  );
}
