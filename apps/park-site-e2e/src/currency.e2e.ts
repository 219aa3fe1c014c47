import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectProblems, launchChromium, newContext, SITE_URL } from './browser.ts';
import { createCartWithAdmission, readCart } from './cart-api.ts';

async function pickCurrency(page: Page, from: RegExp, to: RegExp) {
  await page.getByRole('button', { name: from }).first().click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(SITE_URL)).find((entry) => entry.name === name)?.value;
}

describe('the currency switch (SPEC §4 "Currency change")', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('re-prices the admission and writes _currency and _currency_id, which then win on the next page load', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${SITE_URL}/es/entrada-parque-sensoria/`);
    const adult = page.getByTestId('price-adult');
    // Spanish → Mexico → MXN (SPEC §4 steps 2–3), priced by the cart API.
    assert.match((await adult.textContent()) ?? '', /^MXN\$\s?[\d.,]+$/);

    await pickCurrency(page, /MXN/, /EUR/);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="price-adult"]')?.textContent?.includes('€'),
    );
    assert.match((await adult.textContent()) ?? '', /^[\d.,]+\s?€$/);
    assert.equal(await cookie(context, '_currency'), 'EUR');
    assert.equal(await cookie(context, '_currency_id'), '3');

    await page.reload();
    assert.match((await page.getByTestId('price-adult').textContent()) ?? '', /€$/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('asks the cart API to change the cart currency, and the cart summary follows', async () => {
    const { sessionId } = await createCartWithAdmission();
    const context = await newContext(browser);
    await context.addCookies([{ name: '_shopping', value: sessionId, url: SITE_URL }]);
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/en/sensoria-admission/`);
    const before = await readCart(sessionId);
    // The cart's currency wins over the geo currency (SPEC §4 step 6): the selector shows it.
    await pickCurrency(page, new RegExp(before.Currency), /JPY/);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="price-adult"]')?.textContent?.includes('JP¥'),
    );
    const afterChange = await readCart(sessionId);
    assert.equal(afterChange.Currency, 'JPY');
    assert.equal(Number.isInteger(afterChange.Total), true, 'JPY has no minor units');
    // The cart summary in the header shows the re-priced cart.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('a')].some(
        (link) =>
          /carrito/.test(link.href) && /¥/.test(link.getAttribute('aria-label') ?? link.textContent ?? ''),
      ),
    );
    await context.close();
  });

  it('clears a cart the cart API no longer knows and deletes the _shopping cookie', async () => {
    const context = await newContext(browser);
    await context.addCookies([{ name: '_shopping', value: 'unknown-session-123', url: SITE_URL }]);
    const page = await context.newPage();
    const response = await page.goto(`${SITE_URL}/es/`);
    assert.equal(response?.status(), 200);
    assert.equal(await cookie(context, '_shopping'), undefined);
    await context.close();
  });
});
