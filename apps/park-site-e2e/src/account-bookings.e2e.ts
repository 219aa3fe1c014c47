import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';
import { createCartWithAdmission } from './cart-api.ts';
import { payByApi } from './checkout-helpers.ts';
import { mailedCode } from './mail-outbox.ts';

/**
 * Issue 20 §1: a signed-in customer sees their bookings on the account page and opens one without a
 * second lookup: the session proves ownership, and park-api decides (an order id in the URL opens nothing
 * that is not the account's).
 */

/** A new account on the group's hosted pages, confirmed by the mailed code: signed in on the site. */
async function signUpOnHostedPages(page: Page, email: string, firstName: string) {
  await gotoHydrated(page, `${SITE_URL}/en/auth/`);
  await page.getByRole('link', { name: 'Continue with the group account' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Ruiz');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Confirmation code').fill(await mailedCode(email));
  await Promise.all([
    page.waitForURL((url) => url.origin === SITE_URL, { timeout: 20_000 }),
    page.getByRole('button', { name: 'Confirm' }).click(),
  ]);
}

/** Opens a booking of the account page's list: the sign-in proves ownership, no lookup (no access cookie). */
async function openWithoutLookup(page: Page, link: Locator) {
  await link.click();
  await page.getByTestId('booking-reference').waitFor();
  assert.equal(
    (await page.context().cookies()).some((cookie) => cookie.name === '_booking'),
    false,
    'no lookup: no access cookie',
  );
}

describe("the account's bookings (issue 20 §1)", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('en: lists the orders bought with the account’s e-mail and opens one with the session, no lookup', async () => {
    const email = `carla.${Date.now()}@example.com`;
    const context = await newContext(browser);
    const page = await context.newPage();

    await signUpOnHostedPages(page, email, 'Carla');
    // Here the own session (the login form's) alone: the hosted identity's cookies go (the next test keeps them).
    await context.clearCookies();
    await gotoHydrated(page, `${SITE_URL}/en/auth/`);
    const form = page.getByRole('form', { name: 'Sign in with your e-mail' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill('a long enough password');
    await Promise.all([
      page.waitForURL((url) => url.pathname !== '/en/auth/' && !url.pathname.startsWith('/redirect')),
      form.getByRole('button', { name: 'Sign in' }).click(),
    ]);

    // Bought with the account's e-mail (after the sign-up: the outbox's first mail is its code).
    const mine = await payByApi((await createCartWithAdmission()).sessionId, 'card', email);
    const notMine = await payByApi((await createCartWithAdmission()).sessionId, 'card');

    // From here on, the site's own pages only (the hosted account pages are the API's).
    const problems = collectProblems(page);
    await gotoHydrated(page, `${SITE_URL}/en/auth/`);
    const bookings = page.getByRole('region', { name: 'Your bookings' });
    const link = bookings.getByRole('link', { name: /^Booking XS-[A-Z0-9]{8}$/ });
    await link.first().waitFor();
    assert.equal(await link.count(), 1, 'only the order bought with the account’s e-mail');
    assert.equal(await link.getAttribute('href'), `/en/my-booking/?order=${mine}`);
    const listed = await page.request.get(`${SITE_URL}/en/auth/`);
    assert.equal(listed.headers()['cache-control'], 'private, no-store');

    await openWithoutLookup(page, link);
    // What the booking page does from here keeps the same booking.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('button', { name: 'Send the e-tickets by e-mail' }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'resent');
    assert.equal(new URL(page.url()).searchParams.get('order'), mine);
    await page.getByTestId('booking-notice').waitFor();

    // Another customer's order id in the URL opens nothing: the find form.
    await gotoHydrated(page, `${SITE_URL}/en/my-booking/?order=${notMine}`);
    await page.getByRole('button', { name: 'Find my booking' }).waitFor();
    assert.equal(await page.getByTestId('booking-reference').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
  it('en: a customer signed in on the hosted pages only sees their bookings too, the token never in the browser', async () => {
    const email = `dario.${Date.now()}@example.com`;
    const context = await newContext(browser);
    const page = await context.newPage();
    await signUpOnHostedPages(page, email, 'Darío');
    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    assert.ok(cookieNames.includes('id_session'), cookieNames.join(', '));
    assert.equal(cookieNames.includes('user_session'), false, 'no own session: the hosted sign-in only');

    const mine = await payByApi((await createCartWithAdmission()).sessionId, 'card', email);
    const notMine = await payByApi((await createCartWithAdmission()).sessionId, 'card');

    const problems = collectProblems(page);
    await gotoHydrated(page, `${SITE_URL}/en/auth/`);
    const link = page
      .getByRole('region', { name: 'Your bookings' })
      .getByRole('link', { name: /^Booking XS-[A-Z0-9]{8}$/ });
    await link.first().waitFor();
    assert.equal(await link.count(), 1, 'only the order bought with the account’s e-mail');
    assert.equal(await link.getAttribute('href'), `/en/my-booking/?order=${mine}`);
    // The access token stays on the site's server: no script-readable cookie, nothing in the page.
    assert.doesNotMatch(await page.evaluate(() => document.cookie), /id_session/);
    assert.doesNotMatch(await page.content(), /Bearer|access_token|accessToken/);

    await openWithoutLookup(page, link);
    await gotoHydrated(page, `${SITE_URL}/en/my-booking/?order=${notMine}`);
    await page.getByRole('button', { name: 'Find my booking' }).waitFor();
    assert.equal(await page.getByTestId('booking-reference').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
