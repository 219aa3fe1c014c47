import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { API_URL, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';
import { mailedCode } from './mail-outbox.ts';

const header = (page: Page) => page.getByRole('banner').first();

describe('sign-in and accounts (SPEC §1 Sign-in, §4 Authentication)', () => {
  let browser: Browser;
  const email = `luis.${Date.now()}@example.com`;
  const password = 'a long enough password';
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('registers with an e-mailed code on the hosted pages, comes back signed in, and signs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Issue 10 §3: the hosted pages' CSP lets their own stylesheet and forms through, nothing else.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await gotoHydrated(page, `${SITE_URL}/en/faqs/`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/auth/'),
      header(page).getByRole('link', { name: 'Sign in' }).click(),
    ]);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

    // The group account's hosted pages, on the API's origin.
    await page.getByRole('link', { name: 'Continue with the group account' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.ok(page.url().startsWith(`${API_URL}/account/interaction/`), page.url());
    await page.getByText('Please use your credentials to sign in').waitFor();
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      'rgb(244, 241, 234)',
      'the account page stylesheet applies under its nonce',
    );
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Luis');
    await page.getByLabel('Last name').fill('García López');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();

    await page.getByLabel('Confirmation code').fill(await mailedCode(email));
    await Promise.all([
      page.waitForURL((url) => url.origin === SITE_URL && url.pathname === '/en/faqs/', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    // SPEC §3: a social user is named firstName + the first word of lastName.
    await header(page).getByText('Luis García', { exact: true }).waitFor();
    // No token is readable by page scripts.
    const scriptCookies = await page.evaluate(() => document.cookie);
    assert.doesNotMatch(scriptCookies, /id_session|auth_flow|user_session/);
    assert.match(decodeURIComponent(scriptCookies), /"user_login":true/);

    // Sign-out (SPEC §4): the own logout, then the hosted /logout, which the site asked for with its id
    // token, so it does not ask again: the visitor ends on the auth return page, not on the account site.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await Promise.all([
      page.waitForURL((url) => url.origin === SITE_URL && url.pathname === '/en/auth/', { timeout: 20_000 }),
      header(page).getByRole('button', { name: 'Sign out' }).click(),
    ]);
    assert.ok(
      visited.some((url) => url.startsWith(`${API_URL}/logout`)),
      `the hosted logout was visited: ${visited.join(', ')}`,
    );
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await header(page).getByRole('link', { name: 'Sign in' }).waitFor();
    assert.deepEqual(violations, []);
    await context.close();
  });

  it('own-session login: a wrong password shows the SPEC §8 message; the right one signs in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, `${SITE_URL}/en/auth/`);
    const form = page.getByRole('form', { name: 'Sign in with your e-mail' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill('not the password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    assert.equal(
      (await form.getByRole('alert').textContent())?.trim(),
      'The email or password entered is incorrect',
    );

    await form.getByLabel('Password').fill(password);
    await form.getByRole('checkbox', { name: 'Remember me' }).check();
    await Promise.all([
      page.waitForURL((url) => url.pathname !== '/en/auth/' && !url.pathname.startsWith('/redirect')),
      form.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await header(page).getByText('Luis García', { exact: true }).waitFor();
    await context.close();
  });

  it("signs in with the page's scripts blocked: the form posts, and no URL ever holds the password (issue 16 §6)", async () => {
    // What a visitor on a slow connection gets when pressing 'Sign in' before the scripts load.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requests: { method: string; url: string; body: string }[] = [];
    page.on('request', (request) =>
      requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' }),
    );
    await page.goto(`${SITE_URL}/en/auth/`);
    const form = page.getByRole('form', { name: 'Sign in with your e-mail' });
    const wrong = 'not the password either';
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill(wrong);
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await page.waitForLoadState();
    assert.equal(refused.status(), 401);
    assert.equal(
      (await form.getByRole('alert').textContent())?.trim(),
      'The email or password entered is incorrect',
    );
    assert.equal(await form.getByLabel('E-mail').inputValue(), email, 'the e-mail is kept');
    assert.equal(await form.getByLabel('Password').inputValue(), '');
    assert.ok(!(await page.content()).includes(wrong), 'the password is never echoed');

    await form.getByLabel('Password').fill(password);
    await form.getByRole('checkbox', { name: 'Remember me' }).check();
    await Promise.all([
      page.waitForURL((url) => url.pathname !== '/en/auth/' && !url.pathname.startsWith('/redirect')),
      form.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    const session = (await context.cookies(SITE_URL)).find((cookie) => cookie.name.endsWith('user_session'));
    assert.ok(session, 'the own session cookie is set');
    assert.equal(session.httpOnly, true);
    assert.ok(session.expires > Date.now() / 1000 + 29 * 24 * 3600, "'remember me' keeps it 30 days");
    // The server-rendered pages now know the visitor: their user info answers with the session.
    const info = await page.request.get(`${SITE_URL}/user-info/`);
    assert.equal(((await info.json()) as { foundData?: boolean }).foundData, true);

    const posts = requests.filter((request) => request.method === 'POST');
    assert.deepEqual(
      posts.map((request) => new URL(request.url).pathname),
      ['/en/auth/', '/en/auth/'],
      'both presses posted to the auth page',
    );
    assert.equal(
      new URLSearchParams(posts[1]?.body).get('password'),
      password,
      'the password travels in the body',
    );
    for (const secret of [wrong, password])
      for (const { url } of requests) {
        assert.ok(!url.includes(secret), url);
        assert.ok(!url.includes(encodeURIComponent(secret)), url);
        assert.ok(!url.includes(secret.replaceAll(' ', '+')), url);
      }
    await context.close();
  });

  /** The auth page with every script of it arriving 2 s late: shown, and typed into, before it hydrates. */
  async function authPageWithSlowScripts() {
    const context = await newContext(browser, { blockServiceWorkers: true });
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(`${SITE_URL}/en/auth/`, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Sign in with your e-mail' });
    await form.getByLabel('E-mail').fill(email);
    return { context, page, form };
  }
  const hydrated = (page: Page) =>
    page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

  it("a sign-in typed and pressed while the page's scripts still load signs in with what was typed", async () => {
    const { context, page, form } = await authPageWithSlowScripts();
    await form.getByLabel('Password').fill(password);
    assert.equal(await hydrated(page), false, 'typed before the page hydrated');
    await Promise.all([
      page.waitForURL((url) => url.pathname !== '/en/auth/' && !url.pathname.startsWith('/redirect'), {
        timeout: 20_000,
      }),
      form.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await header(page).getByText('Luis García', { exact: true }).waitFor();
    await context.close();
  });

  it('an e-mail typed before the page hydrated stays in its field, and signs in, once the rest is typed after', async () => {
    const { context, page, form } = await authPageWithSlowScripts();
    assert.equal(await hydrated(page), false, 'typed before the page hydrated');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await form.getByLabel('Password').fill(password);
    assert.equal(await form.getByLabel('E-mail').inputValue(), email, 'the e-mail is still in its field');
    await Promise.all([
      page.waitForURL((url) => url.pathname !== '/en/auth/' && !url.pathname.startsWith('/redirect'), {
        timeout: 20_000,
      }),
      form.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await header(page).getByText('Luis García', { exact: true }).waitFor();
    await context.close();
  });

  it('shows the Spanish login messages on /es/auth/', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, `${SITE_URL}/es/auth/`);
    const form = page.getByRole('form', { name: 'Inicia sesión con tu correo' });
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await form.getByText('El correo no está en el formato correcto').waitFor();
    await form.getByText('La contraseña es necesaria').waitFor();
    await context.close();
  });
});
