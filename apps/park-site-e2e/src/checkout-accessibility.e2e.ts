import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, SITE_URL } from './browser.ts';
import { checkoutPage, payByApi } from './checkout-helpers.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function violations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  // The page's CSP refuses an injected inline script; evaluation through DevTools is not subject to it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: object,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[]; html: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      // The selector and the start of the element's HTML, so a failure says which element it is.
      targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  });
}

describe('checkout pages: WCAG 2.2 AA in a real browser (axe-core, contrast included)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('payment details in MXN, with the banks and their plans', async () => {
    const { page } = await checkoutPage(browser, 'MXN');
    await page.goto(`${SITE_URL}/es/carrito/detalles-pago/`, { waitUntil: 'networkidle' });
    await page.getByTestId('months-plans').waitFor();
    assert.deepEqual(await violations(page), []);
    await page.context().close();
  });

  it('payment details with coupon, in English with the installment widget', async () => {
    const { page } = await checkoutPage(browser, 'USD');
    await page.goto(`${SITE_URL}/en/carrito/payment-details-coupon/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="installment-widget"][data-ready="true"]');
    assert.deepEqual(await violations(page), []);
    await page.context().close();
  });

  it('thank-you pages: a card order and a bank transfer', async () => {
    for (const [currency, method, path] of [
      ['USD', 'card', '/en/carrito/thank-you/'],
      ['MXN', 'bank-transfer', '/es/carrito/gracias/'],
    ] as const) {
      const { page, sessionId } = await checkoutPage(browser, currency);
      const order = await payByApi(sessionId, method);
      await page.goto(`${SITE_URL}${path}?order=${order}`, { waitUntil: 'networkidle' });
      await page.getByTestId('order-number').waitFor();
      assert.deepEqual(await violations(page), [], path);
      await page.context().close();
    }
  });
});
