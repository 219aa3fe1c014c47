import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';

// The site is configured with SITE_ORIGIN = SITE_URL (http://127.0.0.1:…); a visitor may reach the same
// server by another host name (here `localhost`, in production a CDN or an old domain).
const configured = new URL(SITE_URL);
const otherHost = `${configured.protocol}//localhost:${configured.port}`;

describe('a visitor on another host name stays on it (issue 18 §5)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it("links the language switch, 'Sign in' and the footer by path; canonical and hreflang keep the public origin", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, `${otherHost}/es/galeria/`);

    const hrefs = await page
      .locator('header a[href], footer a[href], nav a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    assert.ok(hrefs.length > 20, `links found: ${hrefs.length}`);
    const onConfigured = hrefs.filter((href) => href.startsWith(configured.origin));
    assert.deepEqual(onConfigured, [], 'no internal link names the configured origin');
    const header = page.getByRole('banner');
    assert.equal(await header.getByRole('link', { name: 'English' }).getAttribute('href'), '/en/gallery/');
    assert.equal(
      await header.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href'),
      '/es/auth/',
    );

    // What search engines read stays absolute on the public origin.
    assert.equal(
      await page.locator('link[rel="canonical"]').getAttribute('href'),
      `${configured.origin}/es/galeria/`,
    );
    assert.equal(
      await page.locator('link[rel="alternate"][hreflang="en-US"]').getAttribute('href'),
      `${configured.origin}/en/gallery/`,
    );
    await context.close();
  });

  it('keeps the host, and so the currency cookie, when the visitor switches language', async () => {
    const context = await newContext(browser);
    await context.addCookies([
      { name: '_currency', value: 'EUR', domain: 'localhost', path: '/' },
      { name: '_currency_id', value: '3', domain: 'localhost', path: '/' },
    ]);
    const page = await context.newPage();
    await gotoHydrated(page, `${otherHost}/es/galeria/`);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/gallery/'),
      page.getByRole('banner').getByRole('link', { name: 'English' }).click(),
    ]);
    assert.equal(new URL(page.url()).origin, otherHost);
    const cookies = await context.cookies(otherHost);
    assert.equal(cookies.find((cookie) => cookie.name === '_currency')?.value, 'EUR');
    await context.close();
  });
});
