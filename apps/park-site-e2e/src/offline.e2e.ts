import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './axe-check.ts';
import { gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';
import { checkoutPage, ENGLISH, ENGLISH_CARD, fillBuyer, fillCard } from './checkout-helpers.ts';

/** Opens a first page and waits until the service worker controls it (it registers after load). */
async function controlledPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await gotoHydrated(page, `${SITE_URL}${path}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

/** Waits until the thank-you page has kept its offline copy (it does so after it is shown). */
async function waitUntilKept(page: Page): Promise<void> {
  const isKept = () =>
    page.evaluate(async (url) => {
      const cache = await caches.open('parks-e-tickets-v1');
      return (await cache.match(url)) !== undefined;
    }, page.url());
  for (let attempt = 0; attempt < 100 && !(await isKept()); attempt += 1) await page.waitForTimeout(100);
  assert.ok(await isKept(), 'the thank-you page kept its e-tickets');
}

describe('offline mode (SPEC §2 "Offline mode", §8 "Offline pages", "Booking")', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('serves the service worker from the root, never cached for long', async () => {
    const response = await fetch(`${SITE_URL}/sw.js`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(response.headers.get('service-worker-allowed'), '/');
    assert.match(await response.text(), /\/assets\/[^"]+\.js/);
  });

  it('a visited page reloads offline, hydrated from the precached app shell', async () => {
    const context = await newContext(browser);
    const page = await controlledPage(context, '/en/');
    await gotoHydrated(page, `${SITE_URL}/en/hotels/`);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), heading);
    await context.close();
  });

  it('a page never visited shows the offline page in its language; a dynamic section its own text', async () => {
    const context = await newContext(browser);
    const page = await controlledPage(context, '/en/');
    await context.setOffline(true);

    await page.goto(`${SITE_URL}/en/faqs/`);
    await page
      .getByRole('heading', { level: 1, name: 'Sorry, this content cannot be shown in Offline mode' })
      .waitFor();
    await page
      .getByText("We're sorry, the content you are trying to see is not available in offline mode.")
      .waitFor();
    assert.equal(page.url(), `${SITE_URL}/en/faqs/`);
    assert.deepEqual(await axeViolations(page), []);

    await page.goto(`${SITE_URL}/es/galeria/`);
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Lo sentimos, este contenido no se puede mostrar en el modo sin conexión',
      })
      .waitFor();

    await page.goto(`${SITE_URL}/en/carrito/`);
    await page
      .getByRole('heading', { level: 1, name: "We're sorry, this content cannot be seen in offline mode" })
      .waitFor();
    await page.goto(`${SITE_URL}/es/busqueda/?q=delfines`);
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Lo sentimos, este contenido no se puede ver en el modo sin conexión',
      })
      .waitFor();
    await context.close();
  });

  it('the booking widget says it is offline and gives the call-center number', async () => {
    const context = await newContext(browser);
    const page = await controlledPage(context, '/en/');
    await gotoHydrated(page, `${SITE_URL}/en/sensoria-admission/`);
    await context.setOffline(true);
    await page.reload();
    const alert = page.getByRole('alert').filter({
      hasText:
        'It seems that you are in our offline mode or maybe there is a network error, please try again later...',
    });
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /Call center: \+52 998 555 0142/);
    assert.equal(
      await alert.getByRole('link', { name: '+52 998 555 0142' }).getAttribute('href'),
      'tel:+529985550142',
    );
    await context.close();
  });

  it("the thank-you page's e-tickets open offline after a purchase", async () => {
    const { page } = await checkoutPage(browser, 'USD');
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await fillBuyer(page, ENGLISH);
    await fillCard(page, ENGLISH_CARD);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/en\/carrito\/thank-you\/\?order=/);
    assert.equal(await page.getByTestId('e-ticket').count(), 3);
    const orderNumber = await page.getByTestId('order-number').textContent();
    // The page keeps its copy once shown; only then is the visitor offline.
    await waitUntilKept(page);

    await page.context().setOffline(true);
    await page.reload();
    assert.equal(await page.getByTestId('order-number').textContent(), orderNumber);
    assert.equal(await page.getByTestId('e-ticket').count(), 3);
    assert.equal(await page.getByRole('img', { name: /QR code of e-ticket XS-/ }).count(), 3);
    // Only this order is kept: another order's link offline shows the dynamic-content text.
    await page.goto(`${SITE_URL}/en/carrito/thank-you/?order=00000000-0000-4000-8000-000000000000`);
    await page
      .getByRole('heading', { level: 1, name: "We're sorry, this content cannot be seen in offline mode" })
      .waitFor();
    await page.context().close();
  });
});
