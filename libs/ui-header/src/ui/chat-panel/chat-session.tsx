import { useMemo, type ReactNode } from 'react';
import { createChatApi, type ChatApi } from '../../api/chat.api';
import { useChat } from './use-chat';

export interface ChatSessionProps {
  /** The live chat API; the one at `apiBaseUrl` when none is given. */
  chatApi?: ChatApi;
  apiBaseUrl: string;
  /** The panel is open: the conversation is polled. */
  active: boolean;
  children: (chat: ReturnType<typeof useChat>) => ReactNode;
}

/**
 * The visitor's conversation, from the first time the panel opens until the page is left (it outlives the
 * panel closing). Loaded with the panel, not with the page's launcher (issue 16).
 */
export function ChatSession({ chatApi, apiBaseUrl, active, children }: ChatSessionProps) {
  const api = useMemo(() => chatApi ?? createChatApi(apiBaseUrl), [chatApi, apiBaseUrl]);
  return children(useChat(api, active));
}
