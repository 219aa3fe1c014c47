import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatErrorCode, ChatMessage, ChatMessageRequest } from '@parks/contracts';
import type { ChatApi } from '../../api/chat.api';

export interface ChatView {
  phase: 'loading' | 'ready' | 'error';
  /** Within the call-centre hours. */
  open: boolean;
  messages: ChatMessage[];
  agentWriting: boolean;
  email: string | null;
}

export const INITIAL_CHAT_VIEW: ChatView = {
  phase: 'loading',
  open: true,
  messages: [],
  agentWriting: false,
  email: null,
};

function merge(known: ChatMessage[], arrived: ChatMessage[]): ChatMessage[] {
  const ids = new Set(known.map((message) => message.id));
  return [...known, ...arrived.filter((message) => !ids.has(message.id))].sort((a, b) => a.id - b.id);
}

/**
 * The visitor's conversation while the panel is open: loaded once, then polled (the server says how
 * often) for the agents' answers; polling stops when the panel closes.
 */
export function useChat(api: ChatApi, active: boolean) {
  const [view, setView] = useState<ChatView>(INITIAL_CHAT_VIEW);
  const [error, setError] = useState<ChatErrorCode | 'NETWORK' | null>(null);
  const [sending, setSending] = useState(false);
  const lastId = useRef(0);
  const loaded = useRef(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const result = await api.getChat(lastId.current);
      if (stopped) return;
      if (!result.ok) {
        // A failed poll after a good load keeps what the visitor sees and tries again later.
        setView((current) => (current.phase === 'ready' ? current : { ...current, phase: 'error' }));
        if (loaded.current) timer = setTimeout(() => void load(), 10_000);
        return;
      }
      loaded.current = true;
      const { messages, open, agentWriting, email, pollAfterMs } = result.data;
      setView((current) => {
        const merged = merge(current.messages, messages);
        lastId.current = merged.at(-1)?.id ?? 0;
        return { phase: 'ready', open, agentWriting, email, messages: merged };
      });
      timer = setTimeout(() => void load(), Math.max(1000, pollAfterMs));
    };
    void load();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [api, active, attempt]);

  const send = useCallback(
    async (request: ChatMessageRequest) => {
      setSending(true);
      setError(null);
      const result = await api.sendMessage(request);
      setSending(false);
      if (!result.ok) {
        setError(result.code);
        return false;
      }
      setView((current) => {
        const messages = merge(current.messages, [result.data.message]);
        lastId.current = messages.at(-1)?.id ?? 0;
        return { ...current, messages, email: request.email ?? current.email };
      });
      return true;
    },
    [api],
  );

  const retry = useCallback(() => {
    loaded.current = false;
    setView(INITIAL_CHAT_VIEW);
    setAttempt((value) => value + 1);
  }, []);

  return { view, error, sending, send, retry };
}
