import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectProblems, launchChromium, newContext, SITE_URL } from './browser.ts';

/** What the visitor reads in the page's main content (header and footer left out). */
const mainText = async (page: Page) =>
  ((await page.locator('main').first().textContent()) ?? '').replace(/\u00a0/g, ' ');

async function pickCurrency(page: Page, from: RegExp, to: RegExp) {
  await page.getByRole('button', { name: from }).first().click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

describe('prices in page texts follow the visitor currency (issue 18 §1)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('writes the home page prices in MXN without cookies, and in EUR once the visitor picks EUR', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${SITE_URL}/es/`);
    const text = await mainText(page);
    assert.match(text, /adultos \(12 años o más\) desde MXN\$[\d,]+\.\d\d; niños de 5 a 11 años/);
    assert.match(text, /con 25 % de descuento, desde MXN\$[\d,]+\.\d\d; de 0 a 4 años, gratis/);
    assert.doesNotMatch(text, /US\$|\{\{/);

    await pickCurrency(page, /MXN/, /EUR/);
    await page.waitForFunction(() =>
      /desde [\d.,]+\s€;/.test(document.querySelector('main')?.textContent ?? ''),
    );
    const inEuros = await mainText(page);
    assert.match(inEuros, /adultos \(12 años o más\) desde [\d.]+,\d\d €; niños/);
    assert.doesNotMatch(inEuros, /MXN\$|US\$/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('shows the same prices in the admission page live box and its table, and the deposit in USD and EUR', async () => {
    const context = await newContext(browser);
    await context.addCookies([
      { name: '_currency', value: 'EUR', url: SITE_URL },
      { name: '_currency_id', value: '3', url: SITE_URL },
    ]);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${SITE_URL}/es/entrada-parque-sensoria/`);
    const liveAdult = ((await page.getByTestId('price-adult').textContent()) ?? '').replace(/\u00a0/g, ' ');
    const liveChild = ((await page.getByTestId('price-child').textContent()) ?? '').replace(/\u00a0/g, ' ');
    assert.match(liveAdult, /^[\d.]+,\d\d €$/);
    const table = page.locator('main table');
    const cell = async (row: string) =>
      (
        (await table
          .getByRole('row', { name: new RegExp(`^${row}`) })
          .getByRole('cell')
          .last()
          .textContent()) ?? ''
      ).replace(/\u00a0/g, ' ');
    assert.equal(await cell('Adulto'), `desde ${liveAdult}`);
    assert.equal(await cell('Niño'), `desde ${liveChild} (25 % de descuento)`);
    assert.match(await mainText(page), /depósito reembolsable de US\$10\.00 \(9,20 €\)\./);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
