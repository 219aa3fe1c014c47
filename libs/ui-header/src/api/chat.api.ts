import {
  isChatError,
  isChatMessageAnswer,
  isChatState,
  type ChatErrorCode,
  type ChatMessageAnswer,
  type ChatMessageRequest,
  type ChatState,
} from '@parks/contracts';
import { createApiClient } from '@parks/site';

/** What a chat call ends in: the data, or a code the panel turns into a message (never a throw). */
export type ChatResult<T> = { ok: true; data: T } | { ok: false; code: ChatErrorCode | 'NETWORK' };

/** The live chat API (`{apiBaseUrl}/chat`, park-api's embedded live-chat adapter). */
export interface ChatApi {
  /** The conversation's messages after `after` (0: all) and the call centre's state. */
  getChat(after: number): Promise<ChatResult<ChatState>>;
  sendMessage(request: ChatMessageRequest): Promise<ChatResult<ChatMessageAnswer>>;
}

const NETWORK = { ok: false, code: 'NETWORK' } as const;

/** A refusal with one of the contract's codes, else a failure the panel tells as a network one. */
function failure(error: unknown): { ok: false; code: ChatErrorCode | 'NETWORK' } {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  return isChatError(data) ? { ok: false, code: data.code } : NETWORK;
}

/** Over the site's axios instance (HostNamePath, credentials): the visitor's cookie names the conversation. */
export function createChatApi(apiBaseUrl: string): ChatApi {
  const http = createApiClient({ baseURL: apiBaseUrl });
  return {
    async getChat(after) {
      try {
        const { data } = await http.get<unknown>('/chat', { params: { after } });
        // An answer that is not the contract's is no conversation: told like a network failure.
        return isChatState(data) ? { ok: true, data } : NETWORK;
      } catch (error) {
        return failure(error);
      }
    },
    async sendMessage(request) {
      try {
        const { data } = await http.post<unknown>('/chat/messages', request, {
          headers: { 'Content-Type': 'application/json' },
        });
        return isChatMessageAnswer(data) ? { ok: true, data } : NETWORK;
      } catch (error) {
        return failure(error);
      }
    },
  };
}
