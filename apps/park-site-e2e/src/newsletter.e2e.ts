import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';

/** The footer's newsletter region of a page. */
const newsletter = (page: Page, name: string) => page.getByRole('region', { name });

describe('the newsletter form (SPEC §2, §5 "Newsletter form")', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('shows each invalid field with its message, then subscribes and lands back with the confirmation notice (es)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, `${SITE_URL}/es/`);
    const form = newsletter(page, 'Recibe nuestras ofertas');
    await form.getByRole('button', { name: 'Suscribirme' }).click();
    for (const message of [
      'El campo nombre es requerido',
      'El campo apellido es requerido',
      'El campo email es requerido',
      'El campo pais es requerido',
    ])
      await form.getByText(message, { exact: true }).waitFor();
    assert.equal(await form.getByText('Es necesario seleccionar este campo').count(), 2);
    assert.equal(new URL(page.url()).pathname, '/es/');

    await form.getByRole('textbox', { name: /Nombre/ }).fill('Ana');
    await form.getByRole('textbox', { name: /Apellido/ }).fill('López');
    await form.getByRole('textbox', { name: /Correo electrónico/ }).fill('ana@correo');
    await form.getByRole('textbox', { name: /Correo electrónico/ }).blur();
    await form.getByText('Ingrese un correo válido').waitFor();
    await form.getByRole('textbox', { name: /Correo electrónico/ }).fill(`ana.${Date.now()}@correo.mx`);
    await form.getByRole('combobox', { name: /País/ }).selectOption('MX');
    for (const checkbox of await form.getByRole('checkbox').all()) await checkbox.check();

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/es/' && url.searchParams.get('newsletter') === 'pending'),
      form.getByRole('button', { name: 'Suscribirme' }).click(),
    ]);
    await gotoHydrated(page, page.url());
    assert.match(
      (await newsletter(page, 'Recibe nuestras ofertas').getByRole('status').textContent()) ?? '',
      /te enviamos un enlace para confirmar/,
    );
    await context.close();
  });

  it('shows the English messages on an English page', async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    await gotoHydrated(page, `${SITE_URL}/en/`);
    const form = newsletter(page, 'Get our offers');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Name field is required', { exact: true }).waitFor();
    assert.equal(await form.getByText('This checkbox is mandatory').count(), 2);
    await context.close();
  });
});
