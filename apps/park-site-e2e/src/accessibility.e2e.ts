import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations } from './axe-check.ts';
import { launchChromium, newContext, SITE_URL } from './browser.ts';

/** What a page shows once it is ready for a visitor, where that comes after hydration. */
const READY: Record<string, string> = {
  // The booking widget enables its date button once it knows the park's day and the restored draft.
  '/es/entrada-parque-sensoria/': 'button[aria-haspopup="dialog"]:not([disabled])',
};

const PAGES = [
  '/es/',
  '/en/',
  '/en/sensoria-activities/',
  '/es/entrada-parque-sensoria/',
  '/en/faqs/',
  '/es/sitemap/',
  '/es/carrito/',
  '/es/pagina-que-no-existe/',
  '/en/search/?q=what+age+do+children+pay',
  '/es/busqueda/?q=qwxzvbnm',
];

describe('WCAG 2.2 AA in a real browser (axe-core, contrast included)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  for (const mobile of [false, true]) {
    for (const path of PAGES) {
      it(`${path} on ${mobile ? 'mobile' : 'desktop'} has no violation, and all its content is in landmarks`, async () => {
        const context = await newContext(browser, { mobile });
        const page = await context.newPage();
        await page.goto(`${SITE_URL}${path}`, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
        const ready = READY[path];
        if (ready) await page.waitForSelector(ready);
        // 'region' is axe best practice, not WCAG: issue 18 §5 asks for it on every page.
        assert.deepEqual(await axeViolations(page, { alsoRules: ['region'] }), []);
        await context.close();
      });
    }
  }
});
