/**
 * Issue 18 §3, customer service that works: the launcher's page answers 200; a visitor writes in the chat
 * panel, an agent signs in to the console and answers, and the answer appears in the visitor's panel;
 * the contact form's message reaches the console; the social messenger shows in the launcher and footer.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations } from './axe-check.ts';
import { cookieProblems, parseSetCookie } from './cookie-flags.ts';
import { API_URL, collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';

const OPS_TOKEN = process.env['OPS_TOKEN'] ?? '';
const agentEmail = `agent.${Date.now()}@parks.example`;
const agentPassword = 'agent password long enough';

async function makeAgent() {
  const answer = await fetch(`${API_URL}/ops/agents`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: agentEmail, password: agentPassword }),
  });
  assert.equal(answer.status, 200, await answer.text());
}

describe('live chat, agent console and contact (issue 18 §3)', () => {
  let browser: Browser;
  before(async () => {
    assert.ok(OPS_TOKEN, 'the run passes OPS_TOKEN (tools/e2e/run.mjs)');
    browser = await launchChromium();
    await makeAgent();
  });
  after(async () => {
    await browser.close();
  });

  it('the launcher links to a chat page that answers 200 and works without scripts', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/es/`);
    const launcher = page.getByRole('complementary', { name: 'Atención al cliente' }).getByRole('link', {
      name: 'Chatea con nosotros',
    });
    const href = await launcher.getAttribute('href');
    assert.equal(href, `${API_URL}/account/chat?lang=es`);
    const chatPage = await page.goto(href ?? '');
    assert.equal(chatPage?.status(), 200);
    await page.getByRole('heading', { name: 'Chat en vivo' }).waitFor();
    await page.getByLabel('Mensaje').fill('Pregunta sin JavaScript');
    const email = page.getByLabel('Correo electrónico');
    if (await email.count()) await email.fill('sin.js@example.com');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Recibimos tu mensaje.').waitFor();
    await page.getByText('Pregunta sin JavaScript').waitFor();
    await context.close();
  });

  it('a visitor writes in the panel, an agent answers in the console, the panel shows the answer', async () => {
    const visitorContext = await newContext(browser);
    const visitor = await visitorContext.newPage();
    const problems = collectProblems(visitor);
    await gotoHydrated(visitor, `${SITE_URL}/en/`);
    const region = visitor.getByRole('complementary', { name: 'Customer service' });
    // The messenger (SPEC §1) beside the launcher and in the footer.
    assert.equal(
      await region.getByRole('link', { name: 'Message us on WhatsApp' }).getAttribute('href'),
      'https://wa.me/529985550142',
    );
    assert.equal(
      await visitor
        .getByRole('contentinfo')
        .getByRole('link', { name: /WhatsApp/ })
        .first()
        .getAttribute('href'),
      'https://wa.me/529985550142',
    );

    await region.getByRole('link', { name: 'Chat with us' }).click();
    const panel = visitor.getByRole('dialog', { name: 'Chat with customer service' });
    await panel.waitFor();
    const question = `Is there parking? ${randomUUID().slice(0, 8)}`;
    await panel.getByRole('textbox', { name: /^Message/ }).fill(question);
    const email = panel.getByRole('textbox', { name: /^E-mail/ });
    if (await email.count()) await email.fill('visitor@example.com');
    const [posted] = await Promise.all([
      visitor.waitForResponse((response) => response.url().endsWith('/api/v1/chat/messages')),
      panel.getByRole('button', { name: 'Send' }).click(),
    ]);
    assert.equal(posted.status(), 201);
    // The conversation's cookie is the inventory's (issue 10 §3): HttpOnly, Lax, scoped to the chat API.
    const setCookie = (await posted.allHeaders())['set-cookie'] ?? '';
    assert.match(setCookie, /^parks_chat=/);
    assert.deepEqual(cookieProblems(parseSetCookie(setCookie, 'site', Date.now()), false), []);
    assert.equal(new URL(posted.url()).origin, SITE_URL, 'the panel calls the API through the site');
    assert.deepEqual(JSON.parse(posted.request().postData() ?? '{}').message, question);
    await panel.getByRole('log').getByText(question).waitFor();
    assert.deepEqual(await axeViolations(visitor), []);

    // The agent, on the account site.
    const agentContext = await newContext(browser);
    const agent = await agentContext.newPage();
    const signIn = await agent.goto(`${API_URL}/account/agent?lang=en`);
    assert.equal(signIn?.status(), 401);
    await agent.getByLabel('E-mail').fill(agentEmail);
    await agent.getByLabel('Password').fill(agentPassword);
    await agent.getByRole('button', { name: 'Sign in' }).click();
    await agent.getByRole('heading', { name: 'Agent console' }).waitFor();
    const row = agent.getByRole('row').filter({ hasText: question });
    assert.match((await row.textContent()) ?? '', /Unanswered/);
    await row.getByRole('link', { name: /Open/ }).click();
    await agent.getByText(question).waitFor();
    // The visitor's panel learns that someone is on it.
    await panel.getByText('An agent is writing…').waitFor({ timeout: 15_000 });
    await agent.getByLabel('Answer').fill('Yes, parking is free for visitors.');
    await agent.getByRole('button', { name: 'Send answer' }).click();
    await agent.getByRole('listitem').filter({ hasText: 'Yes, parking is free for visitors.' }).waitFor();

    await panel.getByRole('log').getByText('Yes, parking is free for visitors.').waitFor({ timeout: 15_000 });
    await visitor.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
    await visitorContext.close();
    await agentContext.close();
  });

  it('the contact form reaches the agent console', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const contact = await page.goto(`${API_URL}/account/contact?lang=en`);
    assert.equal(contact?.status(), 200);
    const note = `Invoice please ${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Name').fill('Eva Ruiz');
    await page.getByLabel('E-mail').fill('eva@');
    await page.getByLabel('Message').fill(note);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The email format is incorrect').waitFor();
    assert.equal(await page.getByLabel('Message').inputValue(), note, 'the message is kept');
    await page.getByLabel('E-mail').fill('eva@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you. We received your message').waitFor();

    const agent = await context.newPage();
    await agent.goto(`${API_URL}/account/agent?lang=en`);
    await agent.getByLabel('E-mail').fill(agentEmail);
    await agent.getByLabel('Password').fill(agentPassword);
    await agent.getByRole('button', { name: 'Sign in' }).click();
    const row = agent.getByRole('row').filter({ hasText: note });
    assert.match((await row.textContent()) ?? '', /Unanswered\s*Contact\s*Eva Ruiz · eva@example.com/);
    await context.close();
  });
});
