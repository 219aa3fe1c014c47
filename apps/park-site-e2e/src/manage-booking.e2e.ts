import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './axe-check.ts';
import { API_URL, collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';
import { createCartWithAdmission, visitDate } from './cart-api.ts';
import { payByApi } from './checkout-helpers.ts';
import { pickAvailableDay } from './widget-helpers.ts';

/**
 * Issue 20, "manage my booking", against the real park-api (contract: /work/prompts/s4/contract-20.md):
 * buy → find the booking by order number + e-mail → change the date to a cheaper day (nothing refunded)
 * and to a dearer day (the difference paid by card) → new e-tickets valid, the old ones void → claim the
 * weather guarantee bought with the admission. In es and en. The guarantee is also bought the visitor's way:
 * chosen in the booking widget, shown priced in the cart (MXN in es, USD in en), paid, then offered for
 * a claim on the booking page. New dates are chosen with the booking lib's date picker.
 *
 * Prices: the admission bought 10 days ahead has the 7–20 days advance discount (10 %, SPEC §9); 25 days
 * ahead it has 15 % (cheaper), 3 days ahead none (dearer). Both new dates are more than 24 h away.
 */

const PAGES = {
  es: {
    path: '/es/mi-reserva/',
    order: /Clave de reserva o número de orden/,
    email: /Correo electrónico/,
    find: 'Buscar mi reserva',
    notFound: /No encontramos una reserva con esa clave y ese correo/,
    newDate: /Nueva fecha/,
    quote: 'Ver el precio de esta fecha',
    noRefund: /no se reembolsa nada/,
    confirm: 'Confirmar la nueva fecha',
    pay: /^Pagar .* y confirmar$/,
    cardNumber: /Número de tarjeta/,
    holder: /Nombre en la tarjeta/,
    expiry: /Vencimiento/,
    cvv: /Código de seguridad/,
    changed: /Tu visita ahora es el/,
    void: 'ANULADO — no válido para entrar',
    claim: 'Reclamar y cambiar a esta fecha',
    claimed: /Garantía de clima utilizada: tu visita ahora es el/,
    alreadyClaimedPattern: /La garantía de clima de esta visita ya se usó\./,
    resend: 'Enviar los boletos por correo',
    resent: 'Te enviamos tus boletos por correo.',
    print: 'Imprimir los boletos',
    nextMonth: 'Mes siguiente',
    previousMonth: 'Mes anterior',
    addChild: 'Agregar un niño',
    widgetPath: '/es/entrada-parque-sensoria/',
    visitDate: /^Fecha de visita/,
    guarantee: /^Agregar la garantía de clima \(MXN\$[\d,]+\.\d{2} por visitante\)$/,
    notRefundable: /No reembolsable\.$/,
    addToCart: 'Agregar al carrito',
    added: 'Se agregó a tu carrito.',
    cartPath: '/es/carrito/',
    guaranteeRow: 'Garantía de clima',
    money: /MXN\$[\d,]+\.\d{2}/,
    bought: 'Garantía de clima incluida (no reembolsable)',
  },
  en: {
    path: '/en/my-booking/',
    order: /Booking reference or order number/,
    email: /^E-mail/,
    find: 'Find my booking',
    notFound: /We couldn't find a booking with that reference and e-mail/,
    newDate: /New date/,
    quote: 'See the price of this date',
    noRefund: /nothing is refunded/,
    confirm: 'Confirm the new date',
    pay: /^Pay .* and confirm$/,
    cardNumber: /Card number/,
    holder: /Name on the card/,
    expiry: /Expiry/,
    cvv: /Security code/,
    changed: /Your visit is now on/,
    void: 'VOID — not valid for entry',
    claim: 'Claim and move to this date',
    claimed: /Weather guarantee claimed: your visit is now on/,
    alreadyClaimedPattern: /The weather guarantee of this visit has already been claimed\./,
    resend: 'Send the e-tickets by e-mail',
    resent: 'We have sent your e-tickets by e-mail.',
    print: 'Print the e-tickets',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    addChild: 'Add a child',
    widgetPath: '/en/sensoria-admission/',
    visitDate: /^Date of visit/,
    guarantee: /^Add the weather guarantee \(US\$[\d,]+\.\d{2} per visitor\)$/,
    notRefundable: /Not refundable\.$/,
    addToCart: 'Add to cart',
    added: 'Added to your cart.',
    cartPath: '/en/carrito/',
    guaranteeRow: 'Weather guarantee',
    money: /US\$[\d,]+\.\d{2}/,
    bought: 'Weather guarantee included (not refundable)',
  },
} as const;

type Texts = (typeof PAGES)[keyof typeof PAGES];

/** A paid order (one admission: 2 adults, 1 child, 10 days ahead), paid by card as ana@example.com. */
async function paidOrder(): Promise<string> {
  const { sessionId } = await createCartWithAdmission();
  return payByApi(sessionId, 'card');
}

/**
 * Each lookup comes from its own documentation address (RFC 5737), as a load balancer in front of the
 * apps would say (both trust loopback): park-api allows 10 lookups per address in 15 minutes, and this
 * file makes more than that from 127.0.0.1 (the limit itself is park-api's booking.spec).
 */
let lookupAddress = 10;

async function findBooking(page: Page, texts: Texts, order: string, email = 'ana@example.com') {
  lookupAddress += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${lookupAddress}` });
  await gotoHydrated(page, `${SITE_URL}${texts.path}`);
  await page.getByLabel(texts.order).fill(order);
  await page.getByLabel(texts.email).first().fill(email);
  await page.getByRole('button', { name: texts.find }).click();
}

/**
 * Chooses a new date in a form of the booking page with the booking lib's date picker (the page's scripts
 * replace the native input with it): its button, the dialog, the month of `date`, then the day.
 */
async function pickDate(page: Page, form: Locator, texts: Texts, date: string) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await form.getByRole('button', { name: texts.newDate }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // The picker opens on the visit's month: go back or forth to the date's (the grid's middle day is
  // always of the month shown).
  for (let step = 0; step < 13; step += 1) {
    const days = await dialog
      .getByRole('grid')
      .locator('button[data-date]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date') ?? ''));
    const shown = (days[Math.floor(days.length / 2)] ?? '').slice(0, 7);
    if (shown === date.slice(0, 7)) break;
    await dialog
      .getByRole('button', { name: shown > date.slice(0, 7) ? texts.previousMonth : texts.nextMonth })
      .click();
    await page.waitForTimeout(50);
  }
  await dialog.locator(`button[data-date="${date}"]:not([aria-disabled="true"])`).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Asks for a new date's quote on the booking's first line. */
async function quoteDate(page: Page, texts: Texts, date: string) {
  const change = page.getByTestId('change-date').first();
  await pickDate(page, change, texts, date);
  await change.getByRole('button', { name: texts.quote }).click();
  await page.getByTestId('quote').waitFor();
}

async function ticketsByStatus(page: Page): Promise<Record<string, number>> {
  const statuses = await page
    .getByTestId('e-ticket')
    .evaluateAll((tickets) => tickets.map((ticket) => (ticket as HTMLElement).dataset['status'] ?? ''));
  return statuses.reduce<Record<string, number>>(
    (count, status) => ({ ...count, [status]: (count[status] ?? 0) + 1 }),
    {},
  );
}

const SITE_HEADERS = { PrefixProject: 'PARKS', SiteCode: 'XS' };

/**
 * A cart session whose admission (2 adults, 1 child, 10 days ahead) carries the weather guarantee, the
 * add-on 203 of contract-20-changes §6, bought as a line add-on.
 */
async function cartWithWeatherGuarantee(): Promise<string> {
  const token = await fetch(`${API_URL}/xapi/token`, { method: 'POST', headers: SITE_HEADERS });
  const { access_token } = (await token.json()) as { access_token: string };
  const sessionId = `e2e-${randomUUID()}`;
  const response = await fetch(`${API_URL}/xapi/shopping-cart/items?Language=EN&IncludeAmountsUSD=false`, {
    method: 'POST',
    headers: { ...SITE_HEADERS, Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      SessionId: sessionId,
      IdProduct: 100,
      VisitDate: visitDate(10),
      Passengers: { Adults: 2, Children: 1, Infants: 0 },
      AddOns: [{ IdProduct: 203 }],
    }),
  });
  if (!response.ok) throw new Error(`add item: ${response.status} ${await response.text()}`);
  return sessionId;
}

describe('manage my booking (issue 20)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  for (const language of ['es', 'en'] as const) {
    const texts = PAGES[language];

    it(`${language}: finds a booking by order number + e-mail; the access is an HttpOnly cookie, never in a URL`, async () => {
      const order = await paidOrder();
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = collectProblems(page);
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));

      // A wrong e-mail: the same "not found" as a wrong order, what was typed kept, no cookie.
      await findBooking(page, texts, order, 'someone-else@example.com');
      await page.getByTestId('find-error').waitFor();
      assert.match((await page.getByTestId('find-error').textContent()) ?? '', texts.notFound);
      assert.equal(await page.getByLabel(texts.order).inputValue(), order);
      assert.equal(
        (await context.cookies()).some((cookie) => cookie.name === '_booking'),
        false,
      );

      await findBooking(page, texts, order);
      await page.getByTestId('booking-reference').waitFor();
      assert.match((await page.getByTestId('booking-reference').textContent()) ?? '', /^XS-[A-Z0-9]{8}$/);
      assert.deepEqual(await ticketsByStatus(page), { valid: 3 });

      const cookie = (await context.cookies()).find((candidate) => candidate.name === '_booking');
      assert.ok(cookie, 'the booking access is kept in the _booking cookie');
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(await page.evaluate(() => document.cookie.includes('_booking')), false);
      const access = decodeURIComponent(cookie.value).split(':').slice(1).join(':');
      assert.ok(access.length > 0);
      assert.equal(
        urls.some((url) => url.includes(access)),
        false,
        'no URL carries the access',
      );
      assert.equal(page.url(), `${SITE_URL}${texts.path}`);

      // Personal: never cached, never indexed.
      const response = await page.request.get(`${SITE_URL}${texts.path}`);
      assert.equal(response.headers()['cache-control'], 'private, no-store');
      assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(problems, []);
      await context.close();
    });

    it(`${language}: changes the date to a cheaper day (nothing refunded), then a dearer one (paid): new tickets, old ones void`, async () => {
      const order = await paidOrder();
      const context = await newContext(browser);
      const page = await context.newPage();
      await findBooking(page, texts, order);
      await page.getByTestId('booking-reference').waitFor();

      const cheaper = visitDate(25);
      await quoteDate(page, texts, cheaper);
      assert.match((await page.getByTestId('quote-no-refund').textContent()) ?? '', texts.noRefund);
      await page.getByRole('button', { name: texts.confirm }).click();
      await page.getByTestId('booking-notice').waitFor();
      assert.match((await page.getByTestId('booking-notice').textContent()) ?? '', texts.changed);
      assert.deepEqual(await ticketsByStatus(page), { valid: 3, void: 3 });
      // A void ticket shows no QR code and says it is void.
      const voided = page.locator('[data-testid="e-ticket"][data-status="void"]');
      assert.equal(await voided.locator('svg[role="img"]').count(), 0);
      assert.equal(await voided.first().getByTestId('ticket-not-valid').textContent(), texts.void);

      const dearer = visitDate(3);
      await quoteDate(page, texts, dearer);
      await page.getByTestId('quote-to-pay').waitFor();
      const quote = page.getByTestId('quote');
      await quote.getByLabel(texts.cardNumber).fill('4242424242424242');
      await quote.getByLabel(texts.holder).fill('Ana Pérez');
      await quote.getByLabel(texts.expiry).fill('12/35');
      await quote.getByLabel(texts.cvv).fill('123');
      await quote.getByRole('button', { name: texts.pay }).click();
      // The cheaper change's notice is already on the page: wait for the dearer change's own answer.
      await page.waitForURL((url) => url.searchParams.get('date') === dearer);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await page.getByTestId('booking-notice').waitFor();
      assert.match((await page.getByTestId('booking-notice').textContent()) ?? '', texts.changed);
      assert.deepEqual(await ticketsByStatus(page), { valid: 3, void: 6 });
      assert.equal(await page.getByTestId('booking-changes').locator('li').count(), 2);

      // The e-tickets are mailed again on demand.
      await page.getByRole('button', { name: texts.resend }).click();
      await page.getByTestId('booking-notice').filter({ hasText: texts.resent }).waitFor();
      await context.close();
    });
  }

  for (const language of ['es', 'en'] as const) {
    const texts = PAGES[language];
    it(`${language}: the weather guarantee chosen in the booking widget is priced in the cart, paid, and offered for a claim`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = collectProblems(page);
      await gotoHydrated(page, `${SITE_URL}${texts.widgetPath}`);
      await pickAvailableDay(page, { date: texts.visitDate, nextMonth: texts.nextMonth });
      const offer = page.getByRole('checkbox', { name: texts.guarantee });
      const described = await offer.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      assert.match(described, texts.notRefundable);
      await page.getByRole('button', { name: texts.addChild }).click();
      await offer.check();
      await page.getByRole('button', { name: texts.addToCart }).click();
      await page.getByRole('status').filter({ hasText: texts.added }).waitFor();

      await gotoHydrated(page, `${SITE_URL}${texts.cartPath}`);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: texts.guaranteeRow }) });
      await row.waitFor();
      const cells = await row.getByRole('cell').allTextContents();
      assert.equal(cells[0], '3', 'one guarantee per visitor (2 adults, 1 child)');
      assert.match(cells[1] ?? '', texts.money);
      assert.match(cells[2] ?? '', texts.money);

      const session = (await context.cookies()).find((cookie) => cookie.name === '_shopping')?.value;
      assert.ok(session, 'the cart session is in the _shopping cookie');
      const order = await payByApi(session, 'card');
      await findBooking(page, texts, order);
      await page.getByTestId('booking-reference').waitFor();
      assert.equal(await page.getByTestId('line-guarantee').first().textContent(), texts.bought);
      const claim = page.getByTestId('claim-guarantee').first();
      await claim.getByRole('button', { name: texts.claim }).waitFor();
      await pickDate(page, claim, texts, visitDate(12));
      await claim.getByRole('button', { name: texts.claim }).click();
      await page.getByTestId('booking-notice').waitFor();
      assert.match((await page.getByTestId('booking-notice').textContent()) ?? '', texts.claimed);
      assert.deepEqual(await ticketsByStatus(page), { valid: 3, void: 3 });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('en: the weather guarantee bought with the admission is claimed once, at no cost', async () => {
    const texts = PAGES.en;
    const order = await payByApi(await cartWithWeatherGuarantee(), 'card');
    const context = await newContext(browser);
    const page = await context.newPage();
    await findBooking(page, texts, order);
    await page.getByTestId('booking-reference').waitFor();
    assert.match((await page.getByTestId('line-guarantee').first().textContent()) ?? '', /not refundable/);
    const claim = page.getByTestId('claim-guarantee').first();
    await pickDate(page, claim, texts, visitDate(12));
    await claim.getByRole('button', { name: texts.claim }).click();
    await page.getByTestId('booking-notice').waitFor();
    assert.match((await page.getByTestId('booking-notice').textContent()) ?? '', texts.claimed);
    assert.match(
      (await page.getByTestId('claim-guarantee').first().textContent()) ?? '',
      texts.alreadyClaimedPattern,
    );
    assert.deepEqual(await ticketsByStatus(page), { valid: 3, void: 3 });
    await context.close();
  });

  for (const target of ['resend', 'print'] as const) {
    it(`es: a click on '${target}' made while the booking page still loads is not lost (5 of 5, scripts slowed)`, async () => {
      const texts = PAGES.es;
      const order = await paidOrder();
      const context = await newContext(browser, { blockServiceWorkers: true });
      const page = await context.newPage();
      const problems = collectProblems(page);
      await findBooking(page, texts, order);
      await page.getByTestId('booking-reference').waitFor();
      // Every script of the page arrives 1.5 s late: the page is shown, and clicked, before it hydrates.
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const printed = { count: 0 };
        Object.assign(window, { __printed: printed });
        window.print = () => {
          printed.count += 1;
        };
      });
      const outcomes: string[] = [];
      for (let round = 0; round < 5; round += 1) {
        await page.goto(`${SITE_URL}${texts.path}`, { waitUntil: 'commit' });
        const button = page.getByRole('button', {
          name: target === 'resend' ? texts.resend : texts.print,
        });
        await button.click();
        const done =
          target === 'resend'
            ? page.waitForURL((url) => url.searchParams.get('done') === 'resent', { timeout: 10_000 })
            : page.waitForFunction(
                () => (window as unknown as { __printed: { count: number } }).__printed.count > 0,
                undefined,
                { timeout: 10_000 },
              );
        outcomes.push(
          await done.then(
            () => 'done',
            () => 'lost',
          ),
        );
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      }
      assert.deepEqual(outcomes, ['done', 'done', 'done', 'done', 'done'], problems.join('\n'));
      await context.close();
    });
  }

  it('es: the booking page and its tickets open offline once seen, as they were', async () => {
    const texts = PAGES.es;
    const order = await paidOrder();
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, `${SITE_URL}/es/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await findBooking(page, texts, order);
    await page.getByTestId('booking-reference').waitFor();
    // The page keeps its copy once shown (polled: an async predicate's promise would count as truthy at once).
    const isKept = () =>
      page.evaluate(async (url) => {
        const cache = await caches.open('parks-e-tickets-v1');
        return (await cache.match(url)) !== undefined;
      }, `${SITE_URL}${texts.path}`);
    for (let attempt = 0; attempt < 100 && !(await isKept()); attempt += 1) await page.waitForTimeout(100);
    assert.ok(await isKept(), 'the booking page kept its e-tickets');
    await context.setOffline(true);
    await page.reload();
    assert.deepEqual(await ticketsByStatus(page), { valid: 3 });
    assert.equal(await page.getByRole('note').isVisible(), true, 'the kept copy says it may be out of date');
    await context.close();
  });
});
