import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { API_URL, gotoHydrated, launchChromium, SITE_URL } from './browser.ts';
import { checkoutPage, ENGLISH, ENGLISH_CARD, fillBuyer, fillCard } from './checkout-helpers.ts';

interface InventoryEntry {
  origin: 'site' | 'api';
  path: string;
  why: string;
}
const inventory = JSON.parse(
  readFileSync(join(import.meta.dirname, 'checkout-scripts.inventory.json'), 'utf8'),
) as { scripts: InventoryEntry[] };
const origins = { site: new URL(SITE_URL).origin, api: new URL(API_URL).origin };

function listed(url: string): boolean {
  const parsed = new URL(url);
  return inventory.scripts.some(
    (entry) => parsed.origin === origins[entry.origin] && new RegExp(entry.path).test(parsed.pathname),
  );
}

/** Every script the page requested, plus every external script element in its DOM (and in frames). */
function recordScripts(page: Page): () => Promise<string[]> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(request.url());
  });
  return async () => {
    for (const frame of page.frames()) {
      const sources = await frame.evaluate(() =>
        Array.from(document.querySelectorAll('script[src]'), (script) => (script as HTMLScriptElement).src),
      );
      for (const src of sources) requested.add(src);
    }
    return [...requested];
  };
}

describe('payment page integrity: no script outside the committed inventory', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('payment details (en, USD, with the installment widget), the coupon page and the thank-you page', async () => {
    const { page } = await checkoutPage(browser, 'USD');
    const scripts = recordScripts(page);
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details/`);
    await page.waitForSelector('[data-testid="installment-widget"][data-ready="true"]');
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details-coupon/`);
    await fillBuyer(page, ENGLISH, 'US');
    await fillCard(page, ENGLISH_CARD);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/en\/carrito\/thank-you\/\?order=/);
    await page.getByTestId('order-number').waitFor();

    const seen = await scripts();
    assert.ok(
      seen.some((url) => url.endsWith('/installments/provider.js')),
      'the provider script loaded',
    );
    assert.deepEqual(
      seen.filter((url) => !listed(url)),
      [],
      'scripts not in checkout-scripts.inventory.json',
    );
    await page.context().close();
  });

  it('payment details (es, MXN) and (pt): only the site bundles, no provider script', async () => {
    for (const path of ['/es/carrito/detalles-pago/', '/pt/carrito/detalhes-do-pagamento/']) {
      const { page } = await checkoutPage(browser, 'MXN');
      const scripts = recordScripts(page);
      await gotoHydrated(page, `${SITE_URL}${path}`);
      await page.getByTestId('months-plans').waitFor();
      const seen = await scripts();
      assert.deepEqual(
        seen.filter((url) => new URL(url).origin !== origins.site || !listed(url)),
        [],
        `${path}: third-party or unlisted scripts`,
      );
      await page.context().close();
    }
  });
});
