import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Request } from 'playwright-core';
import { gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';

// Sensoria's flags (apps/park-site/app/config/site-config.ts): the general flag is off, the shopping
// flag is on for XS. So content pages send nothing and cart pages send their page views (SPEC §4 step 8).
describe('personalisation follows its flags', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(() => browser?.close());

  it('a content page sends nothing; a cart page sends its page view, which park-api stores', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const personalisationCalls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/personalisation/')) personalisationCalls.push(request);
    });

    await gotoHydrated(page, `${SITE_URL}/en/sensoria-admission/`);
    await gotoHydrated(page, `${SITE_URL}/en/`);
    const stored = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/personalisation/events'),
    );
    await gotoHydrated(page, `${SITE_URL}/en/carrito/`);
    const response = await stored;

    // The cart page's events call arrived; everything before it came from the two content pages.
    const fromContentPages = personalisationCalls.slice(0, personalisationCalls.indexOf(response.request()));
    assert.deepEqual(
      fromContentPages.map((request) => request.url()),
      [],
    );
    assert.equal(response.status(), 202);
    const batch = response.request().postDataJSON() as {
      clientId: string;
      events: { type: string; page: string; language: string }[];
    };
    assert.ok(batch.clientId);
    assert.deepEqual(
      batch.events.map(({ type, page: path, language }) => ({ type, page: path, language })),
      [{ type: 'page-view', page: '/en/carrito/', language: 'en' }],
    );
    await context.close();
  });
});
