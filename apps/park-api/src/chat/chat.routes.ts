/**
 * The live chat (issue 18 §3): the embedded default of the live-chat adapter.
 *
 * - `/api/v1/chat` (JSON, reached by the site's chat panel through park-site's same-origin proxy): the
 *   visitor's conversation and the call centre's state; answers arrive by polling, which passes every
 *   proxy and CDN untouched (server-sent events would hold a connection per open panel on every node).
 * - `/account/chat` and `/account/contact`: the same chat, and the contact form, as script-free pages of
 *   the account site: the launcher's link works without JavaScript.
 *
 * A visitor's conversation is the one of the unguessable token in their httpOnly cookie; only its hash is
 * stored. HTML forms carry a token derived from that cookie (chat-cookies.ts), so a post from another
 * site is refused; the JSON API needs the HostNamePath header and a JSON body, which no plain cross-site
 * form can send.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ApiErrorSchema,
  CHAT_EMAIL_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatErrorSchema,
  ChatMessageAnswerSchema,
  ChatMessageRequestSchema,
  ChatQuerySchema,
  ChatStateSchema,
  type ChatErrorCode,
} from '@parks/contracts';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { API_V1_BASE } from '../http/parks-api-guard';
import { hitRateLimit } from '../http/rate-limit';
import { accountPage, escapeHtml, field } from '../auth/account-page';
import { accountPageSecurity } from '../auth/account-page-security';
import { EMAIL_PATTERN } from '../auth/account.routes';
import { callCentreOpen } from './call-centre-hours';
import { cookieLine, formToken, formTokenValid, readCookie, secureRequest } from './chat-cookies';
import { CHAT_TEXTS, chatLanguage, type ChatTexts } from './chat-texts';
import {
  CHAT_LIMITS,
  conversationOfVisitor,
  newVisitorToken,
  postContactMessage,
  postVisitorMessage,
  visitorView,
  VISITOR_TOKEN_PATTERN,
  type ChatLanguage,
} from './chat.service';

export const CHAT_COOKIE = 'parks_chat';
const CHAT_COOKIE_DAYS = 30;
export const CHAT_API_PATH = `${API_V1_BASE}/chat`;
export const CHAT_PAGE_PATH = '/account/chat';
export const CONTACT_PAGE_PATH = '/account/contact';
/** Messages per client address per 10 minutes (the chat) and contact forms per hour. */
export const CHAT_MESSAGES_PER_IP = 20;
export const CONTACT_FORMS_PER_IP = 5;
const POLL_AFTER_MS = 3000;

/** Schema limits are generous on purpose: a message too long gets the spec's clear message, not a 400 of ajv. */
const FormText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const ChatForm = Type.Object({
  message: FormText(CHAT_MESSAGE_MAX_LENGTH * 2),
  email: FormText(CHAT_EMAIL_MAX_LENGTH),
  name: FormText(CHAT_LIMITS.name * 2),
  csrf: FormText(100),
});
const PageQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  sent: Type.Optional(Type.Literal('1')),
});
interface Draft {
  message: string;
  email: string;
}
type DraftErrors = Partial<Record<'message' | 'email', { code: ChatErrorCode; text: string }>>;

/** One rule for the panel and the page: a message, and outside the hours an e-mail to answer to. */
export function checkDraft(draft: Draft, open: boolean, texts: ChatTexts, knownEmail?: string | null) {
  const errors: DraftErrors = {};
  if (!draft.message) errors.message = { code: 'MESSAGE_REQUIRED', text: texts.messageRequired };
  else if (draft.message.length > CHAT_MESSAGE_MAX_LENGTH)
    errors.message = { code: 'MESSAGE_TOO_LONG', text: texts.messageTooLong };
  if (draft.email && !EMAIL_PATTERN.test(draft.email))
    errors.email = { code: 'EMAIL_FORMAT', text: texts.emailFormat };
  else if (!open && !draft.email && !knownEmail)
    errors.email = { code: 'EMAIL_REQUIRED', text: texts.emailRequired };
  return errors;
}

export function chatRoutes(app: ApiApp, { db, config, now }: RouteDeps): void {
  const formKey = config.auth.cookieKeys[0] ?? config.tokenSecret;

  /** The visitor's token from their cookie, or a new one set on this answer. */
  function visitorToken(request: FastifyRequest, reply: FastifyReply, path: string) {
    const given = readCookie(request, CHAT_COOKIE);
    if (given && VISITOR_TOKEN_PATTERN.test(given)) return given;
    const token = newVisitorToken();
    reply.header(
      'Set-Cookie',
      cookieLine(CHAT_COOKIE, token, {
        path,
        maxAgeSeconds: CHAT_COOKIE_DAYS * 86_400,
        sameSite: 'Lax',
        secure: secureRequest(request),
      }),
    );
    return token;
  }

  const chatAllowed = async (request: FastifyRequest) =>
    (await hitRateLimit(db, `chat:ip:${request.ip}`, 600, now())).hits <= CHAT_MESSAGES_PER_IP;

  // ── JSON API for the chat panel ──

  app.get(
    CHAT_API_PATH,
    {
      schema: {
        tags: ['chat'],
        summary: "The visitor's conversation after a message id, and whether the call centre is open",
        querystring: ChatQuerySchema,
        response: { 200: ChatStateSchema },
      },
    },
    async (request, reply) => {
      const given = readCookie(request, CHAT_COOKIE);
      const token = given && VISITOR_TOKEN_PATTERN.test(given) ? given : undefined;
      const view = await visitorView(db, token, request.query.after ?? 0, now());
      reply.header('Cache-Control', 'no-store');
      return { open: callCentreOpen(now()), ...view, pollAfterMs: POLL_AFTER_MS };
    },
  );

  app.post(
    `${CHAT_API_PATH}/messages`,
    {
      schema: {
        tags: ['chat'],
        summary: "Adds a visitor's message; outside call-centre hours it needs an e-mail address",
        body: ChatMessageRequestSchema,
        response: {
          201: ChatMessageAnswerSchema,
          // The validator's own refusal (a body over the schema's limits, an unknown field) has its code.
          400: Type.Union([ChatErrorSchema, ApiErrorSchema]),
          // The content-type parser's refusal (XML, a multipart body without its boundary) too.
          415: Type.Union([ChatErrorSchema, ApiErrorSchema]),
          429: ChatErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const language = chatLanguage(request.body.language, request.headers['accept-language']);
      const texts = CHAT_TEXTS[language];
      if (!String(request.headers['content-type'] ?? '').startsWith('application/json'))
        return reply.code(415).send({ code: 'JSON_REQUIRED', message: 'Send the message as JSON' });
      const open = callCentreOpen(now());
      const draft = { message: request.body.message.trim(), email: (request.body.email ?? '').trim() };
      const given = readCookie(request, CHAT_COOKIE);
      const known = given && VISITOR_TOKEN_PATTERN.test(given) ? given : undefined;
      const knownEmail = known ? ((await conversationOfVisitor(db, known))?.email ?? null) : null;
      const errors = checkDraft(draft, open, texts, knownEmail);
      const first = errors.message ?? errors.email;
      if (first) return reply.code(400).send({ code: first.code, message: first.text });
      if (!(await chatAllowed(request)))
        return reply
          .code(429)
          .header('Retry-After', '600')
          .send({ code: 'RATE_LIMITED', message: texts.tooMany });
      const token = visitorToken(request, reply, CHAT_API_PATH);
      const stored = await postVisitorMessage(
        db,
        {
          token,
          language,
          body: draft.message,
          kind: open ? 'chat' : 'off-hours',
          email: draft.email || undefined,
        },
        now(),
      );
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send({ message: stored.message });
    },
  );

  // ── The account site's pages ──

  function page(
    reply: FastifyReply,
    language: ChatLanguage,
    status: number,
    title: string,
    body: string,
    messages: { alert?: string; notice?: string } = {},
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
          siteName: CHAT_TEXTS[language].siteName,
          body,
          ...messages,
        }),
      );
  }

  const languageOf = (lang: string | undefined, request: FastifyRequest) =>
    chatLanguage(lang, request.headers['accept-language']);

  async function chatPage(
    language: ChatLanguage,
    token: string,
    draft: Draft = { message: '', email: '' },
    errors: DraftErrors = {},
  ) {
    const t = CHAT_TEXTS[language];
    const open = callCentreOpen(now());
    const view = await visitorView(db, token, 0, now());
    const action = `${CHAT_PAGE_PATH}?lang=${language}`;
    const list = view.messages.length
      ? `<ol class="messages">${view.messages
          .map(
            (message) =>
              `<li class="${message.author}"><span class="who">${escapeHtml(
                message.author === 'agent' ? t.agent : t.you,
              )}</span>${escapeHtml(message.body)}</li>`,
          )
          .join('')}</ol>`
      : `<p>${escapeHtml(t.emptyConversation)}</p>`;
    const hours = open
      ? `<p>${escapeHtml(t.chatIntro)}</p>`
      : `<h2>${escapeHtml(t.offHoursTitle)}</h2><p>${escapeHtml(t.offHours)}</p>`;
    const askEmail = !open && !view.email;
    return `${hours}
<section aria-label="${escapeHtml(t.chatTitle)}">${list}</section>
<form method="post" action="${action}" novalidate>
${field({ name: 'csrf', label: '', type: 'hidden', value: formToken(formKey, 'chat', token) })}
${field({ name: 'message', label: t.message, type: 'textarea', value: draft.message, maxLength: CHAT_MESSAGE_MAX_LENGTH, error: errors.message?.text })}
${askEmail ? field({ name: 'email', label: t.email, type: 'email', value: draft.email, autocomplete: 'email', maxLength: CHAT_EMAIL_MAX_LENGTH, error: errors.email?.text }) : ''}
<button type="submit">${escapeHtml(t.send)}</button>
</form>
<nav>
<p><a href="${action}">${escapeHtml(t.refresh)}</a></p>
<p><a href="${CONTACT_PAGE_PATH}?lang=${language}">${escapeHtml(t.contactLink)}</a></p>
</nav>`;
  }

  const pageRoute = { schema: { hide: true, querystring: PageQuery } };
  const postRoute = { schema: { hide: true, querystring: PageQuery, body: ChatForm } };

  app.get(CHAT_PAGE_PATH, pageRoute, async (request, reply) => {
    const language = languageOf(request.query.lang, request);
    const token = visitorToken(request, reply, '/account');
    const t = CHAT_TEXTS[language];
    return page(reply, language, 200, t.chatTitle, await chatPage(language, token), {
      notice: request.query.sent ? t.sent : undefined,
    });
  });

  app.post(CHAT_PAGE_PATH, postRoute, async (request, reply) => {
    const language = languageOf(request.query.lang, request);
    const t = CHAT_TEXTS[language];
    const draft = { message: (request.body.message ?? '').trim(), email: (request.body.email ?? '').trim() };
    const given = readCookie(request, CHAT_COOKIE);
    const token = visitorToken(request, reply, '/account');
    // A post without the cookie its token was made for: another site's form, or an expired page. The
    // visitor's text comes back in the form, nothing is lost.
    if (!given || given !== token || !formTokenValid(formKey, 'chat', token, request.body.csrf))
      return page(reply, language, 403, t.chatTitle, await chatPage(language, token, draft), {
        alert: t.formExpired,
      });
    const open = callCentreOpen(now());
    const known = (await conversationOfVisitor(db, token))?.email ?? null;
    const errors = checkDraft(draft, open, t, known);
    if (errors.message || errors.email)
      return page(reply, language, 400, t.chatTitle, await chatPage(language, token, draft, errors));
    if (!(await chatAllowed(request)))
      return page(reply, language, 429, t.chatTitle, await chatPage(language, token, draft), {
        alert: t.tooMany,
      });
    await postVisitorMessage(
      db,
      {
        token,
        language,
        body: draft.message,
        kind: open ? 'chat' : 'off-hours',
        email: draft.email || undefined,
      },
      now(),
    );
    return reply.redirect(`${CHAT_PAGE_PATH}?lang=${language}&sent=1`, 303);
  });

  interface ContactDraft extends Draft {
    name: string;
  }

  function contactPage(
    language: ChatLanguage,
    token: string,
    draft: ContactDraft = { name: '', email: '', message: '' },
    errors: Partial<Record<keyof ContactDraft, string>> = {},
  ) {
    const t = CHAT_TEXTS[language];
    return `<p>${escapeHtml(t.contactIntro)}</p>
<form method="post" action="${CONTACT_PAGE_PATH}?lang=${language}" novalidate>
${field({ name: 'csrf', label: '', type: 'hidden', value: formToken(formKey, 'contact', token) })}
${field({ name: 'name', label: t.name, type: 'text', value: draft.name, autocomplete: 'name', maxLength: CHAT_LIMITS.name, error: errors.name })}
${field({ name: 'email', label: t.email, type: 'email', value: draft.email, autocomplete: 'email', maxLength: CHAT_EMAIL_MAX_LENGTH, error: errors.email })}
${field({ name: 'message', label: t.message, type: 'textarea', value: draft.message, maxLength: CHAT_MESSAGE_MAX_LENGTH, error: errors.message })}
<button type="submit">${escapeHtml(t.send)}</button>
</form>`;
  }

  app.get(CONTACT_PAGE_PATH, pageRoute, async (request, reply) => {
    const language = languageOf(request.query.lang, request);
    const token = visitorToken(request, reply, '/account');
    const t = CHAT_TEXTS[language];
    if (request.query.sent) return page(reply, language, 200, t.contactTitle, '', { notice: t.contactSent });
    return page(reply, language, 200, t.contactTitle, contactPage(language, token));
  });

  app.post(CONTACT_PAGE_PATH, postRoute, async (request, reply) => {
    const language = languageOf(request.query.lang, request);
    const t = CHAT_TEXTS[language];
    const draft = {
      name: (request.body.name ?? '').trim(),
      email: (request.body.email ?? '').trim(),
      message: (request.body.message ?? '').trim(),
    };
    const given = readCookie(request, CHAT_COOKIE);
    const token = visitorToken(request, reply, '/account');
    if (!given || given !== token || !formTokenValid(formKey, 'contact', token, request.body.csrf))
      return page(reply, language, 403, t.contactTitle, contactPage(language, token, draft), {
        alert: t.formExpired,
      });
    const errors = {
      name: !draft.name ? t.nameRequired : draft.name.length > CHAT_LIMITS.name ? t.nameTooLong : undefined,
      email: !draft.email ? t.emailRequired : EMAIL_PATTERN.test(draft.email) ? undefined : t.emailFormat,
      message: checkDraft(draft, true, t).message?.text,
    };
    if (errors.name || errors.email || errors.message)
      return page(reply, language, 400, t.contactTitle, contactPage(language, token, draft, errors));
    const hit = await hitRateLimit(db, `contact:ip:${request.ip}`, 3600, now());
    if (hit.hits > CONTACT_FORMS_PER_IP)
      return page(reply, language, 429, t.contactTitle, contactPage(language, token, draft), {
        alert: t.tooMany,
      });
    await postContactMessage(db, { ...draft, body: draft.message, language }, now());
    return reply.redirect(`${CONTACT_PAGE_PATH}?lang=${language}&sent=1`, 303);
  });
}
