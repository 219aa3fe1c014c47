/**
 * Issue 17 §4, one rounding rule, end to end: the issue's own basket (2 adults + 1 child + photo pass on
 * /es/entrada-parque-sensoria/, 30 days ahead) in MXN and in JPY (no minor units). Every figure is read
 * from what the visitor sees (page text) or from what reaches park-api (request bodies, the payment's
 * answer, the order read back through the API, the confirmation mail in the outbox), never from store
 * state, and all of them must be the same number of minor units:
 *   widget total = sum of the cart's rows = the line's amount = cart total = payment page total = the
 *   amount on the pay button = the charge park-api answered = the order read back = the thank-you page =
 *   the confirmation mail.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, Request } from 'playwright-core';
import { API_URL, collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';
import { fillBuyer, fillCard, SPANISH, SPANISH_CARD } from './checkout-helpers.ts';

const SITE_HEADERS = { PrefixProject: 'PARKS', SiteCode: 'XS' };
const PARK_TIME_ZONE = 'America/Cancun';
const PHOTO_PASS = 202;

interface Journey {
  currency: 'MXN' | 'JPY';
  decimals: number;
  /** What the currency's amounts start or end with on the page (libs/currency formatAmount). */
  mark: RegExp;
}

/** The visit date 30 days after today in the park's time zone (the next day if that is a Sunday). */
function thirtyDaysAhead(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: PARK_TIME_ZONE }).format(new Date());
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * An amount as the page writes it ("MXN$4,773.57", "¥4,774", "−MXN$12.00") in minor units. The site
 * always writes all of a currency's decimals, so the digits alone are the minor units.
 */
function minorOfText(text: string | null, journey: Journey): number {
  const value = (text ?? '').trim();
  assert.match(value, journey.mark, `"${value}" is written in ${journey.currency}`);
  if (journey.decimals > 0)
    assert.match(value, new RegExp(`\\d[.,]\\d{${journey.decimals}}(\\D|$)`), `"${value}" has its decimals`);
  const digits = value.replace(/\D/g, '');
  assert.ok(digits.length > 0, `no amount in "${value}"`);
  const minor = Number(digits);
  return /^[-−]/.test(value) ? -minor : minor;
}

/** An amount of park-api's JSON (major units, e.g. 4773.57) in minor units. */
const minorOfJson = (amount: number, decimals: number) => Math.round(amount * 10 ** decimals);

async function token(): Promise<string> {
  const response = await fetch(`${API_URL}/xapi/token`, { method: 'POST', headers: SITE_HEADERS });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Opens the widget's calendar and picks `date`, moving forward month by month until it is shown. */
async function pickDate(page: Page, date: string): Promise<void> {
  const trigger = page.getByRole('button', { name: /^Fecha de visita/ });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some(
      (button) => /^Fecha de visita/.test(button.getAttribute('aria-label') ?? '') && !button.disabled,
    ),
  );
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const day = dialog.locator(`[data-date="${date}"]`);
  for (let month = 0; month < 3 && (await day.count()) === 0; month++) {
    await dialog.getByRole('button', { name: 'Mes siguiente' }).click();
    await page.waitForTimeout(50);
  }
  // The month's prices load after it is shown: the day becomes bookable then.
  await dialog.locator(`[data-date="${date}"]:not([aria-disabled])`).waitFor({ timeout: 20_000 });
  await day.click();
  await dialog.waitFor({ state: 'detached' });
}

/** The mail sent to `to` that names the order, from the outbox the e2e run exposes (TEST_MAIL_OUTBOX). */
async function confirmationMail(to: string, orderId: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await fetch(`${API_URL}/test-support/mail-outbox?to=${encodeURIComponent(to)}`);
    const mails = (await answer.json()) as { kind: string; text: string }[];
    const mail = mails.find((m) => m.kind === 'order-confirmation' && m.text.includes(orderId));
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no confirmation mail for order ${orderId} to ${to}`);
}

async function journey(browser: Browser, j: Journey): Promise<Record<string, number>> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = collectProblems(page);
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/xapi\/(shopping-cart\/items|payments)/.test(request.url()))
      sent.push({ url: request.url(), body: (request.postDataJSON() ?? {}) as Record<string, unknown> });
  });
  const date = thirtyDaysAhead();

  // 1. The widget: 2 adults (its default) + 1 child + the photo pass on the date 30 days ahead.
  await gotoHydrated(page, `${SITE_URL}/es/entrada-parque-sensoria/`);
  await page.getByRole('heading', { name: 'Reserva tu visita' }).waitFor();
  if (j.currency !== 'MXN') {
    // The visitor's own currency switch (es shows MXN first).
    await page.getByRole('button', { name: /MXN/ }).first().click();
    await page.getByRole('menuitemradio', { name: new RegExp(j.currency) }).click();
    await page.waitForFunction(
      (source) =>
        new RegExp(source).test(document.querySelector('[data-testid="price-adult"]')?.textContent ?? ''),
      j.mark.source,
    );
  }
  await pickDate(page, date);
  await page.getByRole('button', { name: 'Agregar un niño' }).click();
  await page.getByRole('checkbox', { name: /^Foto pase/ }).check();
  const widget = minorOfText(await page.getByTestId('booking-total').textContent(), j);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await page.getByRole('status').filter({ hasText: 'Se agregó a tu carrito.' }).waitFor();

  // What reached park-api: the visitor's choice, and no price of the browser's.
  const add = sent.find((s) => s.url.includes('/xapi/shopping-cart/items'));
  assert.ok(add, 'the add-to-cart call was sent');
  assert.equal(add.body['VisitDate'], date);
  assert.equal(add.body['IdProduct'], 100);
  assert.deepEqual(add.body['Passengers'], { Adults: 2, Children: 1, Infants: 0 });
  assert.ok(JSON.stringify(add.body['AddOns'] ?? []).includes(String(PHOTO_PASS)), 'the photo pass was sent');
  for (const field of ['Amount', 'Total', 'Price', 'UnitPrice'])
    assert.equal(add.body[field], undefined, `the browser sends no ${field}`);

  // 2. The cart page: every row of the line's breakdown, the line's amount, the cart's total.
  await gotoHydrated(page, `${SITE_URL}/es/carrito/`);
  const lines = page.getByTestId('line-amount');
  await lines.first().waitFor();
  assert.equal(await lines.count(), 1);
  const line = minorOfText(await lines.first().textContent(), j);
  const rowCells = page.locator('tr[data-concept] > td:last-child');
  const rows = await Promise.all(
    (await rowCells.all()).map(async (cell) => minorOfText(await cell.textContent(), j)),
  );
  assert.ok(rows.length >= 3, `adult, child and photo pass rows at least (${rows.length})`);
  const sumOfRows = rows.reduce((sum, row) => sum + row, 0);
  const cartTotal = minorOfText(await page.getByTestId('cart-total').textContent(), j);

  // 3. The payment page: its total and the amount on the pay button.
  await gotoHydrated(page, `${SITE_URL}/es/carrito/detalles-pago/`);
  const paymentTotal = minorOfText(await page.getByTestId('payment-total').textContent(), j);
  const email = `money.${j.currency.toLowerCase()}.${Date.now()}@example.com`;
  await fillBuyer(page, SPANISH);
  await page
    .getByRole('region', { name: SPANISH.region })
    .getByLabel(SPANISH.email, { exact: true })
    .fill(email);
  await fillCard(page, SPANISH_CARD);
  const payButton = page.getByRole('button', { name: /^Pagar / });
  const onButton = minorOfText(((await payButton.textContent()) ?? '').replace(/^Pagar\s*/, ''), j);
  // park-api's answer to the payment, read as it passes (the page navigates away right after it).
  type PaymentAnswer = { Order: { IdOrder: string; Currency: string; Total: number } };
  let answered: { status: number; body: PaymentAnswer } | undefined;
  // The page names its language in the query (?Language=ES: the order's product names, issue 18 §4).
  await page.route(/\/xapi\/payments(\?|$)/, async (route) => {
    const response = await route.fetch();
    answered = { status: response.status(), body: (await response.json()) as PaymentAnswer };
    await route.fulfill({ response });
  });
  await payButton.click();
  await page.waitForURL(/\/es\/carrito\/gracias\/\?order=/);
  assert.ok(answered, 'the payment was answered');
  assert.equal(answered.status, 201);
  const paid = answered.body;
  const payment = sent.find((s) => s.url.includes('/xapi/payments'));
  assert.ok(payment, 'the payment call was sent');
  // The amount charged is park-api's: the payment request carries none a browser could change.
  for (const field of ['Amount', 'Total', 'AmountMinor', 'Currency'])
    assert.equal(payment.body[field], undefined, `the payment request carries no ${field}`);
  assert.equal(paid.Order.Currency, j.currency);
  const charged = minorOfJson(paid.Order.Total, j.decimals);

  // 4. The thank-you page, the order read back through the API, and the confirmation mail.
  const thankYou = minorOfText(await page.getByTestId('order-total').textContent(), j);
  const sessionId = String(payment.body['SessionId']);
  const order = await fetch(
    `${API_URL}/xapi/orders/${paid.Order.IdOrder}?SessionId=${encodeURIComponent(sessionId)}`,
    { headers: { ...SITE_HEADERS, Authorization: `Bearer ${await token()}` } },
  );
  assert.equal(order.status, 200);
  const readBack = (await order.json()) as { Order: { Status: string; Currency: string; Total: number } };
  assert.equal(readBack.Order.Status, 'paid');
  assert.equal(readBack.Order.Currency, j.currency);
  const mail = await confirmationMail(email, paid.Order.IdOrder);
  const mailTotal = /^Total: ([\d.]+) ([A-Z]{3})$/m.exec(mail);
  assert.ok(mailTotal, `the mail states the total:\n${mail}`);
  assert.equal(mailTotal[2], j.currency);
  if (j.decimals === 0) assert.doesNotMatch(mailTotal[1] ?? '', /\./, 'no decimals in the mail');

  const figures = {
    widget,
    sumOfRows,
    line,
    cartTotal,
    paymentTotal,
    onButton,
    charged,
    orderReadBack: minorOfJson(readBack.Order.Total, j.decimals),
    thankYou,
    mail: Number((mailTotal[1] ?? '').replace('.', '')),
  };
  const expected = Object.fromEntries(Object.keys(figures).map((key) => [key, widget]));
  assert.deepEqual(figures, expected, `every figure in ${j.currency} minor units equals the widget's`);
  assert.deepEqual(problems, []);
  await context.close();
  return figures;
}

describe('one rounding rule end to end (issue 17 §4)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('MXN: 2 adults + 1 child + photo pass, 30 days ahead: widget, rows, totals, charge, thank-you and mail agree', async (t) => {
    t.diagnostic(JSON.stringify(await journey(browser, { currency: 'MXN', decimals: 2, mark: /MXN\$/ })));
  });

  it('JPY (0 decimals): the same basket agrees to the yen from the widget to the mail', async (t) => {
    t.diagnostic(JSON.stringify(await journey(browser, { currency: 'JPY', decimals: 0, mark: /JP¥/ })));
  });
});
