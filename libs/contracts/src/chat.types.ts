/**
 * The live chat API (issue 18 §3, base /api/v1/chat), answered by park-api's embedded live-chat adapter.
 * The visitor's conversation is the one of their httpOnly cookie; answers arrive by polling GET /chat.
 */
export type ChatAuthor = 'visitor' | 'agent';

export interface ChatMessage {
  id: number;
  author: ChatAuthor;
  body: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** GET /api/v1/chat?after={id}: the messages after `after` (all when 0) and the call centre's state. */
export interface ChatState {
  /** Within the call-centre hours (SPEC §9); outside them a message needs an e-mail address. */
  open: boolean;
  messages: ChatMessage[];
  /** An agent has the conversation open and has not answered the visitor's last message yet. */
  agentWriting: boolean;
  /** The e-mail the visitor already left, if any. */
  email: string | null;
  /** How long the client should wait before asking again. */
  pollAfterMs: number;
}

/** POST /api/v1/chat/messages (JSON). `email` is required outside the call-centre hours. */
export interface ChatMessageRequest {
  message: string;
  email?: string;
  language?: 'es' | 'en' | 'pt';
}

export type ChatErrorCode =
  | 'MESSAGE_REQUIRED'
  | 'MESSAGE_TOO_LONG'
  | 'EMAIL_REQUIRED'
  | 'EMAIL_FORMAT'
  | 'RATE_LIMITED'
  | 'JSON_REQUIRED';

/** Limits the API enforces and the forms announce. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_EMAIL_MAX_LENGTH = 320;
