import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe-check.ts';
import { collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';

interface Texts {
  path: string;
  heading: string;
  promo: string;
  apply: string;
  invalid: string;
  nextMonth: string;
  available: RegExp;
  nights: string;
  add: string;
  added: string;
  cart: RegExp;
  goToCart: string;
  checkOut: string;
}

const ES: Texts = {
  path: '/es/hoteles/',
  heading: 'Reserva tu estancia en el hotel',
  promo: 'Código promocional',
  apply: 'Aplicar',
  invalid: 'Código promocional no válido',
  nextMonth: 'Mes siguiente',
  available: /, disponible/,
  nights: '3 noches:',
  add: 'Agregar estancia al carrito',
  added: 'Tu estancia está en el carrito.',
  cart: /^Carrito, (.*, )?1 producto$/,
  goToCart: 'Ir al carrito',
  checkOut: 'Salida',
};

const EN: Texts = {
  path: '/en/hotels/',
  heading: 'Book your hotel stay',
  promo: 'Promotional code',
  apply: 'Apply',
  invalid: 'Invalid promotional code',
  nextMonth: 'Next month',
  available: /, available/,
  nights: '3 nights:',
  add: 'Add stay to cart',
  added: 'Your stay is in the cart.',
  cart: /^Cart, (.*, )?1 product$/,
  goToCart: 'Go to the cart',
  checkOut: 'Check-out',
};

async function applyCode(page: Page, texts: Texts, code: string) {
  await page.getByLabel(texts.promo).fill(code);
  await page.getByRole('button', { name: texts.apply }).click();
}

/** Next month (every night of it is ahead): its first bookable day in, three nights later out. */
async function pickStay(page: Page, texts: Texts) {
  await page.getByRole('button', { name: texts.nextMonth }).click();
  const days = page.getByRole('button', { name: texts.available });
  await days.nth(5).waitFor();
  await days.nth(0).click();
  await days.nth(3).click();
  await page.getByText(texts.nights).waitFor();
}

describe('the hotels page and its calendar (SPEC §2, §5, §8 "Hotel calendar")', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  for (const texts of [ES, EN]) {
    it(`${texts.path}: an invalid promotional code is refused, a range is picked and the stay goes into the cart`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = collectProblems(page);
      await gotoHydrated(page, `${SITE_URL}${texts.path}`);
      await page.getByRole('heading', { name: texts.heading }).waitFor();
      await page.getByRole('button', { name: texts.available }).first().waitFor();

      // Refused by its form in the browser, then by park-api for a well-formed unknown code.
      await applyCode(page, texts, 'x');
      await page.getByRole('alert').filter({ hasText: texts.invalid }).waitFor();
      await applyCode(page, texts, 'NOPE-2030');
      await page.getByRole('alert').filter({ hasText: texts.invalid }).waitFor();
      await page.getByRole('button', { name: texts.available }).first().waitFor();

      await applyCode(page, texts, 'LODGE-SENSES-15');
      await page.getByText(/LODGE-SENSES-15/).waitFor();
      await pickStay(page, texts);
      assert.match((await page.getByTestId('hotel-total').textContent()) ?? '', /\d/);
      assert.deepEqual(await axeViolations(page), [], 'the calendar with a stay picked is WCAG 2.2 AA');

      await page.getByRole('button', { name: texts.add }).click();
      const status = page.getByRole('status').filter({ hasText: texts.added });
      await status.waitFor();
      await page.getByRole('link', { name: texts.cart }).first().waitFor();
      await status.getByRole('link', { name: texts.goToCart }).click();
      await page.waitForURL(/\/carrito\/$/);
      const stay = page.getByRole('article', { name: 'Hotel Sensoria Lodge' });
      await stay.getByText(texts.checkOut, { exact: true }).waitFor();
      assert.deepEqual(
        problems.filter((problem) => !/status of 422/.test(problem)),
        [],
      );
      await context.close();
    });
  }
});
