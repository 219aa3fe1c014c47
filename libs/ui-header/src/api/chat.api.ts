import type { ChatErrorCode, ChatMessage, ChatMessageRequest, ChatState } from '@parks/contracts';
import { createApiClient } from '@parks/site';

/** What a chat call ends in: the data, or a code the panel turns into a message (never a throw). */
export type ChatResult<T> = { ok: true; data: T } | { ok: false; code: ChatErrorCode | 'NETWORK' };

/** The live chat API (`{apiBaseUrl}/chat`, park-api's embedded live-chat adapter). */
export interface ChatApi {
  /** The conversation's messages after `after` (0: all) and the call centre's state. */
  getChat(after: number): Promise<ChatResult<ChatState>>;
  sendMessage(request: ChatMessageRequest): Promise<ChatResult<{ message: ChatMessage }>>;
}

const KNOWN_CODES = new Set<string>([
  'MESSAGE_REQUIRED',
  'MESSAGE_TOO_LONG',
  'EMAIL_REQUIRED',
  'EMAIL_FORMAT',
  'RATE_LIMITED',
  'JSON_REQUIRED',
]);

function failure(error: unknown): { ok: false; code: ChatErrorCode | 'NETWORK' } {
  const code = (error as { response?: { data?: { code?: unknown } } }).response?.data?.code;
  return {
    ok: false,
    code: typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ChatErrorCode) : 'NETWORK',
  };
}

/** Over the site's axios instance (HostNamePath, credentials): the visitor's cookie names the conversation. */
export function createChatApi(apiBaseUrl: string): ChatApi {
  const http = createApiClient({ baseURL: apiBaseUrl });
  return {
    async getChat(after) {
      try {
        const response = await http.get<ChatState>('/chat', { params: { after } });
        return { ok: true, data: response.data };
      } catch (error) {
        return failure(error);
      }
    },
    async sendMessage(request) {
      try {
        const response = await http.post<{ message: ChatMessage }>('/chat/messages', request, {
          headers: { 'Content-Type': 'application/json' },
        });
        return { ok: true, data: response.data };
      } catch (error) {
        return failure(error);
      }
    },
  };
}
