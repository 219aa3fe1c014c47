/**
 * The live chat API (issue 18 §3, base /api/v1/chat), answered by park-api's embedded live-chat adapter.
 * The visitor's conversation is the one of their httpOnly cookie; answers arrive by polling GET /chat.
 */
import { Type, type Static } from 'typebox';

/** Limits the API enforces and the forms announce. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_EMAIL_MAX_LENGTH = 320;

export const ChatAuthorSchema = Type.Union([Type.Literal('visitor'), Type.Literal('agent')]);
export type ChatAuthor = Static<typeof ChatAuthorSchema>;

export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  author: ChatAuthorSchema,
  body: Type.String(),
  /** ISO 8601, UTC. */
  createdAt: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

/** GET /api/v1/chat?after={id}: the messages after `after` (all when 0) and the call centre's state. */
export const ChatStateSchema = Type.Object({
  /** Within the call-centre hours (SPEC §9); outside them a message needs an e-mail address. */
  open: Type.Boolean(),
  messages: Type.Array(ChatMessageSchema),
  /** An agent has the conversation open and has not answered the visitor's last message yet. */
  agentWriting: Type.Boolean(),
  /** The e-mail the visitor already left, if any. */
  email: Type.Union([Type.String(), Type.Null()]),
  /** How long the client should wait before asking again. */
  pollAfterMs: Type.Integer(),
});
export type ChatState = Static<typeof ChatStateSchema>;

/** The query of GET /api/v1/chat. */
export const ChatQuerySchema = Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0 })) });
export type ChatQuery = Static<typeof ChatQuerySchema>;

/**
 * POST /api/v1/chat/messages (JSON). `email` is required outside the call-centre hours. The limits are
 * twice the real ones on purpose: a message too long gets the spec's clear message (MESSAGE_TOO_LONG),
 * not a 400 of the validator.
 */
export const ChatMessageRequestSchema = Type.Object(
  {
    message: Type.String({ maxLength: CHAT_MESSAGE_MAX_LENGTH * 2 }),
    email: Type.Optional(Type.String({ maxLength: CHAT_EMAIL_MAX_LENGTH })),
    language: Type.Optional(Type.Union([Type.Literal('es'), Type.Literal('en'), Type.Literal('pt')])),
  },
  { additionalProperties: false },
);
export type ChatMessageRequest = Static<typeof ChatMessageRequestSchema>;

/** What POST /api/v1/chat/messages answers (201): the stored message. */
export const ChatMessageAnswerSchema = Type.Object({ message: ChatMessageSchema });
export type ChatMessageAnswer = Static<typeof ChatMessageAnswerSchema>;

export const ChatErrorCodeSchema = Type.Union([
  Type.Literal('MESSAGE_REQUIRED'),
  Type.Literal('MESSAGE_TOO_LONG'),
  Type.Literal('EMAIL_REQUIRED'),
  Type.Literal('EMAIL_FORMAT'),
  Type.Literal('RATE_LIMITED'),
  Type.Literal('JSON_REQUIRED'),
]);
export type ChatErrorCode = Static<typeof ChatErrorCodeSchema>;

/** A refused message (400, 415, 429): its code, and the message in the visitor's language. */
export const ChatErrorSchema = Type.Object({ code: ChatErrorCodeSchema, message: Type.String() });
export type ChatError = Static<typeof ChatErrorSchema>;
