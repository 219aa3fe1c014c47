import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations } from './axe-check.ts';
import { launchChromium, SITE_URL } from './browser.ts';
import { checkoutPage, payByApi } from './checkout-helpers.ts';

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
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });

  it('payment details with coupon, in English with the installment widget', async () => {
    const { page } = await checkoutPage(browser, 'USD');
    await page.goto(`${SITE_URL}/en/carrito/payment-details-coupon/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="installment-widget"][data-ready="true"]');
    assert.deepEqual(await axeViolations(page), []);
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
      assert.deepEqual(await axeViolations(page), [], path);
      await page.context().close();
    }
  });
});
