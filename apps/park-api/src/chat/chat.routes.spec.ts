/**
 * The live chat's embedded default (issue 18 §3): what reaches park-api and what it answers — the visitor's
 * conversation by cookie, call-centre hours on a fixed clock, validation and limits, the contact form,
 * and the agent console's roles.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { chatConversations, chatMessages, rateLimitHits, users } from '../db/schema';
import { hostNamePath } from '../test-support/search-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { TestBrowser } from '../test-support/test-browser';
import { addConfirmedUser } from '../test-support/test-users';
import { CHAT_MESSAGES_PER_IP, CONTACT_FORMS_PER_IP } from './chat.routes';

const OPEN = new Date('2030-01-07T15:00:00Z'); // Monday 10:00 in Cancun
const CLOSED = new Date('2030-01-13T04:00:00Z'); // Saturday 23:00 in Cancun
const OPS_TOKEN = 'test-ops-token-of-at-least-32-characters!';
const PAGE = hostNamePath('localhost:3000/es/');

let clock = OPEN;
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp(() => clock, { opsToken: OPS_TOKEN });
});
afterAll(() => test.close());
beforeEach(async () => {
  clock = OPEN;
  await test.app.database.db.delete(rateLimitHits);
});

type Inject = Awaited<ReturnType<TestApp['app']['inject']>>;
const cookieOf = (response: Inject) => {
  const header = response.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  return { line: line ?? '', pair: (line ?? '').split(';')[0] ?? '' };
};

function post(payload: Record<string, unknown>, cookie = '', extra: Record<string, string> = {}) {
  return test.app.inject({
    method: 'POST',
    url: '/api/v1/chat/messages',
    headers: { hostnamepath: PAGE, cookie, 'x-forwarded-for': '203.0.113.7', ...extra },
    payload,
  });
}
const poll = (cookie: string, after = 0) =>
  test.app.inject({
    method: 'GET',
    url: `/api/v1/chat?after=${after}`,
    headers: { hostnamepath: PAGE, cookie },
  });

describe('the chat API (the panel, through park-site)', () => {
  it('stores a visitor message in a conversation that only the cookie it set can read', async () => {
    const empty = await poll('');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      open: true,
      messages: [],
      agentWriting: false,
      email: null,
      pollAfterMs: 3000,
    });

    const sent = await post({ message: '  ¿Hay estacionamiento?  ', language: 'es' });
    expect(sent.statusCode).toBe(201);
    const cookie = cookieOf(sent);
    expect(cookie.line).toMatch(
      /^parks_chat=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/chat; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    expect(sent.json()).toMatchObject({ message: { author: 'visitor', body: '¿Hay estacionamiento?' } });

    const mine = await poll(cookie.pair);
    expect(mine.json<{ messages: { body: string }[] }>().messages.map((m) => m.body)).toEqual([
      '¿Hay estacionamiento?',
    ]);
    // Another visitor (no cookie, or a made-up one) sees nothing of it.
    expect((await poll('')).json<{ messages: unknown[] }>().messages).toEqual([]);
    expect((await poll(`parks_chat=${'A'.repeat(43)}`)).json<{ messages: unknown[] }>().messages).toEqual([]);

    // The token itself is never stored, only its hash.
    const token = cookie.pair.split('=')[1] ?? '';
    const rows = await test.app.database.db.select().from(chatConversations);
    expect(JSON.stringify(rows)).not.toContain(token);

    const second = await post({ message: 'Somos 4', language: 'es' }, cookie.pair);
    expect(second.headers['set-cookie']).toBeUndefined();
    const after = mine.json<{ messages: { id: number }[] }>().messages[0]?.id ?? 0;
    expect(
      (await poll(cookie.pair, after)).json<{ messages: { body: string }[] }>().messages.map((m) => m.body),
    ).toEqual(['Somos 4']);
  });

  it('outside call-centre hours asks for a valid e-mail, in the visitor language, and keeps it for the agents', async () => {
    clock = CLOSED;
    expect((await poll('')).json()).toMatchObject({ open: false });
    const missing = await post({ message: 'Hola', language: 'es' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'EMAIL_REQUIRED',
      message: 'Escribe tu correo para que podamos responderte',
    });
    const wrong = await post({ message: 'Hello', email: 'ana@', language: 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'EMAIL_FORMAT', message: 'The email format is incorrect' });
    const pt = await post({ message: 'Olá', language: 'pt' });
    expect(pt.json()).toMatchObject({ message: 'Informe seu e-mail para que possamos responder' });

    const left = await post({ message: 'Call me back', email: 'ana@example.com', language: 'en' });
    expect(left.statusCode).toBe(201);
    const [row] = await test.app.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.email, 'ana@example.com'));
    expect(row).toMatchObject({ kind: 'off-hours', language: 'en' });
    // The address is asked once: the next message of the same conversation needs none.
    const again = await post({ message: 'Also, parking?', language: 'en' }, cookieOf(left).pair);
    expect(again.statusCode).toBe(201);
  });

  it('refuses empty, too long and non-JSON messages, and stores nothing', async () => {
    const before = (await test.app.database.db.select().from(chatMessages)).length;
    const blank = await post({ message: '   ', language: 'en' });
    expect([blank.statusCode, blank.json()]).toEqual([
      400,
      { code: 'MESSAGE_REQUIRED', message: 'Write a message' },
    ]);
    const long = await post({ message: 'x'.repeat(2001), language: 'es' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'MESSAGE_TOO_LONG' });
    const huge = await post({ message: 'x'.repeat(4001) });
    expect(huge.statusCode).toBe(400);
    const extra = await post({ message: 'hi', admin: true });
    expect(extra.statusCode).toBe(400);
    const form = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chat/messages',
      headers: { hostnamepath: PAGE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=hi',
    });
    expect(form.statusCode).toBe(415);
    const noHeader = await test.app.inject({
      method: 'POST',
      url: '/api/v1/chat/messages',
      payload: { message: 'hi' },
    });
    expect(noHeader.statusCode).toBe(400);
    expect((await test.app.database.db.select().from(chatMessages)).length).toBe(before);
  });

  it(`limits one address to ${CHAT_MESSAGES_PER_IP} messages per 10 minutes (429, Retry-After)`, async () => {
    const first = await post({ message: 'm0' }, '', { 'x-forwarded-for': '198.51.100.9' });
    const cookie = cookieOf(first).pair;
    for (let i = 1; i < CHAT_MESSAGES_PER_IP; i += 1)
      expect(
        (await post({ message: `m${i}` }, cookie, { 'x-forwarded-for': '198.51.100.9' })).statusCode,
      ).toBe(201);
    const limited = await post({ message: 'one more', language: 'es' }, cookie, {
      'x-forwarded-for': '198.51.100.9',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(
      (await post({ message: 'other visitor' }, '', { 'x-forwarded-for': '198.51.100.10' })).statusCode,
    ).toBe(201);
  });
});

describe('/account/chat without JavaScript', () => {
  it('answers 200 with a form; a post with its token stores the message and shows it', async () => {
    const browser = new TestBrowser(test.app, 'http://api.test');
    const page = await browser.get('/account/chat?lang=es');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<label for="field-message">Mensaje</label>');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const sent = await browser.post('/account/chat?lang=es', { message: 'Hola <b>agente</b>', csrf });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/account/chat?lang=es&sent=1');
    const shown = await browser.get('/account/chat?lang=es&sent=1');
    expect(shown.body).toContain('Recibimos tu mensaje.');
    expect(shown.body).toContain('Hola &lt;b&gt;agente&lt;/b&gt;');
  });

  it('refuses a post from another site (cookie sent, no token) and gives the text back', async () => {
    const browser = new TestBrowser(test.app, 'http://api.test');
    await browser.get('/account/chat?lang=en');
    const forged = await browser.post('/account/chat?lang=en', { message: 'forged text' });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('The form expired. Please send it again.');
    expect(forged.body).toContain('forged text</textarea>');
    const stranger = new TestBrowser(test.app, 'http://api.test');
    expect((await stranger.post('/account/chat', { message: 'x', csrf: 'abc' })).statusCode).toBe(403);
  });

  it('out of hours says so and asks for the e-mail; a wrong one keeps the message', async () => {
    clock = CLOSED;
    const browser = new TestBrowser(test.app, 'http://api.test');
    const page = await browser.get('/account/chat?lang=en');
    expect(page.body).toContain('We are closed right now');
    expect(page.body).toContain('<label for="field-email">E-mail</label>');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const wrong = await browser.post('/account/chat?lang=en', { message: 'Keep me', email: 'nope', csrf });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('The email format is incorrect');
    expect(wrong.body).toContain('Keep me</textarea>');
    expect(wrong.body).toContain('value="nope"');
  });
});

describe('/account/contact', () => {
  it('validates in the visitor language and the message reaches the agent console', async () => {
    const browser = new TestBrowser(test.app, 'http://api.test');
    const page = await browser.get('/account/contact?lang=es');
    expect(page.statusCode).toBe(200);
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const bad = await browser.post('/account/contact?lang=es', {
      name: '',
      email: 'x@',
      message: 'Factura',
      csrf,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('El campo nombre es requerido');
    expect(bad.body).toContain('El correo no está en el formato correcto');
    expect(bad.body).toContain('Factura</textarea>');
    const noToken = await browser.post('/account/contact?lang=es', {
      name: 'Eva',
      email: 'eva@example.com',
      message: 'Factura',
    });
    expect(noToken.statusCode).toBe(403);

    const sent = await browser.post('/account/contact?lang=es', {
      name: 'Eva Ruiz',
      email: 'eva@example.com',
      message: 'Necesito mi factura',
      csrf,
    });
    expect(sent.statusCode).toBe(303);
    expect((await browser.get(String(sent.headers.location))).body).toContain(
      'Gracias. Recibimos tu mensaje',
    );

    const agent = await signedInAgent('contact-agent@parks.example');
    const console = await agent.get('/account/agent?lang=es');
    expect(console.body).toMatch(
      /Sin responder<\/span><\/td>\s*<td>Contacto<\/td>\s*<td>Eva Ruiz · eva@example.com<\/td>\s*<td>Necesito mi factura<\/td>/,
    );
  });

  it(`limits one address to ${CONTACT_FORMS_PER_IP} contact messages per hour`, async () => {
    const browser = new TestBrowser(test.app, 'http://api.test');
    const page = await browser.get('/account/contact?lang=en');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const form = { name: 'Bo', email: 'bo@example.com', message: 'Hi', csrf };
    for (let i = 0; i < CONTACT_FORMS_PER_IP; i += 1)
      expect((await browser.post('/account/contact?lang=en', form)).statusCode).toBe(303);
    const limited = await browser.post('/account/contact?lang=en', form);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('You sent too many messages');
  });
});

async function signIn(email: string) {
  const browser = new TestBrowser(test.app, 'http://api.test');
  const form = await browser.get('/account/agent?lang=en');
  const csrf = /name="csrf" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
  const signedIn = await browser.post('/account/agent/sign-in?lang=en', {
    email,
    password: 'agent-pass-123',
    csrf,
  });
  expect(signedIn.statusCode).toBe(303);
  expect(signedIn.headers['set-cookie']).toMatch(
    /^parks_agent=[^;]+; Path=\/account\/agent; Max-Age=3600; HttpOnly; SameSite=Strict$/,
  );
  return browser;
}

async function signedInAgent(email: string) {
  const made = await test.app.inject({
    method: 'PUT',
    url: '/ops/agents',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { email, password: 'agent-pass-123' },
  });
  expect(made.statusCode).toBe(200);
  return signIn(email);
}

describe('the agent console', () => {
  it('asks to sign in, and answers 403 to a signed-in customer', async () => {
    const anonymous = await test.app.inject({ method: 'GET', url: '/account/agent?lang=es' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Acceso de agentes');
    await addConfirmedUser(test.app.database.db, {
      email: 'customer@example.com',
      password: 'agent-pass-123',
    });
    const customer = await signIn('customer@example.com');
    const refused = await customer.get('/account/agent?lang=en');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('This console is for call-centre agents only.');
    expect((await customer.get('/account/agent/conversations/1?lang=en')).statusCode).toBe(403);
    expect((await customer.post('/account/agent/conversations/1/answer', { answer: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('PUT /ops/agents needs the operators token', async () => {
    const refused = await test.app.inject({
      method: 'PUT',
      url: '/ops/agents',
      payload: { email: 'a@b.co', password: 'long-enough' },
    });
    expect(refused.statusCode).toBe(401);
    const [customer] = await test.app.database.db.select().from(users).where(eq(users.email, 'a@b.co'));
    expect(customer).toBeUndefined();
  });

  it('lists conversations newest first with the unanswered marked; the answer reaches the visitor panel', async () => {
    const agent = await signedInAgent('agent@parks.example');
    clock = new Date('2030-01-07T15:10:00Z');
    const olderSent = await post({ message: 'Older question' });
    expect(olderSent.statusCode).toBe(201);
    const older = cookieOf(olderSent).pair;
    clock = new Date('2030-01-07T15:15:00Z');
    const newer = cookieOf(await post({ message: 'Newest question' })).pair;

    const list = await agent.get('/account/agent?lang=en');
    expect(list.statusCode).toBe(200);
    const newest = list.body.indexOf('Newest question');
    expect(newest).toBeGreaterThan(-1);
    expect(newest).toBeLessThan(list.body.indexOf('Older question'));
    const link = /href="(\/account\/agent\/conversations\/\d+\?lang=en)"/.exec(list.body.slice(newest));
    const href = link?.[1] ?? '';

    const opened = await agent.get(href);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Newest question');
    // The visitor's panel learns an agent is on it.
    expect((await poll(newer)).json()).toMatchObject({ agentWriting: true });
    expect((await poll(older)).json()).toMatchObject({ agentWriting: false });

    const csrf = /name="csrf" value="([^"]+)"/.exec(opened.body)?.[1] ?? '';
    const forged = await agent.post(`${href.replace('?', '/answer?')}`, { answer: 'forged' });
    expect(forged.statusCode).toBe(403);
    const empty = await agent.post(`${href.replace('?', '/answer?')}`, { answer: ' ', csrf });
    expect(empty.statusCode).toBe(400);
    const answered = await agent.post(`${href.replace('?', '/answer?')}`, {
      answer: 'Yes, parking is free.',
      csrf,
    });
    expect(answered.statusCode).toBe(303);

    const panel = (await poll(newer)).json<{
      messages: { author: string; body: string }[];
      agentWriting: boolean;
    }>();
    expect(panel.messages.at(-1)).toMatchObject({ author: 'agent', body: 'Yes, parking is free.' });
    expect(panel.agentWriting).toBe(false);
    expect(
      (await poll(older)).json<{ messages: { author: string }[] }>().messages.map((m) => m.author),
    ).toEqual(['visitor']);

    const after = await agent.get('/account/agent?lang=en');
    const rowOf = (text: string) =>
      after.body.slice(after.body.lastIndexOf('<tr>', after.body.indexOf(text)), after.body.indexOf(text));
    expect(rowOf('Yes, parking is free.')).toContain('Answered');
    expect(rowOf('Older question')).toContain('Unanswered');
  });
});
