import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, newContext, SITE_URL } from './browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  targets: string[];
}

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
      it(`${path} on ${mobile ? 'mobile' : 'desktop'} has no violation`, async () => {
        const context = await newContext(browser, { mobile });
        const page = await context.newPage();
        await page.goto(`${SITE_URL}${path}`, { waitUntil: 'networkidle' });
        // The page's CSP refuses an injected inline script; evaluation through DevTools is not subject to it.
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run: (
                  context: Document,
                  options: object,
                ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
              };
            }
          ).axe;
          const result = await axe.run(document, {
            runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
          });
          return result.violations.map((violation) => ({
            id: violation.id,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          }));
        });
        assert.deepEqual(violations as AxeViolation[], []);
        await context.close();
      });
    }
  }
});
