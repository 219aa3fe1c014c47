import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe-check.ts';
import { collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';

const PIECES = [
  'Admisión Parque Sensoria',
  'Admisión Parque Aventura',
  'Admisión Parque Selva',
  'Admisión Parque Arrecife',
  'Admisión Parque Cenotes',
];
const LIMIT = 'El límite de productos que se pueden agregar a tu paquete es 5';

/** Chooses a park, then the `nth` bookable day of next month (every day of it is ahead), and adds it. */
async function addPiece(page: Page, name: string, nth: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Parque o tour' }).selectOption({ label: name });
  const trigger = page.getByRole('button', { name: /^Fecha de visita/ });
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Mes siguiente' }).click();
  const day = dialog.getByRole('grid').locator('button:not([aria-disabled])').nth(nth);
  await day.waitFor();
  await day.click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Agregar al paquete' }).click();
}

describe('build your own package (SPEC §1, §5 "Booking", §8 "Booking", §9 discounts)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('es: a package of 5 with the 20 % discount, a sixth shows the limit message, and the cart holds it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await gotoHydrated(page, `${SITE_URL}/es/arma-tu-paquete/`);
    await page.getByRole('heading', { name: 'Arma tu paquete', level: 2 }).waitFor();
    await page.getByRole('option', { name: PIECES[1] }).waitFor({ state: 'attached' });

    for (const [index, name] of PIECES.entries()) {
      await addPiece(page, name, index);
      await page.getByRole('heading', { name: `Tu paquete (${index + 1} de 5)` }).waitFor();
      if (index === 1) {
        // Two parks: 15 % at most (21+ days ahead), never the 20 % of three or more.
        await page.getByText(/Agrega 1 parque o tour más/).waitFor();
        await page.getByTestId('package-total').waitFor();
        const two = page.getByTestId('package-discount');
        if ((await two.count()) > 0) assert.match((await two.textContent()) ?? '', /\(15 %\)/);
      }
    }
    const discount = page.getByTestId('package-discount');
    await discount.waitFor();
    assert.deepEqual(await axeViolations(page), [], 'the builder with 5 pieces is WCAG 2.2 AA');
    assert.match((await discount.textContent()) ?? '', /Descuento de paquete \(20 %\)−MXN\$[\d,.]+/);

    await page.getByRole('button', { name: 'Agregar al paquete' }).click();
    await page.getByRole('alert').filter({ hasText: LIMIT }).waitFor();

    await page.getByRole('button', { name: 'Agregar paquete al carrito' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Tu paquete está en el carrito.' });
    await status.waitFor();
    await page
      .getByRole('link', { name: /^Carrito, (.*, )?5 productos$/ })
      .first()
      .waitFor();

    await status.getByRole('link', { name: 'Ir al carrito' }).click();
    await page.waitForURL(/\/es\/carrito\/$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The cart's lines come first; a sister park's add-on card below them may bear the same name
    // (the add-ons are sister-park admissions, issue 18 §2).
    for (const name of PIECES) await page.getByRole('article', { name }).first().waitFor();
    assert.equal(
      await page.getByRole('row', { name: /^Descuento por 3 o más parques o tours/ }).count(),
      5,
      'every piece of the package carries the 20 % in the cart',
    );
    assert.deepEqual(problems, []);
    await context.close();
  });
});
