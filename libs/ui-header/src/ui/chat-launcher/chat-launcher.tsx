import { Box, Flex, Link, Span } from '@chakra-ui/react';
import { useId } from 'react';
import { useSiteConfig } from '@parks/site';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { ChatIcon, MessengerIcon } from '../icons/icons';
import { BOTTOM_NAV_OFFSET } from '../shared/bottom-inset';
import { useSiteMobile } from '../shared/use-site-mobile';

/** A social messenger the visitor can write to instead of using the live chat. */
export interface ChatMessenger {
  /** Shown to the visitor, e.g. 'WhatsApp'. */
  network: string;
  url: string;
}

export interface ChatLauncherProps {
  /**
   * The secondary messenger link; `null` hides it.
   * @default the SiteConfig.social entry whose network is a messenger (Messenger, WhatsApp, Telegram), if any
   */
  messenger?: ChatMessenger | null;
  /**
   * 'fixed' floats the launcher at the bottom corner of the window; 'inline' leaves placing it to
   * the parent (SiteLayout stacks it above the cookie notice).
   * @default 'fixed'
   */
  placement?: 'fixed' | 'inline';
  /**
   * Lift the launcher above the mobile bottom navigation so it never covers it; on mobile the
   * launcher also shrinks to its icon.
   * @default the site state's `mobile`
   */
  aboveBottomNav?: boolean;
}

const MESSENGER = /messenger|whatsapp|telegram/i;

/** The chat launcher (SPEC §2): opens the live chat of SiteConfig.chatUrl in a new tab. */
export function ChatLauncher({ messenger, placement = 'fixed', aboveBottomNav }: ChatLauncherProps) {
  const { t } = useLayoutTranslation();
  const config = useSiteConfig();
  const mobile = useSiteMobile(aboveBottomNav);
  const newTabId = useId();
  const secondary =
    messenger === undefined ? config.social.find((link) => MESSENGER.test(link.network)) : messenger;
  const fixed = placement === 'fixed';

  return (
    // A landmark of its own (axe 'region': every page's content sits in one); it floats outside the others.
    <Flex
      as="aside"
      aria-label={t('chat.region')}
      direction="column"
      align="flex-end"
      gap="2.5"
      position={fixed ? 'fixed' : 'relative'}
      right={fixed ? { base: '4', md: '6' } : undefined}
      bottom={fixed ? (mobile ? `calc(${BOTTOM_NAV_OFFSET} + 1rem)` : '6') : undefined}
      zIndex={fixed ? 'docked' : undefined}
      pointerEvents="auto"
    >
      <Span id={newTabId} srOnly>
        {t('common.newTab')}
      </Span>
      {secondary ? (
        <Link
          href={secondary.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('chat.messenger', { network: secondary.network })}
          aria-describedby={newTabId}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="12"
          rounded="full"
          bg="bg"
          color="brand.fg"
          borderWidth="1px"
          borderColor="border"
          boxShadow="lg"
          transition="transform 0.15s ease-out"
          _hover={{ transform: 'translateY(-2px)' }}
          _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
        >
          <MessengerIcon boxSize="5" />
        </Link>
      ) : null}
      <Link
        href={config.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={newTabId}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        gap="2.5"
        minH="14"
        minW="14"
        px={mobile ? '0' : '6'}
        rounded="full"
        bg="accent.solid"
        color="accent.contrast"
        fontWeight="bold"
        textDecoration="none"
        boxShadow="xl"
        transition="transform 0.15s ease-out"
        _hover={{ transform: 'translateY(-2px)', textDecoration: 'none' }}
        _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
      >
        <ChatIcon boxSize="6" />
        <Box as="span" srOnly={mobile || undefined}>
          {t('chat.launcher')}
        </Box>
      </Link>
    </Flex>
  );
}
