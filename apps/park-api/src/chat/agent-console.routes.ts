/**
 * The agent console on the account site (issue 18 §3): call-centre agents sign in with their group
 * account, list the conversations (newest first, unanswered marked), open one and answer it; the answer
 * reaches the visitor's chat panel on its next poll. Signed-in accounts without the agent role get 403.
 *
 * The console's own session is a users-API session (user_sessions, only a hash stored) in an httpOnly,
 * SameSite=Strict cookie scoped to /account/agent; every form carries a token derived from that cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CHAT_MESSAGE_MAX_LENGTH } from '@parks/contracts';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { accountPage, escapeHtml, field } from '../auth/account-page';
import { accountPageSecurity } from '../auth/account-page-security';
import { ACCOUNT_TEXTS, accountLanguage, type AccountLanguage } from '../auth/account-texts';
import { EMAIL_PATTERN } from '../auth/account.routes';
import { authenticate, type User } from '../users/account.service';
import { admitLoginTry, recordLoginFailure } from '../users/login-throttle';
import { closeUserSession, openUserSession, userOfSession } from '../users/user-session';
import { cookieLine, formToken, formTokenValid, readCookie, secureRequest } from './chat-cookies';
import { AGENT_TEXTS } from './chat-texts';
import {
  answerConversation,
  listConversations,
  newVisitorToken,
  openConversation,
  VISITOR_TOKEN_PATTERN,
} from './chat.service';

export const AGENT_CONSOLE_PATH = '/account/agent';
const AGENT_COOKIE = 'parks_agent';
/** Before signing in, the sign-in form's token belongs to this cookie (no login CSRF). */
const AGENT_PRE_COOKIE = 'parks_agent_form';
const SESSION_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

const Form = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 500 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
  answer: Type.Optional(Type.String({ maxLength: CHAT_MESSAGE_MAX_LENGTH * 2 })),
  csrf: Type.Optional(Type.String({ maxLength: 100 })),
});
const Query = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export function agentConsoleRoutes(app: ApiApp, { db, config, now }: RouteDeps): void {
  const formKey = config.auth.cookieKeys[0] ?? config.tokenSecret;
  const cookieOptions = (request: FastifyRequest, maxAgeSeconds: number) => ({
    path: AGENT_CONSOLE_PATH,
    maxAgeSeconds,
    sameSite: 'Strict' as const,
    secure: secureRequest(request),
  });

  const languageOf = (lang: string | undefined, request: FastifyRequest): AccountLanguage =>
    accountLanguage(lang, request.headers['accept-language']);

  function page(
    reply: FastifyReply,
    language: AccountLanguage,
    status: number,
    title: string,
    body: string,
    alert?: string,
  ) {
    const security = accountPageSecurity(config.auth);
    return reply
      .code(status)
      .headers(security.headers)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        accountPage({
          nonce: security.nonce,
          language,
          title,
          siteName: ACCOUNT_TEXTS[language].siteName,
          body,
          alert,
          wide: true,
        }),
      );
  }

  async function signedIn(request: FastifyRequest) {
    const sessionId = readCookie(request, AGENT_COOKIE);
    if (!sessionId || !SESSION_PATTERN.test(sessionId)) return undefined;
    const user = await userOfSession(db, sessionId, now());
    return user ? { user, sessionId } : undefined;
  }

  function signInPage(request: FastifyRequest, reply: FastifyReply, language: AccountLanguage, email = '') {
    const a = ACCOUNT_TEXTS[language];
    let pre = readCookie(request, AGENT_PRE_COOKIE);
    if (!pre || !VISITOR_TOKEN_PATTERN.test(pre)) {
      pre = newVisitorToken();
      reply.header('Set-Cookie', cookieLine(AGENT_PRE_COOKIE, pre, cookieOptions(request, 3600)));
    }
    return `<form method="post" action="${AGENT_CONSOLE_PATH}/sign-in?lang=${language}" novalidate>
${field({ name: 'csrf', label: '', type: 'hidden', value: formToken(formKey, 'agent-sign-in', pre) })}
${field({ name: 'email', label: a.email, type: 'email', value: email, autocomplete: 'username' })}
${field({ name: 'password', label: a.password, type: 'password', autocomplete: 'current-password' })}
<button type="submit">${escapeHtml(a.signIn)}</button>
</form>`;
  }

  /** The agent behind the request, or the answer already sent (sign-in page, or 403). */
  async function agentOf(
    request: FastifyRequest,
    reply: FastifyReply,
    language: AccountLanguage,
  ): Promise<{ user: User; sessionId: string } | undefined> {
    const t = AGENT_TEXTS[language];
    const session = await signedIn(request);
    if (!session) {
      await page(reply, language, 401, t.signInTitle, signInPage(request, reply, language));
      return undefined;
    }
    if (session.user.role !== 'agent') {
      await page(
        reply,
        language,
        403,
        t.forbiddenTitle,
        `<p>${escapeHtml(t.forbidden)}</p>${signOutForm(language, session.sessionId)}`,
      );
      return undefined;
    }
    return session;
  }

  const signOutForm = (language: AccountLanguage, sessionId: string) =>
    `<form method="post" action="${AGENT_CONSOLE_PATH}/sign-out?lang=${language}">
${field({ name: 'csrf', label: '', type: 'hidden', value: formToken(formKey, 'agent', sessionId) })}
<button type="submit" class="secondary">${escapeHtml(AGENT_TEXTS[language].signOut)}</button>
</form>`;

  const dateTime = (language: AccountLanguage, date: Date) =>
    date.toLocaleString(language === 'es' ? 'es-MX' : 'en-US', {
      timeZone: 'America/Cancun',
      dateStyle: 'short',
      timeStyle: 'short',
    });

  app.get(AGENT_CONSOLE_PATH, { schema: { hide: true, querystring: Query } }, async (request, reply) => {
    const agent = await agentOf(request, reply, languageOf(request.query.lang, request));
    if (!agent) return reply;
    const language = languageOf(request.query.lang, request);
    const t = AGENT_TEXTS[language];
    const conversations = await listConversations(db);
    const rows = conversations
      .map(
        (c) => `<tr>
<td>${c.unanswered ? `<span class="badge">${escapeHtml(t.unanswered)}</span>` : escapeHtml(t.answered)}</td>
<td>${escapeHtml(t.kinds[c.kind])}</td>
<td>${escapeHtml([c.name, c.email].filter(Boolean).join(' · '))}</td>
<td>${escapeHtml(c.lastMessage.slice(0, 140))}</td>
<td><time datetime="${c.lastMessageAt.toISOString()}">${escapeHtml(dateTime(language, c.lastMessageAt))}</time></td>
<td><a href="${AGENT_CONSOLE_PATH}/conversations/${c.id}?lang=${language}">${escapeHtml(t.open)}<span class="visually-hidden"> #${c.id}</span></a></td>
</tr>`,
      )
      .join('\n');
    const table = conversations.length
      ? `<table><thead><tr><th scope="col">${escapeHtml(t.state)}</th><th scope="col">${escapeHtml(t.kind)}</th><th scope="col">${escapeHtml(t.from)}</th><th scope="col">${escapeHtml(t.lastMessage)}</th><th scope="col">${escapeHtml(t.when)}</th><th scope="col"><span class="visually-hidden">${escapeHtml(t.open)}</span></th></tr></thead><tbody>${rows}</tbody></table>`
      : `<p>${escapeHtml(t.noConversations)}</p>`;
    return page(reply, language, 200, t.consoleTitle, `${table}\n${signOutForm(language, agent.sessionId)}`);
  });

  async function conversationPage(
    language: AccountLanguage,
    id: number,
    sessionId: string,
    error?: string,
    draft = '',
  ) {
    const t = AGENT_TEXTS[language];
    const opened = await openConversation(db, id, now());
    if (!opened) return undefined;
    const { conversation, messages } = opened;
    const who = [conversation.name, conversation.email].filter(Boolean).join(' · ');
    const list = messages
      .map(
        (m) =>
          `<li class="${m.author}"><span class="who">${escapeHtml(m.author === 'agent' ? t.answer : who || '—')}</span>${escapeHtml(m.body)}</li>`,
      )
      .join('');
    return `<p>${escapeHtml(t.kinds[conversation.kind as keyof typeof t.kinds] ?? conversation.kind)} · ${escapeHtml(conversation.language)}${who ? ` · ${escapeHtml(who)}` : ''}</p>
<ol class="messages">${list}</ol>
<form method="post" action="${AGENT_CONSOLE_PATH}/conversations/${id}/answer?lang=${language}" novalidate>
${field({ name: 'csrf', label: '', type: 'hidden', value: formToken(formKey, 'agent', sessionId) })}
${field({ name: 'answer', label: t.answer, type: 'textarea', value: draft, maxLength: CHAT_MESSAGE_MAX_LENGTH, error })}
<button type="submit">${escapeHtml(t.sendAnswer)}</button>
</form>
<nav><p><a href="${AGENT_CONSOLE_PATH}?lang=${language}">${escapeHtml(t.back)}</a></p></nav>`;
  }

  const byId = { schema: { hide: true, querystring: Query, params: IdParams } };

  app.get(`${AGENT_CONSOLE_PATH}/conversations/:id`, byId, async (request, reply) => {
    const agent = await agentOf(request, reply, languageOf(request.query.lang, request));
    if (!agent) return reply;
    const language = languageOf(request.query.lang, request);
    const t = AGENT_TEXTS[language];
    const body = await conversationPage(language, request.params.id, agent.sessionId);
    if (!body) return page(reply, language, 404, t.consoleTitle, `<p>${escapeHtml(t.notFound)}</p>`);
    return page(reply, language, 200, `${t.consoleTitle} · #${request.params.id}`, body);
  });

  app.post(
    `${AGENT_CONSOLE_PATH}/conversations/:id/answer`,
    { schema: { hide: true, querystring: Query, params: IdParams, body: Form } },
    async (request, reply) => {
      const agent = await agentOf(request, reply, languageOf(request.query.lang, request));
      if (!agent) return reply;
      const language = languageOf(request.query.lang, request);
      const t = AGENT_TEXTS[language];
      const answer = (request.body.answer ?? '').trim();
      const id = request.params.id;
      if (!formTokenValid(formKey, 'agent', agent.sessionId, request.body.csrf)) {
        const body = await conversationPage(language, id, agent.sessionId, undefined, answer);
        return page(reply, language, 403, t.consoleTitle, body ?? '', ACCOUNT_TEXTS[language].genericError);
      }
      const error = !answer
        ? t.answerRequired
        : answer.length > CHAT_MESSAGE_MAX_LENGTH
          ? t.answerRequired
          : undefined;
      if (error) {
        const body = await conversationPage(language, id, agent.sessionId, error, answer);
        if (!body) return page(reply, language, 404, t.consoleTitle, `<p>${escapeHtml(t.notFound)}</p>`);
        return page(reply, language, 400, t.consoleTitle, body);
      }
      const stored = await answerConversation(db, id, agent.user.id, answer, now());
      if (!stored) return page(reply, language, 404, t.consoleTitle, `<p>${escapeHtml(t.notFound)}</p>`);
      return reply.redirect(`${AGENT_CONSOLE_PATH}/conversations/${id}?lang=${language}`, 303);
    },
  );

  app.post(
    `${AGENT_CONSOLE_PATH}/sign-in`,
    { schema: { hide: true, querystring: Query, body: Form } },
    async (request, reply) => {
      const language = languageOf(request.query.lang, request);
      const a = ACCOUNT_TEXTS[language];
      const t = AGENT_TEXTS[language];
      const email = (request.body.email ?? '').trim();
      const password = request.body.password ?? '';
      const pre = readCookie(request, AGENT_PRE_COOKIE);
      if (!pre || !formTokenValid(formKey, 'agent-sign-in', pre, request.body.csrf))
        return page(
          reply,
          language,
          403,
          t.signInTitle,
          signInPage(request, reply, language, email),
          a.genericError,
        );
      if (!EMAIL_PATTERN.test(email) || !password)
        return page(
          reply,
          language,
          400,
          t.signInTitle,
          signInPage(request, reply, language, email),
          a.wrongCredentials,
        );
      const verdict = await admitLoginTry(db, config.auth, request.ip, email, now());
      if (!verdict.allowed) {
        reply.header('Retry-After', String(verdict.retryAfterSeconds));
        return page(
          reply,
          language,
          429,
          t.signInTitle,
          signInPage(request, reply, language, email),
          a.tooManyTries,
        );
      }
      const user = await authenticate(db, email, password);
      if (!user) {
        await recordLoginFailure(db, config.auth, email, now());
        return page(
          reply,
          language,
          401,
          t.signInTitle,
          signInPage(request, reply, language, email),
          a.wrongCredentials,
        );
      }
      const session = await openUserSession(db, user.id, config.auth.sessionTtlSeconds, now());
      reply.header(
        'Set-Cookie',
        cookieLine(AGENT_COOKIE, session.sessionId, cookieOptions(request, config.auth.sessionTtlSeconds)),
      );
      return reply.redirect(`${AGENT_CONSOLE_PATH}?lang=${language}`, 303);
    },
  );

  app.post(
    `${AGENT_CONSOLE_PATH}/sign-out`,
    { schema: { hide: true, querystring: Query, body: Form } },
    async (request, reply) => {
      const language = languageOf(request.query.lang, request);
      const session = await signedIn(request);
      if (session && formTokenValid(formKey, 'agent', session.sessionId, request.body.csrf)) {
        await closeUserSession(db, session.sessionId);
        reply.header('Set-Cookie', cookieLine(AGENT_COOKIE, '', cookieOptions(request, 0)));
      }
      return reply.redirect(`${AGENT_CONSOLE_PATH}?lang=${language}`, 303);
    },
  );
}
