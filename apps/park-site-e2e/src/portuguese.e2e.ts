import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, launchChromium, SITE_URL } from './browser.ts';
import { checkoutPage } from './checkout-helpers.ts';

/**
 * The same-site links a visitor can follow on a page, as paths, leaving out the language switch (it links
 * each language's own page on purpose) and the sign-in return page SPEC §2 fixes to /es/auth/ outside /en/.
 */
async function contentLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const languageSwitch = document.querySelector('nav[aria-label="Idioma"]');
    return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => !languageSwitch?.contains(link))
      .map((link) => new URL(link.href, location.href))
      .filter((url) => url.origin === location.origin && url.pathname !== '/es/auth/')
      .map((url) => url.pathname);
  });
}

describe('Portuguese pages (issue 18 §4)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('the payment page speaks Portuguese in its layout, and its form is labelled in Portuguese', async () => {
    const { page } = await checkoutPage(browser, 'USD');
    await gotoHydrated(page, `${SITE_URL}/pt/carrito/detalhes-do-pagamento/`);
    // The form's accessible name is Portuguese, never an unresolved text ("null").
    await page.getByRole('form', { name: 'Forma de pagamento' }).waitFor();
    assert.equal(await page.getByRole('form', { name: /null|Payment method/ }).count(), 0);
    // Header, banner, footer and cookie notice: the texts the issue found in English.
    await page.getByRole('link', { name: 'Pular para o conteúdo' }).waitFor({ state: 'attached' });
    await page
      .getByRole('region', { name: 'Aviso' })
      .getByText(/Compre com 21 dias/)
      .waitFor();
    await page.locator('[aria-label="Telefones para reservas"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Por que reservar on-line' }).waitFor();
    await page
      .getByRole('region', { name: 'Aviso de cookies' })
      .getByRole('link', { name: 'Mais informações' })
      .waitFor();
    await page.getByRole('heading', { name: 'Receba nossas ofertas' }).waitFor();
    assert.equal(
      await page
        .getByText(/Why book online|Skip to content|Get our offers|Reservation phone numbers/)
        .count(),
      0,
    );
    await page.context().close();
  });

  it('links to its own checkout pages and to the English content, never to the Spanish (decision 013)', async () => {
    const { page } = await checkoutPage(browser, 'USD');
    for (const path of ['/pt/carrito/detalhes-do-pagamento/', '/pt/carrito/obrigada/']) {
      await gotoHydrated(page, `${SITE_URL}${path}`);
      const links = await contentLinks(page);
      assert.ok(links.includes('/en/carrito/'), `${path}: the cart link is English: ${links.join(' ')}`);
      assert.ok(links.includes('/en/privacy-notice/'), `${path}: the privacy link is English`);
      assert.deepEqual(
        // /auth/sign-in/ is the site's own sign-in start (no language in its path: ?lang= names it), where
        // the footer's register and forgot-password links go (issue 18 §3).
        links.filter(
          (link) =>
            !link.startsWith('/pt/') && !link.startsWith('/en/') && link !== '/' && link !== '/auth/sign-in/',
        ),
        [],
        `${path} links outside pt and en`,
      );
    }
    await page.context().close();
  });
});
