import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { API_URL, gotoHydrated, launchChromium, SITE_URL } from './browser.ts';
import { checkoutPage, fillBuyer, fillCard, SPANISH, SPANISH_CARD } from './checkout-helpers.ts';

/** Issue 18 §4: the names of what a visitor buys are in the page's language, up to the mail. */
describe('catalog names per language (issue 18 §4)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('es: the payment page, the thank-you page and the confirmation mail name the Spanish admission', async () => {
    const { page } = await checkoutPage(browser, 'USD');
    await gotoHydrated(page, `${SITE_URL}/es/carrito/detalles-pago/`);
    const summary = page.getByRole('region', { name: 'Tu compra' });
    await summary.getByText('Admisión Parque Sensoria', { exact: true }).waitFor();
    await fillBuyer(page, SPANISH, 'MX');
    const email = `nombres.${Date.now()}@example.com`;
    await page
      .getByRole('region', { name: SPANISH.region })
      .getByLabel(SPANISH.email, { exact: true })
      .fill(email);
    await fillCard(page, SPANISH_CARD);
    await page.getByRole('button', { name: /^Pagar / }).click();
    await page.waitForURL(/\/es\/carrito\/gracias\/\?order=/);
    await page.getByTestId('e-ticket').first().waitFor();
    await page.getByText('Admisión Parque Sensoria', { exact: true }).first().waitFor();
    assert.equal(await page.getByText(/Parque Sensoria Admission/).count(), 0);

    const mails = (await (
      await fetch(`${API_URL}/test-support/mail-outbox?to=${encodeURIComponent(email)}`)
    ).json()) as { kind: string; text: string }[];
    const confirmation = mails.find((mail) => mail.kind === 'order-confirmation');
    assert.ok(confirmation, `no confirmation mail to ${email}`);
    assert.match(confirmation.text, /^- Admisión Parque Sensoria, \d{4}-\d\d-\d\d: XS-/m);
    assert.doesNotMatch(confirmation.text, /Parque Sensoria Admission/);
    await page.context().close();
  });

  it('pt: the payment page names the Portuguese admission', async () => {
    const { page } = await checkoutPage(browser, 'USD');
    await gotoHydrated(page, `${SITE_URL}/pt/carrito/detalhes-do-pagamento/`);
    await page
      .getByRole('region', { name: 'Seu pedido' })
      .getByText('Ingresso Parque Sensoria', { exact: true })
      .waitFor();
    assert.equal(await page.getByText(/Parque Sensoria Admission|Admisión Parque Sensoria/).count(), 0);
    await page.context().close();
  });
});
