import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  API_URL,
  collectProblems,
  gotoHydrated,
  launchChromium,
  newContext,
  SITE_URL,
  waitForOrDescribe,
} from './browser.ts';
import { createCartWithAdmission } from './cart-api.ts';
import {
  checkoutPage,
  ENGLISH,
  ENGLISH_CARD,
  fillBuyer,
  fillCard,
  SPANISH,
  SPANISH_CARD,
} from './checkout-helpers.ts';

/** The sandbox bank's notification, sent the way an operator sends it locally (tools/ops). */
function sendBankNotification(reference: string, amount: string): { status: number | null; output: string } {
  const script = resolve(import.meta.dirname, '../../../tools/ops/send-bank-notification.mjs');
  const result = spawnSync(
    process.execPath,
    [script, '--reference', reference, '--amount', amount, '--api', API_URL],
    { encoding: 'utf8', env: process.env },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('checkout (SPEC §2 "Cart and checkout", §8 "Payments", §9)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('es + MXN: shows the banks before any card number and pays in 12 months without interest', async () => {
    const { page, problems } = await checkoutPage(browser, 'MXN');
    const response = await gotoHydrated(page, `${SITE_URL}/es/carrito/detalles-pago/`);
    assert.equal(response?.headers()['cache-control'], 'private, no-store');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Detalles de pago');
    const plans = page.getByTestId('months-plans');
    await plans.waitFor();
    // The plans are there before anything is typed, each with its monthly amount.
    assert.equal(await page.getByLabel('Número de tarjeta', { exact: true }).inputValue(), '');
    assert.match((await plans.textContent()) ?? '', /hasta en 15 meses sin intereses/);
    const ceiba = plans.getByRole('group', { name: 'Planes con Banco Ceiba' });
    const twelve = ceiba.getByRole('radio', { name: /^12 meses de MXN\$[\d,]+\.\d\d$/ });
    assert.match(
      (await page.getByTestId('charge-line').textContent()) ?? '',
      /se muestran en .*\(MXN\) y el cargo a tu tarjeta se hará en .*\(MXN\)/,
    );
    await fillBuyer(page, SPANISH);
    await twelve.check();
    await fillCard(page, SPANISH_CARD);
    assert.equal(await page.getByTestId('card-network').textContent(), 'Tarjeta: Visa');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await page.waitForURL(/\/es\/carrito\/gracias\/\?order=/);
    assert.match(
      (await page.getByText(/Pagado con Visa terminada en 4242/).textContent()) ?? '',
      /a 12 meses sin intereses/,
    );
    assert.equal(await page.getByTestId('e-ticket').count(), 3);
    assert.equal(await page.getByRole('img', { name: /Código QR del boleto XS-/ }).count(), 3);
    const calendar = page.getByRole('link', { name: 'Agregar al calendario' });
    assert.match((await calendar.getAttribute('href')) ?? '', /^data:text\/calendar/);
    // The cart is gone: its cookie too; the order still opens for the session that paid (for a day).
    const cookies = await page.context().cookies();
    assert.equal(cookies.find((cookie) => cookie.name === '_shopping')?.value ?? '', '');
    const orderNumber = await page.getByTestId('order-number').textContent();
    const reopened = await gotoHydrated(page, page.url());
    assert.equal(reopened?.headers()['cache-control'], 'private, no-store');
    assert.equal(await page.getByTestId('order-number').textContent(), orderNumber);
    // Another visitor with the same link sees no order.
    const stranger = await newContext(browser);
    const strangerPage = await stranger.newPage();
    await gotoHydrated(strangerPage, page.url());
    await strangerPage.getByText(/No encontramos este pedido/).waitFor();
    await stranger.close();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('en + USD: the installment widget loads and reports ready; en + EUR: it is absent', async () => {
    const usd = await checkoutPage(browser, 'USD');
    await gotoHydrated(usd.page, `${SITE_URL}/en/carrito/payment-details/`);
    const widget = usd.page.getByTestId('installment-widget');
    await usd.page.waitForSelector('[data-testid="installment-widget"][data-ready="true"]');
    assert.match((await widget.textContent()) ?? '', /Or 4 interest-free monthly payments of \$[\d.,]+/);
    assert.match(
      (await usd.page.getByTestId('charge-line').textContent()) ?? '',
      /^Prices are shown in US Dollar \(USD\) and your card will be charged in US Dollar \(USD\)\.$/,
    );
    // SPEC §4 'Currency change': choosing EUR re-prices the cart and the widget goes (EUR is not allowed).
    await usd.page.getByLabel('Currency', { exact: true }).selectOption('EUR');
    await usd.page.waitForFunction(() => !document.querySelector('[data-testid="installment-widget"]'));
    assert.match((await usd.page.getByTestId('charge-line').textContent()) ?? '', /\(EUR\)\.$/);
    assert.match((await usd.page.getByTestId('payment-total').textContent()) ?? '', /€/);
    assert.deepEqual(usd.problems, []);
    await usd.page.context().close();

    const eur = await checkoutPage(browser, 'EUR');
    await gotoHydrated(eur.page, `${SITE_URL}/en/carrito/payment-details/`);
    await eur.page.getByRole('heading', { name: 'Card details' }).waitFor();
    assert.equal(await eur.page.getByTestId('installment-widget').count(), 0);
    // EUR takes Visa, Mastercard, Amex, Diners, Discover and JCB.
    assert.match((await eur.page.getByText(/^Accepted cards:/).textContent()) ?? '', /JCB/);
    await eur.page.context().close();
  });

  it('pt: the payment, coupon and thank-you routes speak Portuguese', async () => {
    const { page } = await checkoutPage(browser, 'USD');
    await gotoHydrated(page, `${SITE_URL}/pt/carrito/detalhes-do-pagamento/`);
    await page.getByRole('heading', { level: 1, name: 'Detalhes do pagamento' }).waitFor();
    assert.equal(await page.title(), 'Parque Sensoria | Detalhes do pagamento');
    await page.getByRole('heading', { name: 'Seus dados' }).waitFor();
    // The buyer's section is in the server's HTML (the form's frame); the card's fields come with the form.
    await page.getByLabel('Número do cartão', { exact: true }).waitFor();
    // No installment widget outside English.
    assert.equal(await page.getByTestId('installment-widget').count(), 0);
    await page.getByRole('button', { name: /^Pagar / }).click();
    await page.getByText('Digite seu nome', { exact: true }).waitFor();

    await gotoHydrated(page, `${SITE_URL}/pt/carrito/cupom-do-detalhes-do-pagamento/`);
    await page.getByLabel('Código do cupom').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Pagar com cupom' }).waitFor();
    // Without an order the page does not say the purchase is confirmed (issue 18 §5).
    await gotoHydrated(page, `${SITE_URL}/pt/carrito/obrigada/`);
    await page.getByRole('heading', { level: 1, name: 'Não encontramos seu pedido' }).waitFor();
    await page.getByText(/Não encontramos este pedido/).waitFor();
    assert.equal(await page.getByText(/Obrigado pela sua compra|Sua compra está confirmada/).count(), 0);
    await page.context().close();
  });

  it('a declined card keeps the form filled and says what to do; another card then pays', async () => {
    const { page, problems, trail } = await checkoutPage(browser, 'USD');
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details/`);
    await fillBuyer(page, ENGLISH, 'US');
    await fillCard(page, ENGLISH_CARD, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    const alert = page.getByRole('alert').filter({ hasText: /declined/ });
    await alert.waitFor();
    assert.match(
      (await alert.textContent()) ?? '',
      /nothing was charged\. Check the details, use another card/,
    );
    assert.equal(
      await page.getByRole('region', { name: 'Your details' }).getByLabel('First name').inputValue(),
      'Ana',
    );
    assert.equal(await page.getByLabel('Card number', { exact: true }).inputValue(), '4000 0000 0000 0002');

    await page.getByLabel('Card number', { exact: true }).fill('5555555555554444');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/en\/carrito\/thank-you\/\?order=/);
    await waitForOrDescribe(page, page.getByText(/Paid with Mastercard ending in 4444/), problems, trail);
    await page.context().close();
  });

  it('a double submit sends one payment attempt (one Idempotency-Key) and gives one order', async () => {
    const { page, problems, trail } = await checkoutPage(browser, 'USD');
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/xapi/payments') && request.method() === 'POST')
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details/`);
    await fillBuyer(page, ENGLISH, 'US');
    await fillCard(page, ENGLISH_CARD);
    await page.getByRole('button', { name: /^Pay / }).dblclick();
    await page.waitForURL(/\/en\/carrito\/thank-you\/\?order=/);
    assert.ok(keys.length >= 1);
    assert.equal(new Set(keys).size, 1);
    assert.ok(keys[0]);
    await waitForOrDescribe(page, page.getByTestId('order-number'), problems, trail);
    assert.equal(await page.getByTestId('order-number').count(), 1);
    await page.context().close();
  });

  it('the thank-you page finds the order even when a page loaded between paying and arriving cleared the cart cookie', async () => {
    const { page, problems, trail } = await checkoutPage(browser, 'USD', { blockServiceWorkers: true });
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details/`);
    // The visitor's browser is held on its way to the thank-you page …
    await page.route(/\/thank-you\//, (route) => route.abort());
    const held = page.waitForRequest(/\/thank-you\//);
    await fillBuyer(page, ENGLISH, 'US');
    await fillCard(page, ENGLISH_CARD);
    const paid = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/xapi/payments' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: /^Pay / }).click();
    assert.equal((await paid).status(), 201);
    const heldAt = (await held).url();
    const orderId = new URL(heldAt).searchParams.get('order') ?? '';
    assert.match(orderId, /^[0-9a-f-]{36}$/);
    // … while another page loads (another tab, the service worker fetching the offline pages): the
    // cart no longer exists, so that page load deletes `_shopping` (SPEC §4 step 6).
    const other = await page.request.get(`${SITE_URL}/en/`);
    assert.equal(other.status(), 200);
    const cookies = await page.context().cookies(SITE_URL);
    assert.equal(
      cookies.find((cookie) => cookie.name === '_shopping'),
      undefined,
    );
    assert.equal(cookies.find((cookie) => cookie.name === '_paid_session')?.httpOnly, true);

    await page.unroute(/\/thank-you\//);
    await page.goto(heldAt);
    await waitForOrDescribe(page, page.getByText(/Paid with Visa ending in/), problems, trail);
    assert.equal(await page.getByTestId('order-number').textContent(), orderId);
    await page.context().close();
  });

  it('a coupon that covers the order pays it without a card', async () => {
    const { page, problems, trail } = await checkoutPage(browser, 'USD');
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details-coupon/`);
    await page.getByLabel('Coupon code').fill('SENSORIA-GIFT-100');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByText(/The coupon covers your whole order\./).waitFor();
    assert.equal(await page.getByLabel('Card number', { exact: true }).count(), 0);
    await fillBuyer(page, ENGLISH, 'US');
    await page.getByRole('button', { name: 'Confirm with my coupon' }).click();
    await page.waitForURL(/\/en\/carrito\/thank-you\/\?order=/);
    await waitForOrDescribe(page, page.getByText(/Paid with coupon SENSORIA-GIFT-100/), problems, trail);
    assert.equal(await page.getByTestId('e-ticket').count(), 3);

    // A coupon can be used once.
    const again = await checkoutPage(browser, 'USD');
    await gotoHydrated(again.page, `${SITE_URL}/en/carrito/payment-details-coupon/`);
    await again.page.getByLabel('Coupon code').fill('SENSORIA-GIFT-100');
    await again.page.getByRole('button', { name: 'Apply coupon' }).click();
    await again.page.getByText('That coupon has already been used.').waitFor();
    await page.context().close();
    await again.page.context().close();
  });

  it('a bank transfer in MXN shows its reference, amount and 72-hour deadline', async () => {
    const { page, problems, trail } = await checkoutPage(browser, 'MXN');
    await gotoHydrated(page, `${SITE_URL}/es/carrito/detalles-pago/`);
    await page.getByRole('radio', { name: 'Transferencia bancaria' }).check();
    assert.match((await page.getByTestId('offline-note').textContent()) ?? '', /72 horas/);
    // No card and no months without interest for a bank transfer.
    assert.equal(await page.getByTestId('months-plans').count(), 0);
    await fillBuyer(page, SPANISH);
    const before = Date.now();
    await page.getByRole('button', { name: 'Obtener mi referencia de pago' }).click();
    await page.waitForURL(/\/es\/carrito\/gracias\/\?order=/);
    const offline = page.getByTestId('offline-payment');
    await waitForOrDescribe(page, offline, problems, trail);
    assert.match((await page.getByTestId('payment-reference').textContent()) ?? '', /^XS\d{18}$/);
    const deadline = await page.getByTestId('payment-deadline').locator('time').getAttribute('datetime');
    const hours = (new Date(deadline ?? '').getTime() - before) / 3_600_000;
    assert.ok(hours > 71.9 && hours <= 72.1, `deadline ${hours} h after booking`);
    assert.match((await offline.textContent()) ?? '', /Pendiente|72 horas/);
    await page.context().close();
  });

  it('a bank-transfer order shows no e-ticket until the sandbox bank notifies the payment, then shows them', async () => {
    const { page, problems, trail } = await checkoutPage(browser, 'MXN');
    await gotoHydrated(page, `${SITE_URL}/es/carrito/detalles-pago/`);
    await page.getByRole('radio', { name: 'Transferencia bancaria' }).check();
    await fillBuyer(page, SPANISH);
    await page.getByRole('button', { name: 'Obtener mi referencia de pago' }).click();
    await page.waitForURL(/\/es\/carrito\/gracias\/\?order=/);
    const reference = ((await page.getByTestId('payment-reference').textContent()) ?? '').trim();
    assert.match(reference, /^XS\d{18}$/);
    assert.match((await page.getByTestId('payment-instructions').textContent()) ?? '', /referencia de pago/);
    await waitForOrDescribe(
      page,
      page.getByText('Tus boletos serán válidos cuando recibamos el pago.'),
      problems,
      trail,
    );
    assert.equal(await page.getByTestId('e-ticket').count(), 0);
    // Reloaded from the server: still no e-ticket while the payment is awaited.
    await gotoHydrated(page, page.url());
    await page.getByTestId('payment-reference').waitFor();
    assert.equal(await page.getByTestId('e-ticket').count(), 0);

    // The amount to pay, as the page shows it (MXN$1,234.56), is what the bank reports having received.
    const shown = (await page.getByTestId('order-total').textContent()) ?? '';
    const amount = shown.replace(/[^\d.]/g, '');
    const notified = await sendBankNotification(reference, amount);
    assert.equal(notified.status, 0, notified.output);
    assert.match(notified.output, /^200 /);

    await gotoHydrated(page, page.url());
    await page.getByTestId('e-ticket').first().waitFor();
    assert.equal(await page.getByTestId('e-ticket').count(), 3);
    assert.equal(await page.getByTestId('offline-payment').count(), 0);
    await page.context().close();
  });

  it('en + USD: pays with the Alipay wallet, no card asked', async () => {
    const { page, problems, trail } = await checkoutPage(browser, 'USD');
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details/`);
    await page.getByRole('radio', { name: 'Alipay' }).check();
    assert.equal(await page.getByLabel('Card number', { exact: true }).count(), 0);
    await fillBuyer(page, ENGLISH, 'CN');
    await page.getByRole('button', { name: /^Pay .* with Alipay$/ }).click();
    await page.waitForURL(/\/en\/carrito\/thank-you\/\?order=/);
    await waitForOrDescribe(page, page.getByText(/Paid with Alipay/), problems, trail);
    await page.context().close();
  });

  it("after paying, the thank-you page shows its text though the footer's newsletter island never hydrates (issue 16 step 3)", async () => {
    // Service workers blocked: once the site's worker controls the page it fetches the assets itself, and
    // a request a worker makes never reaches page.route (the chunk then loaded, unheld, whenever the worker
    // took over before the footer came near the viewport).
    const { page, problems, trail } = await checkoutPage(browser, 'USD', { blockServiceWorkers: true });
    // The newsletter form's chunk never answers, on any page: its island stays server HTML throughout.
    // Nothing on the way to the thank-you page may wait for it (React holds a transition that reaches a
    // boundary still waiting to hydrate).
    const held: string[] = [];
    let chunkHeld: () => void = () => undefined;
    const newsletterChunkHeld = new Promise<void>((resolve) => (chunkHeld = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('newsletter.fields.countryPlaceholder')) return route.fulfill({ response, body });
      held.push(new URL(route.request().url()).pathname);
      chunkHeld();
      // Left unanswered: the request stays pending until the page goes.
    });
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details/`);
    await fillBuyer(page, ENGLISH, 'US');
    await fillCard(page, ENGLISH_CARD);
    // Pointing at the footer's form wakes its island: its chunk is asked for, and held.
    await page.getByRole('region', { name: 'Get our offers' }).hover();
    // The payment starts once the chunk is asked for (and held), so the island is mid-load throughout.
    await Promise.race([newsletterChunkHeld, page.waitForTimeout(15_000)]);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/en\/carrito\/thank-you\/\?order=/);
    await waitForOrDescribe(page, page.getByText(/Paid with Visa ending in 4242/), problems, trail, 15_000);
    assert.ok(held.length > 0, 'the newsletter chunk was requested (and never answered)');
    assert.equal(await page.locator('[data-island="newsletter"]').count(), 1);
    // A script still on its way through the handler above when the context closes (the thank-you page's,
    // started after its first paint) would reject after the test ended ('Response has been disposed').
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });

  it('on a phone, what the server sends stays where it is once the currencies and methods are read (issue 16: CLS)', async () => {
    const { sessionId } = await createCartWithAdmission();
    // Lighthouse's phone: what the visitor sees first is the top 823 px of a 412 px wide page.
    const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
    const url = `${SITE_URL}/es/carrito/detalles-pago/`;
    /** Where the things of the page's top stand, and the order summary's top, in CSS pixels. */
    const layout = async (page: Page) => {
      await page.evaluate(() => document.fonts.ready);
      const buyer = page.getByRole('region', { name: SPANISH.region });
      const top = async (locator: Locator) => Math.round((await locator.boundingBox())?.y ?? -1);
      return {
        currency: await top(page.getByLabel('Moneda', { exact: true })),
        chargeLine: await top(page.getByTestId('charge-line')),
        buyerHeading: await top(buyer.getByRole('heading', { name: SPANISH.region })),
        firstName: await top(buyer.getByLabel(SPANISH.firstName, { exact: true })),
        lastName: await top(buyer.getByLabel(SPANISH.lastName, { exact: true })),
        email: await top(buyer.getByLabel(SPANISH.email, { exact: true })),
        phone: await top(buyer.getByLabel(SPANISH.phone, { exact: true })),
        country: await top(buyer.getByLabel(SPANISH.country, { exact: true })),
        methodsHeading: await top(page.getByRole('heading', { name: 'Forma de pago' })),
        summary: await top(page.getByRole('heading', { name: 'Tu compra' })),
      };
    };

    // The server's HTML alone (no script: nothing is read, nothing replaced).
    const serverOnly = await browser.newContext({ ...phone, javaScriptEnabled: false });
    await serverOnly.addCookies([{ name: '_shopping', value: sessionId, url: SITE_URL }]);
    const firstPaint = await serverOnly.newPage();
    await firstPaint.goto(url);
    await firstPaint.getByText('Obteniendo opciones de pago').waitFor();
    const before = await layout(firstPaint);
    await serverOnly.close();

    // Hydrated, the currencies read and the payment form in place of its frame.
    const scripted = await browser.newContext(phone);
    await scripted.addCookies([{ name: '_shopping', value: sessionId, url: SITE_URL }]);
    const ready = await scripted.newPage();
    const problems = collectProblems(ready);
    await gotoHydrated(ready, url);
    await ready.getByRole('button', { name: /^Pagar / }).waitFor();
    await ready
      .getByRole('option', { name: /\(USD\)/ })
      .first()
      .waitFor({ state: 'attached' });
    const after = await layout(ready);
    await scripted.close();

    const { summary: summaryBefore, ...shownBefore } = before;
    const { summary: summaryAfter, ...shownAfter } = after;
    assert.deepEqual(shownAfter, shownBefore, 'what the server placed is where it stays');
    // The form is longer than its frame: the order summary below it moves down, unseen, below the first
    // screen (it was in it when the server sent only two loading lines: Lighthouse's CLS 0.045).
    assert.ok(
      summaryBefore >= 823,
      `the order summary starts below the first screen: ${JSON.stringify(before)}`,
    );
    assert.ok(summaryAfter >= summaryBefore, `${summaryAfter} >= ${summaryBefore}`);
    assert.deepEqual(problems, []);
  });

  it('the payment page without a cart says there is nothing to pay', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details/`);
    await page.getByText('Your cart is empty: there is nothing to pay.').waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
  it("applies a coupon with the page's scripts blocked: the form posts, and no URL holds the code (issue 16 §6)", async () => {
    const { sessionId } = await createCartWithAdmission();
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: '_shopping', value: sessionId, url: SITE_URL }]);
    const page = await context.newPage();
    const requests: { method: string; url: string }[] = [];
    page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
    await page.goto(`${SITE_URL}/en/carrito/payment-details-coupon/`);

    await page.getByLabel('Coupon code').fill('SENSORIA-OLD-20');
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Apply coupon' }).click(),
    ]);
    await page.waitForLoadState();
    assert.equal(refused.status(), 400);
    await page.getByText('That coupon has expired: coupons are valid for 1 year from purchase.').waitFor();
    assert.equal(await page.getByLabel('Coupon code').inputValue(), 'SENSORIA-OLD-20', 'the code is kept');

    await page.getByLabel('Coupon code').fill('SENSORIA-GIFT-10');
    await Promise.all([
      page.waitForResponse(
        (response) => response.request().isNavigationRequest() && response.request().method() === 'GET',
      ),
      page.getByRole('button', { name: 'Apply coupon' }).click(),
    ]);
    await page.waitForLoadState();
    assert.match(
      (await page.getByTestId('coupon-applied').textContent()) ?? '',
      /Coupon SENSORIA-GIFT-10 applied/,
    );
    assert.equal(new URL(page.url()).pathname, '/en/carrito/payment-details-coupon/');
    assert.equal(new URL(page.url()).search, '');

    assert.deepEqual(
      requests.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname),
      ['/en/carrito/payment-details-coupon/', '/en/carrito/payment-details-coupon/'],
    );
    for (const { url } of requests) assert.doesNotMatch(url, /SENSORIA-/, url);
    await context.close();
  });
});
