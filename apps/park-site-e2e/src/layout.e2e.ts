import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, newContext, SITE_URL } from './browser.ts';

const IPAD_OS_13 =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15';

describe('the layout chosen from the user-agent (SPEC §1)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('gives a phone the mobile layout with the five-item bottom navigation', async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/es/`);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const items = nav.getByRole('link').or(nav.getByRole('button'));
    assert.equal(await items.count(), 5);
    assert.ok(await nav.getByText('Boletos').isVisible());
    await context.close();
  });

  it('gives a desktop browser no bottom navigation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/es/`);
    assert.equal(await page.getByRole('navigation', { name: 'Navegación principal' }).count(), 0);
    await context.close();
  });

  it('counts macOS 10_15 with Version/13 as mobile', async () => {
    const context = await browser.newContext({
      userAgent: IPAD_OS_13,
      viewport: { width: 1024, height: 768 },
    });
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/en/`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    assert.ok(await nav.getByText('Tickets', { exact: true }).isVisible());
    await context.close();
  });

  it('writes langRedirect=1 when the visitor switches language', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/es/galeria/`);
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${SITE_URL}/en/gallery/`);
    const cookies = await context.cookies(SITE_URL);
    assert.equal(cookies.find((entry) => entry.name === 'langRedirect')?.value, '1');
    await context.close();
  });
});
