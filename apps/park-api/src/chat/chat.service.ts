/**
 * The live chat's storage (issue 18 §3, the embedded default of the live-chat adapter): a visitor's
 * conversation is found by a hash of the token in their httpOnly cookie (the token itself is never
 * stored), agents list, open and answer conversations, and the contact form starts one of its own.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chatConversations, chatMessages } from '../db/schema';

export type ChatLanguage = 'es' | 'en' | 'pt';
export type ConversationKind = 'chat' | 'off-hours' | 'contact';

/** Limits of what a visitor may write (the API schemas and the HTML forms say the same). */
export const CHAT_LIMITS = { name: 120 } as const;
/** How long after an agent opens a conversation the visitor's panel says an agent is writing. */
const AGENT_WRITING_MS = 2 * 60 * 1000;

export interface ChatMessageView {
  id: number;
  author: 'visitor' | 'agent';
  body: string;
  createdAt: string;
}

export const newVisitorToken = () => randomBytes(32).toString('base64url');
export const visitorTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** A cookie value that could be one of ours: anything else is treated as no cookie at all. */
export const VISITOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function messageView(row: typeof chatMessages.$inferSelect): ChatMessageView {
  return {
    id: row.id,
    author: row.author === 'agent' ? 'agent' : 'visitor',
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function conversationOfVisitor(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.tokenHash, visitorTokenHash(token)));
  return row;
}

export async function messagesOf(db: Db, conversationId: number, afterId = 0): Promise<ChatMessageView[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id));
  return rows.map(messageView);
}

export interface VisitorChatView {
  messages: ChatMessageView[];
  /** An agent has the conversation open and has not answered the visitor's last message yet. */
  agentWriting: boolean;
  /** The address a visitor left outside call-centre hours, so the form does not ask for it twice. */
  email: string | null;
}

export async function visitorView(db: Db, token: string | undefined, afterId: number, now: Date) {
  const conversation = token ? await conversationOfVisitor(db, token) : undefined;
  if (!conversation) return { messages: [], agentWriting: false, email: null } satisfies VisitorChatView;
  return {
    messages: await messagesOf(db, conversation.id, afterId),
    agentWriting:
      conversation.awaitingAgentSince !== null &&
      conversation.agentOpenedAt !== null &&
      now.getTime() - conversation.agentOpenedAt.getTime() < AGENT_WRITING_MS,
    email: conversation.email,
  } satisfies VisitorChatView;
}

export interface VisitorMessage {
  token: string;
  language: ChatLanguage;
  body: string;
  kind: 'chat' | 'off-hours';
  email?: string;
}

/** Stores a visitor's message, opening their conversation on the first one; one transaction. */
export async function postVisitorMessage(db: Db, message: VisitorMessage, now: Date) {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(chatConversations)
      .values({
        tokenHash: visitorTokenHash(message.token),
        kind: message.kind,
        language: message.language,
        email: message.email ?? null,
        createdAt: now,
        lastMessageAt: now,
        awaitingAgentSince: now,
      })
      .onConflictDoUpdate({
        target: chatConversations.tokenHash,
        set: {
          lastMessageAt: now,
          language: message.language,
          awaitingAgentSince: sql`coalesce(${chatConversations.awaitingAgentSince}, ${now.toISOString()}::timestamptz)`,
          ...(message.email ? { email: message.email } : {}),
          // A conversation that ever left a message out of hours stays marked so: it needs a mail answer.
          ...(message.kind === 'off-hours' ? { kind: 'off-hours' } : {}),
        },
      })
      .returning();
    if (!conversation) throw new Error('chat conversation not stored');
    const [row] = await tx
      .insert(chatMessages)
      .values({ conversationId: conversation.id, author: 'visitor', body: message.body, createdAt: now })
      .returning();
    if (!row) throw new Error('chat message not stored');
    return { conversationId: conversation.id, message: messageView(row) };
  });
}

export interface ContactMessage {
  name: string;
  email: string;
  body: string;
  language: ChatLanguage;
}

/** The contact form's message: a conversation of its own, answered by mail (no visitor token). */
export async function postContactMessage(db: Db, contact: ContactMessage, now: Date) {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(chatConversations)
      .values({
        kind: 'contact',
        language: contact.language,
        name: contact.name,
        email: contact.email,
        createdAt: now,
        lastMessageAt: now,
        awaitingAgentSince: now,
      })
      .returning({ id: chatConversations.id });
    if (!conversation) throw new Error('contact conversation not stored');
    await tx
      .insert(chatMessages)
      .values({ conversationId: conversation.id, author: 'visitor', body: contact.body, createdAt: now });
    return conversation.id;
  });
}

export interface ConversationSummary {
  id: number;
  kind: ConversationKind;
  language: string;
  name: string | null;
  email: string | null;
  lastMessageAt: Date;
  unanswered: boolean;
  lastMessage: string;
}

/** The agent console's list: newest activity first, each with its last message. */
export async function listConversations(db: Db, limit = 100): Promise<ConversationSummary[]> {
  // Written out: drizzle renders a column inside a sql`` template unqualified, and `id` would then be the
  // message's own id in this subquery.
  const lastMessage = sql<string>`(select m.body from chat_messages m
    where m.conversation_id = "chat_conversations"."id" order by m.id desc limit 1)`;
  const rows = await db
    .select({
      id: chatConversations.id,
      kind: chatConversations.kind,
      language: chatConversations.language,
      name: chatConversations.name,
      email: chatConversations.email,
      lastMessageAt: chatConversations.lastMessageAt,
      awaitingAgentSince: chatConversations.awaitingAgentSince,
      lastMessage,
    })
    .from(chatConversations)
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(limit);
  return rows.map(({ awaitingAgentSince, ...row }) => ({
    ...row,
    kind: row.kind as ConversationKind,
    lastMessageAt: new Date(row.lastMessageAt),
    unanswered: awaitingAgentSince !== null,
    lastMessage: row.lastMessage ?? '',
  }));
}

/** An agent opens a conversation: its messages, and the visitor's panel learns someone is writing. */
export async function openConversation(db: Db, id: number, now: Date) {
  const [conversation] = await db
    .update(chatConversations)
    .set({ agentOpenedAt: now })
    .where(eq(chatConversations.id, id))
    .returning();
  if (!conversation) return undefined;
  return { conversation, messages: await messagesOf(db, id) };
}

export async function answerConversation(db: Db, id: number, agentId: string, body: string, now: Date) {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .update(chatConversations)
      .set({ awaitingAgentSince: null, lastMessageAt: now })
      .where(eq(chatConversations.id, id))
      .returning({ id: chatConversations.id });
    if (!conversation) return undefined;
    const [row] = await tx
      .insert(chatMessages)
      .values({ conversationId: id, author: 'agent', agentId, body, createdAt: now })
      .returning();
    return row ? messageView(row) : undefined;
  });
}
