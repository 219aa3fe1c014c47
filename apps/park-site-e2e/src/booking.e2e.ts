import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';
import { pickAvailableDay } from './widget-helpers.ts';

interface Texts {
  date: RegExp;
  nextMonth: string;
  addChild: string;
  transport: RegExp;
  from: string;
  photo: RegExp;
  add: string;
  added: string;
  goToCart: string;
  cart: RegExp;
  duplicate: string;
}

const ES: Texts = {
  date: /^Fecha de visita/,
  nextMonth: 'Mes siguiente',
  addChild: 'Agregar un niño',
  transport: /^Transportación/,
  from: 'Desde',
  photo: /^Foto pase/,
  add: 'Agregar al carrito',
  added: 'Se agregó a tu carrito.',
  goToCart: 'Ir al carrito',
  cart: /^Carrito, (.*, )?1 producto$/,
  duplicate: 'Este producto o uno con la misma fecha ya fue agregado a tu carrito',
};

const EN: Texts = {
  date: /^Date of visit/,
  nextMonth: 'Next month',
  addChild: 'Add a child',
  transport: /^Transportation/,
  from: 'From',
  photo: /^Photo pass/,
  add: 'Add to cart',
  added: 'Added to your cart.',
  goToCart: 'Go to the cart',
  cart: /^Cart, (.*, )?1 product$/,
  duplicate: 'This product or one with the same date has already been added to your cart',
};

async function book(page: Page, texts: Texts, symbol: string) {
  const dayName = await pickAvailableDay(page, texts);
  assert.ok(dayName.includes(symbol), `the day is priced in ${symbol}: ${dayName}`);
  await page.getByRole('button', { name: texts.addChild }).click();
  await page.getByRole('checkbox', { name: texts.transport }).check();
  await page.getByRole('combobox', { name: texts.from }).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: texts.photo }).check();
  assert.match(
    (await page.getByTestId('booking-total').textContent()) ?? '',
    new RegExp(symbol.replace('$', '\\$')),
  );
  await page.getByRole('button', { name: texts.add }).click();
  const status = page.getByRole('status').filter({ hasText: texts.added });
  await status.waitFor();
  assert.match(
    (await status.getByRole('link', { name: texts.goToCart }).getAttribute('href')) ?? '',
    /\/carrito\/$/,
  );
  await page.getByRole('link', { name: texts.cart }).first().waitFor();
}

describe('booking widget (SPEC §2 "Booking widget", §5 "Booking", §8 "Booking")', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('es, MXN: date → 2 adults 1 child → transport from a pick-up point + photo pass → cart; the same again is a duplicate', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await gotoHydrated(page, `${SITE_URL}/es/entrada-parque-sensoria/`);
    await page.getByRole('heading', { name: 'Reserva tu visita' }).waitFor();
    await book(page, ES, 'MXN$');
    const cartLink = page.getByRole('link', { name: ES.cart }).first();
    assert.match((await cartLink.getAttribute('aria-label')) ?? '', /2 Adultos/);

    await page.getByRole('button', { name: ES.add }).click();
    await page.getByRole('alert').filter({ hasText: ES.duplicate }).waitFor();
    assert.deepEqual(
      problems.filter((problem) => !/status of 409/.test(problem)),
      [],
    );
    await context.close();
  });

  it('en, USD: the admission page books in dollars and the header shows the cart', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await gotoHydrated(page, `${SITE_URL}/en/sensoria-admission/`);
    await page.getByRole('heading', { name: 'Book your visit' }).waitFor();
    await book(page, EN, 'US$');
    await page.getByRole('button', { name: EN.add }).click();
    await page.getByRole('alert').filter({ hasText: EN.duplicate }).waitFor();
    assert.deepEqual(
      problems.filter((problem) => !/status of 409/.test(problem)),
      [],
    );
    await context.close();
  });

  it('the tour asks for a schedule, and the booking draft survives a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, `${SITE_URL}/en/sensoria-tulum-tour/`);
    await pickAvailableDay(page, EN);
    await page.getByRole('button', { name: EN.add }).click();
    await page.getByRole('alert').filter({ hasText: 'Please select a schedule' }).waitFor();
    const chosen = (await page.getByRole('button', { name: EN.date }).textContent()) ?? '';
    await gotoHydrated(page, `${SITE_URL}/en/sensoria-tulum-tour/`);
    await page.getByRole('button', { name: EN.date }).filter({ hasText: chosen }).waitFor();
    await context.close();
  });

  for (const path of ['/es/selva-sensoria/', '/es/inapam/', '/es/quintanarroenses/']) {
    it(`${path} sells its own product through the widget`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await gotoHydrated(page, `${SITE_URL}${path}`);
      await page.getByRole('heading', { name: 'Reserva tu visita' }).waitFor();
      if (path !== '/es/selva-sensoria/')
        await page.getByRole('complementary', { name: 'Qué debes presentar en el acceso' }).waitFor();
      await pickAvailableDay(page, ES);
      await page.getByRole('button', { name: ES.add }).click();
      await page.getByRole('status').filter({ hasText: ES.added }).waitFor();
      await page.getByRole('link', { name: ES.cart }).first().waitFor();
      await context.close();
    });
  }
});
