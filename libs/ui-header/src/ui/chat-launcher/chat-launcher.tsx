import { Box, Flex, Link, Span } from '@chakra-ui/react';
import { useCallback, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useSiteConfig } from '@parks/site';
import { createChatApi, type ChatApi } from '../../api/chat.api';
import { ChatPanel } from '../chat-panel/chat-panel';
import { useChat } from '../chat-panel/use-chat';
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
  /**
   * The live chat API the panel talks to.
   * @default the chat API at SiteConfig.apiBaseUrl (park-api's embedded live chat, through the site)
   */
  chatApi?: ChatApi;
}

const MESSENGER = /messenger|whatsapp|telegram/i;

/**
 * The chat launcher (SPEC §2): a link to the chat page of SiteConfig.chatUrl (it works without scripts,
 * in a new tab); once the scripts run, a click opens the chat panel on the page instead (issue 18 §3).
 */
export function ChatLauncher({ messenger, placement = 'fixed', aboveBottomNav, chatApi }: ChatLauncherProps) {
  const { t, language } = useLayoutTranslation();
  const config = useSiteConfig();
  const mobile = useSiteMobile(aboveBottomNav);
  const newTabId = useId();
  const panelId = useId();
  const launcher = useRef<HTMLAnchorElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const api = useMemo(() => chatApi ?? createChatApi(config.apiBaseUrl), [chatApi, config.apiBaseUrl]);
  const chat = useChat(api, panelOpen);
  const pageUrl = `${config.chatUrl}?lang=${language}`;
  const openPanel = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click still opens the page, where the visitor asked for it.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPanelOpen((open) => !open);
  };
  const closePanel = useCallback(() => {
    setPanelOpen(false);
    launcher.current?.focus();
  }, []);
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
      {panelOpen ? (
        <Box
          id={panelId}
          position={mobile ? 'fixed' : 'static'}
          insetX={mobile ? '0' : undefined}
          bottom={mobile ? '0' : undefined}
          zIndex={mobile ? 'modal' : undefined}
        >
          <ChatPanel
            view={chat.view}
            sending={chat.sending}
            error={chat.error}
            onSend={chat.send}
            onClose={closePanel}
            onRetry={chat.retry}
            pageUrl={pageUrl}
            mobile={mobile}
          />
        </Box>
      ) : null}
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
        ref={launcher}
        href={pageUrl}
        onClick={openPanel}
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        aria-controls={panelOpen ? panelId : undefined}
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
