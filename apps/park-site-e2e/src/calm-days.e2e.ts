import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';
import { holdAdmissions, readCrowdLevels } from './cart-api.ts';

/** One cart may hold 20 seats on a date (CART_MAX_SEATS_PER_DATE): 18 carts hold 360 of the 500. */
const CARTS = 18;
const SEATS_PER_CART = 20;

/** The first Wednesday of the month two months ahead (no other journey books that far) and its Thursday. */
function daysTwoMonthsAhead(): { month: string; busy: string; calm: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  while (first.getUTCDay() !== 3) first.setUTCDate(first.getUTCDate() + 1);
  const busy = first.toISOString().slice(0, 10);
  first.setUTCDate(first.getUTCDate() + 1);
  return { month: busy.slice(0, 7), busy, calm: first.toISOString().slice(0, 10) };
}

const dayNumber = (iso: string) => String(Number(iso.slice(8, 10)));

/** "Tuesday, December 1, 2026": the booking widget's long date of an ISO day, in English. */
const longEnglishDate = (iso: string) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

describe('calm days in the date picker (issue 21 §3)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('a day filled through the cart API is named busy, an empty one calm, as park-api computes them (es and en)', async () => {
    const { busy, calm } = daysTwoMonthsAhead();
    for (let cart = 0; cart < CARTS; cart += 1) await holdAdmissions(busy, SEATS_PER_CART);
    const levels = await readCrowdLevels(busy, 2);
    assert.equal(levels.get(busy), 'busy', 'park-api counts the held seats: 360 of 500');
    assert.equal(levels.get(calm), 'calm');

    for (const [path, texts] of [
      [
        '/es/entrada-parque-sensoria/',
        {
          date: /^Fecha de visita/,
          next: 'Mes siguiente',
          available: ', disponible',
          busy: 'día concurrido',
          calm: 'día tranquilo',
        },
      ],
      [
        '/en/sensoria-admission/',
        {
          date: /^Date of visit/,
          next: 'Next month',
          available: ', available',
          busy: 'busy day',
          calm: 'calm day',
        },
      ],
    ] as const) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = collectProblems(page);
      await gotoHydrated(page, `${SITE_URL}${path}`);
      const trigger = page.getByRole('button', { name: texts.date });
      await page.waitForFunction(
        (pattern) =>
          [...document.querySelectorAll('button')].some(
            (button) => new RegExp(pattern).test(button.getAttribute('aria-label') ?? '') && !button.disabled,
          ),
        texts.date.source,
      );
      await trigger.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: texts.next }).click();
      await dialog.getByRole('button', { name: texts.next }).click();
      const grid = dialog.getByRole('grid');
      const busyDay = grid.locator(`button[data-date="${busy}"]`);
      const calmDay = grid.locator(`button[data-date="${calm}"]`);
      // The month's prices (and levels) arrive after it is shown.
      await page.waitForFunction(
        ([date, available]) =>
          (document.querySelector(`[data-date="${date}"]`)?.getAttribute('aria-label') ?? '').includes(
            available,
          ),
        [busy, texts.available] as const,
      );
      const busyName = (await busyDay.getAttribute('aria-label')) ?? '';
      const calmName = (await calmDay.getAttribute('aria-label')) ?? '';
      assert.ok(busyName.endsWith(`, ${texts.busy}`), `the busy day's name: ${busyName}`);
      assert.ok(calmName.endsWith(`, ${texts.calm}`), `the calm day's name: ${calmName}`);
      assert.ok(busyName.includes(dayNumber(busy)));
      // The marks are visible, not colour alone.
      assert.ok(await busyDay.locator('[data-crowd="busy"]').isVisible());
      assert.ok(await calmDay.locator('[data-crowd="calm"]').isVisible());
      await dialog
        .getByText(
          texts.calm.replace(/^./, (c) => c.toUpperCase()),
          { exact: true },
        )
        .waitFor();
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  it("the guide's calm days book that day: the link's ?date= reaches the booking widget, in the server's HTML and hydrated (en, es)", async () => {
    // Without scripts: the guide's first calm day links to the admission with its date, which the server
    // renders in the widget's date button.
    const bare = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const plain = await bare.newPage();
    await plain.goto(`${SITE_URL}/en/sensory-guide/`);
    const calmDays = plain.getByRole('region', { name: 'The calmest days of the next 4 weeks' });
    const firstLink = calmDays.getByRole('link', { name: /^Book for / }).first();
    const href = (await firstLink.getAttribute('href')) ?? '';
    const linked = /^\/en\/sensoria-admission\/\?date=(\d{4}-\d{2}-\d{2})$/.exec(href)?.[1];
    assert.ok(linked, `the calm day's link: ${href}`);
    assert.equal(await calmDays.locator(`time[datetime="${linked}"]`).count(), 1);
    await Promise.all([plain.waitForURL(`${SITE_URL}${href}`), firstLink.click()]);
    assert.equal(
      await plain.getByRole('button', { name: `Date of visit, ${longEnglishDate(linked)}` }).count(),
      1,
      'the server rendered the linked date',
    );
    // A date that cannot be booked is ignored: the widget asks for one.
    await plain.goto(`${SITE_URL}/en/sensoria-admission/?date=2020-02-30`);
    assert.equal(await plain.getByRole('button', { name: 'Date of visit, Choose a date' }).count(), 1);
    await bare.close();

    // With scripts, in Spanish, on a phone: the visitor follows the link and finds that day chosen.
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await gotoHydrated(page, `${SITE_URL}/es/guia-sensorial/`);
    const link = page
      .getByRole('region', { name: 'Los días más tranquilos de las próximas 4 semanas' })
      .getByRole('link', { name: /^Reservar para el / })
      .first();
    const date = /\?date=(\d{4}-\d{2}-\d{2})$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
    assert.match(date, /^\d{4}-\d{2}-\d{2}$/);
    await link.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/es/entrada-parque-sensoria/' && url.search === `?date=${date}`,
    );
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    // The remembered draft (an empty one, from the guide page) is restored after hydration: the link's
    // day survives it and is what the browser keeps.
    await page.waitForFunction((day) => (localStorage.getItem('persist:booking') ?? '').includes(day), date);
    // Once hydrated the button is enabled with the day still chosen (the draft took it).
    await page.waitForFunction(
      (day) =>
        [...document.querySelectorAll('button')].some(
          (button) =>
            /^Fecha de visita, /.test(button.getAttribute('aria-label') ?? '') &&
            (button.getAttribute('aria-label') ?? '').includes(day) &&
            !button.disabled,
        ),
      ` ${dayNumber(date)} de `,
    );
    await page.getByRole('button', { name: /^Fecha de visita, / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The calendar opens on the day's month, the day selected.
    assert.equal(
      await dialog.locator(`[role="gridcell"][aria-selected="true"] [data-date="${date}"]`).count(),
      1,
    );
    assert.deepEqual(problems, []);
    await context.close();
  });
});
