import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
// node --test runs this file as plain TypeScript: the route table's own file loads as it is (its
// imports are type-only), whereas the package entry would need the workspace's bundler conditions.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { listSitePages } from '../../../libs/i18n/src/core/route-table.ts';
import { API_URL, collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';
import { createCartWithAdmission } from './cart-api.ts';
import { checkoutPage } from './checkout-helpers.ts';
import { cookieProblems, parseSetCookie, type SeenCookie } from './cookie-flags.ts';

const SISTER_PARKS = ['aventura', 'selva', 'arrecife', 'cenotes', 'isla', 'volcan'];
const pages = listSitePages('sensoria', SISTER_PARKS);
const siteOrigin = new URL(SITE_URL).origin;
const apiOrigin = new URL(API_URL).origin;
const https = siteOrigin.startsWith('https:');
const CHECKOUT_IDS = new Set(['payment-details', 'payment-details-coupon', 'thank-you']);

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  assert.ok(header, 'a Content-Security-Policy header');
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Every inline `<script>` (data blocks aside) and `<style>` element's nonce; undefined when it has none. */
function inlineElementNonces(html: string): { tag: string; nonce: string | undefined }[] {
  const found: { tag: string; nonce: string | undefined }[] = [];
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>/g)) {
    const [tag, name, attributes = ''] = match;
    if (name === 'script' && /\bsrc=/.test(attributes)) continue;
    // JSON-LD and the page's texts are data blocks: the browser never runs them, so CSP does not apply.
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    found.push({ tag, nonce: /\bnonce="([^"]+)"/.exec(attributes)?.[1] });
  }
  return found;
}

function setCookies(response: Response, origin: SeenCookie['origin']): SeenCookie[] {
  const now = Date.parse(response.headers.get('date') ?? '') || Date.now();
  return response.headers.getSetCookie().map((header) => parseSetCookie(header, origin, now));
}

/** Checks the headers of issue 10 §3 on one HTML response and returns its nonce. */
function checkDocument(response: Response, html: string, checkout: boolean): string {
  const policy = directives(response.headers.get('content-security-policy'));
  const scriptSrc = policy.get('script-src') ?? [];
  const nonce = /^'nonce-(.+)'$/.exec(scriptSrc.find((source) => source.startsWith("'nonce-")) ?? '')?.[1];
  assert.ok(nonce, `script-src has a nonce: ${scriptSrc.join(' ')}`);
  assert.ok(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"));
  assert.deepEqual(scriptSrc, ["'self'", `'nonce-${nonce}'`, ...(checkout ? [apiOrigin] : [])]);
  assert.deepEqual(policy.get('style-src'), ["'self'", `'nonce-${nonce}'`]);
  assert.deepEqual(policy.get('style-src-attr'), ["'unsafe-inline'"]);
  assert.deepEqual(policy.get('object-src'), ["'none'"]);
  assert.deepEqual(policy.get('base-uri'), ["'self'"]);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(policy.get('connect-src'), ["'self'"]);
  assert.deepEqual(policy.get('img-src'), ["'self'", 'data:']);
  assert.deepEqual(policy.get('worker-src'), ["'self'"]);
  // The newsletter form posts to the mail-marketing service, park-api in the embedded default.
  assert.deepEqual(policy.get('form-action'), ["'self'", apiOrigin]);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.equal(response.headers.get('x-frame-options'), 'DENY');
  assert.equal(response.headers.has('strict-transport-security'), https);
  const inline = inlineElementNonces(html);
  assert.ok(
    inline.some((element) => element.tag.startsWith('<script')),
    'the page has inline scripts',
  );
  for (const element of inline) assert.equal(element.nonce, nonce, `${element.tag} carries the nonce`);
  return nonce;
}

describe('security headers and cookies on every route (issue 10 §3)', () => {
  for (const page of pages) {
    it(`${page.path}: CSP with a fresh nonce on every inline script and style, the headers, cookie flags`, async () => {
      const checkout = CHECKOUT_IDS.has(page.id);
      const first = await fetch(`${SITE_URL}${page.path}`);
      assert.equal(first.status, 200);
      const firstNonce = checkDocument(first, await first.text(), checkout);
      // A returning visitor with a cart that no longer exists and a currency: the page load rewrites cookies.
      const second = await fetch(`${SITE_URL}${page.path}`, {
        headers: { Cookie: '_shopping=e2e-no-such-cart-123; _currency=EUR; _currency_id=3' },
      });
      assert.equal(second.status, 200);
      const secondNonce = checkDocument(second, await second.text(), checkout);
      assert.notEqual(firstNonce, secondNonce, 'a new nonce per request');
      const cookies = [...setCookies(first, 'site'), ...setCookies(second, 'site')];
      assert.deepEqual(
        cookies.flatMap((cookie) => cookieProblems(cookie, https)),
        [],
      );
    });
  }

  it('the error page and the site endpoints carry the policy and the headers too', async () => {
    const missing = await fetch(`${SITE_URL}/es/no-existe/`);
    assert.equal(missing.status, 404);
    checkDocument(missing, await missing.text(), false);
    for (const path of ['/robots.txt', '/sitemap.xml', '/auth/identity/', '/auth/sign-in/?lang=en']) {
      const response = await fetch(`${SITE_URL}${path}`, { redirect: 'manual' });
      assert.ok(response.status < 400, `${path}: ${response.status}`);
      assert.match(response.headers.get('content-security-policy') ?? '', /object-src 'none'/, path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.deepEqual(
        setCookies(response, 'site').flatMap((cookie) => cookieProblems(cookie, https)),
        [],
        path,
      );
    }
  });
});

/** Records CSP violations the page reports, from its first script on. */
async function recordViolations(context: BrowserContext): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return async () => {
    const pages = context.pages();
    const all: string[] = [];
    for (const page of pages)
      all.push(
        ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
      );
    return all;
  };
}

/** Every Set-Cookie a browser page receives, from the site and from park-api. */
function recordSetCookies(page: Page): SeenCookie[] {
  const seen: SeenCookie[] = [];
  page.on('response', async (response) => {
    const origin = new URL(response.url()).origin;
    if (origin !== siteOrigin && origin !== apiOrigin) return;
    const headers = await response.headersArray().catch(() => []);
    const date = Date.parse(headers.find((header) => header.name.toLowerCase() === 'date')?.value ?? '');
    for (const header of headers)
      if (header.name.toLowerCase() === 'set-cookie')
        for (const line of header.value.split('\n'))
          seen.push(parseSetCookie(line, origin === siteOrigin ? 'site' : 'api', date || Date.now()));
  });
  return seen;
}

/** The browser's cookie jar, checked against the same inventory (cookies written by page scripts too). */
async function jarProblems(context: BrowserContext): Promise<string[]> {
  const now = Date.now() / 1000;
  return (await context.cookies()).flatMap((cookie) =>
    cookieProblems(
      {
        name: cookie.name,
        origin: originOfJarCookie(cookie.name),
        httpOnly: cookie.httpOnly,
        secure: cookie.secure,
        sameSite: cookie.sameSite,
        path: cookie.path,
        maxAge: cookie.expires === -1 ? null : Math.round(cookie.expires - now),
      },
      https,
      // A test's whole run.
      300,
    ),
  );
}

/**
 * The jar does not keep ports, and the e2e run puts both apps on 127.0.0.1: a jar cookie's app is
 * told by its name (the inventory never lists one name for both).
 */
function originOfJarCookie(name: string): SeenCookie['origin'] {
  return name.startsWith('_interaction') || name.startsWith('_session') ? 'api' : 'site';
}

describe('in the browser (issue 10 §3)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('reports no CSP violation on the key pages: home, admission with the booking widget, cart, search, auth', async () => {
    const context = await newContext(browser);
    const violations = await recordViolations(context);
    const { sessionId } = await createCartWithAdmission();
    // As the booking widget would have written it (SPEC §9: 7 days).
    await context.addCookies([
      { name: '_shopping', value: sessionId, url: SITE_URL, expires: Math.round(Date.now() / 1000) + 604800 },
    ]);
    const page = await context.newPage();
    const problems = collectProblems(page);
    for (const path of [
      '/es/',
      '/en/sensoria-admission/',
      '/es/carrito/',
      '/es/busqueda/?q=sentidos',
      '/en/auth/',
    ]) {
      await gotoHydrated(page, `${SITE_URL}${path}`);
      await page.waitForLoadState('networkidle');
    }
    // The booking widget draws new styles when it opens its calendar: Emotion's added style tags carry the nonce.
    await gotoHydrated(page, `${SITE_URL}/en/sensoria-admission/`);
    await page.getByRole('button', { name: /^Date of visit/ }).click();
    await page.getByRole('dialog').getByRole('grid').waitFor();
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    assert.deepEqual(await jarProblems(context), []);
    await context.close();
  });

  it('reports no CSP violation on the payment page with the installment provider loaded', async () => {
    const { page, problems } = await checkoutPage(browser, 'USD');
    const violations = await recordViolations(page.context());
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details/`);
    await page.waitForSelector('[data-testid="installment-widget"][data-ready="true"]');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('serializes hostile text into the page safely: no script runs, the page hydrates, the text shows verbatim', async () => {
    const payload = '</script><script>alert(1)</script>\u2028\u2029<img src=x onerror=alert(2)>';
    const url = `${SITE_URL}/en/search/?q=${encodeURIComponent(payload)}`;
    const html = await (await fetch(url)).text();
    assert.ok(!html.includes('<script>alert(1)</script>'), 'the script payload is escaped');
    assert.ok(!html.includes('<img src=x onerror'), 'the markup payload is escaped');
    assert.ok(!/[\u2028\u2029]/.test(inlineScriptsText(html)), 'U+2028/U+2029 are escaped in inline scripts');

    const context = await newContext(browser);
    const violations = await recordViolations(context);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const problems = collectProblems(page);
    await gotoHydrated(page, url);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(dialogs, []);
    const text = await page.evaluate(() => document.body.textContent ?? '');
    assert.ok(text.includes(payload.trim()), 'the query shows verbatim');
    assert.deepEqual(await violations(), []);
    // The payload's <img src=x> never becomes an element, so nothing fails to load either.
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('sign-up through the hosted pages and a language switch send only cookies of the inventory, with their flags', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const seen = recordSetCookies(page);
    const email = `security.${Date.now()}@example.com`;
    await gotoHydrated(page, `${SITE_URL}/en/faqs/`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/auth/'),
      page.getByRole('banner').first().getByRole('link', { name: 'Sign in' }).click(),
    ]);
    await page.getByRole('link', { name: 'Continue with the group account' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Eva');
    await page.getByLabel('Last name').fill('Ruiz');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
    const mails = (await (
      await fetch(`${API_URL}/test-support/mail-outbox?to=${encodeURIComponent(email)}`)
    ).json()) as { text: string }[];
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    await page.getByLabel('Confirmation code').fill(code);
    await Promise.all([
      page.waitForURL((url) => url.origin === siteOrigin && url.pathname === '/en/faqs/', {
        timeout: 20_000,
      }),
      page.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    await page.getByRole('banner').first().getByText('Eva Ruiz', { exact: true }).waitFor();
    // The language switch writes langRedirect from the page.
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/es/'));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

    const names = new Set(seen.map((cookie) => cookie.name));
    for (const expected of ['auth_flow', 'id_session', '_interaction', '_session'])
      assert.ok(names.has(expected), `saw ${expected} (saw ${[...names].join(', ')})`);
    assert.deepEqual(
      seen.flatMap((cookie) => cookieProblems(cookie, https)),
      [],
    );
    const jar = await context.cookies();
    assert.ok(
      jar.some((cookie) => cookie.name === 'userInfo'),
      'the page wrote userInfo',
    );
    assert.ok(
      jar.some((cookie) => cookie.name === 'langRedirect'),
      'the page wrote langRedirect',
    );
    assert.deepEqual(await jarProblems(context), []);
    await context.close();
  });
});

function inlineScriptsText(html: string): string {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
}
