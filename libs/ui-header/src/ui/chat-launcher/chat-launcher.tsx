import { lazy, Suspense, useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { useSiteConfig, WithChakra } from '@parks/site';
import type { ChatApi } from '../../api/chat.api';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { StaticChatIcon, StaticMessengerIcon } from '../icons/static-icons';
import { layoutBits } from '../shared/static-parts.styles';
import { useSiteMobile } from '../shared/use-site-mobile';
import { chatLauncherStyles } from './chat-launcher.styles';

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

// The panel (Chakra's runtime) and the conversation (the chat API's client) load the first time it opens.
const ChatPanel = lazy(() =>
  import('../chat-panel/chat-panel').then((module) => ({ default: module.ChatPanel })),
);
const ChatSession = lazy(() => {
  // Both at once: the panel's code is on its way while the conversation's loads.
  void import('../chat-panel/chat-panel');
  return import('../chat-panel/chat-session').then((module) => ({ default: module.ChatSession }));
});

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
  // Once opened, the conversation stays (the panel may close and open again).
  const [chatStarted, setChatStarted] = useState(false);
  const pageUrl = `${config.chatUrl}?lang=${language}`;
  const openPanel = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click still opens the page, where the visitor asked for it.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setChatStarted(true);
    setPanelOpen((open) => !open);
  };
  const closePanel = useCallback(() => {
    setPanelOpen(false);
    launcher.current?.focus();
  }, []);
  const secondary =
    messenger === undefined ? config.social.find((link) => MESSENGER.test(link.network)) : messenger;
  const c = chatLauncherStyles.classes;
  const frame = placement === 'fixed' ? (mobile ? c.fixedAboveBottomNav : c.fixed) : c.inline;
  const panelClass = mobile ? c.panelMobile : c.panel;

  return (
    // A landmark of its own (axe 'region': every page's content sits in one); it floats outside the others.
    <aside aria-label={t('chat.region')} className={frame}>
      <span id={newTabId} className={layoutBits.classes.srOnly}>
        {t('common.newTab')}
      </span>
      {chatStarted ? (
        <Suspense fallback={panelOpen ? <div id={panelId} className={panelClass} /> : null}>
          <ChatSession chatApi={chatApi} apiBaseUrl={config.apiBaseUrl} active={panelOpen}>
            {(chat) =>
              panelOpen ? (
                <div id={panelId} className={panelClass}>
                  <Suspense fallback={null}>
                    <WithChakra>
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
                    </WithChakra>
                  </Suspense>
                </div>
              ) : null
            }
          </ChatSession>
        </Suspense>
      ) : null}
      {secondary ? (
        <a
          href={secondary.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('chat.messenger', { network: secondary.network })}
          aria-describedby={newTabId}
          className={c.messenger}
        >
          <StaticMessengerIcon className={c.messengerIcon} />
        </a>
      ) : null}
      <a
        ref={launcher}
        href={pageUrl}
        onClick={openPanel}
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        aria-controls={panelOpen ? panelId : undefined}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={newTabId}
        className={mobile ? c.launcherMobile : c.launcher}
      >
        <StaticChatIcon className={c.launcherIcon} />
        <span className={mobile ? layoutBits.classes.srOnly : undefined}>{t('chat.launcher')}</span>
      </a>
    </aside>
  );
}
