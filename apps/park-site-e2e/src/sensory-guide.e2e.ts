import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './axe-check.ts';
import { collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';

/** The ids of the attractions and tours the guide lists, in order. */
function listed(page: Page): Promise<string[]> {
  return page
    .locator('li.pk-page-guideEntry')
    .evaluateAll((items) => items.map((item) => item.getAttribute('id') ?? ''));
}

describe('the sensory guide (issue 21 §2)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('filters from the URL without JavaScript: the form sends its choice as ?filter= and the server answers', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const response = await page.goto(`${SITE_URL}/en/sensory-guide/?filter=quiet&filter=no-darkness`);
    assert.equal(response?.status(), 200);
    assert.equal(await page.getByRole('heading', { level: 1, name: 'Sensory guide' }).count(), 1);
    const form = page.getByRole('form', { name: 'Filter by what suits you' });
    assert.equal(await form.getByRole('checkbox', { name: 'No loud noise' }).isChecked(), true);
    assert.equal(
      await form.getByRole('checkbox', { name: 'No darkness or enclosed spaces' }).isChecked(),
      true,
    );
    assert.equal(await form.getByRole('checkbox', { name: 'Stay dry' }).isChecked(), false);
    const quietAndLight = await listed(page);
    assert.ok(quietAndLight.includes('mirador-aves'), quietAndLight.join(', '));
    assert.ok(!quietAndLight.includes('tunel-texturas'), quietAndLight.join(', '));
    assert.ok(!quietAndLight.includes('circulo-tambores'), quietAndLight.join(', '));
    assert.equal(
      await page.getByRole('table', { name: 'Sensory profile: Bird Lookout' }).getByRole('rowheader').count(),
      9,
    );

    // Add "Stay dry" and send the form: a plain GET navigation to the shareable URL.
    await form.getByRole('checkbox', { name: 'Stay dry' }).check();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.getAll('filter').includes('dry')),
      form.getByRole('button', { name: 'Apply filters' }).click(),
    ]);
    const url = new URL(page.url());
    assert.equal(url.pathname, '/en/sensory-guide/');
    assert.deepEqual(url.searchParams.getAll('filter'), ['quiet', 'no-darkness', 'dry']);
    const dry = await listed(page);
    assert.ok(!dry.includes('cenote-luz'), dry.join(', '));
    assert.ok(dry.includes('jardin-aromas'), dry.join(', '));
    await context.close();
  });

  it('in Spanish with JavaScript: the page hydrates with the URL filters, sends new ones, reads the calm-visit content, and is axe-clean', async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await gotoHydrated(page, `${SITE_URL}/es/guia-sensorial/?filter=dry`);
    const form = page.getByRole('form', { name: 'Filtra por lo que te conviene' });
    assert.equal(await form.getByRole('checkbox', { name: 'Sin mojarse' }).isChecked(), true);
    const dry = await listed(page);
    assert.ok(!dry.includes('cenote-luz') && dry.includes('sendero-dosel'), dry.join(', '));
    for (const heading of [
      'Una visita tranquila',
      'Salas tranquilas',
      'Protectores auditivos y kit sensorial',
      'Las horas con menos gente',
    ])
      assert.equal(await page.getByRole('heading', { name: heading }).count(), 1, heading);
    assert.deepEqual(await axeViolations(page, { alsoRules: ['region'] }), []);

    // By keyboard, as on a phone whose floating cookie notice and bottom bar cover parts of the page.
    await form.getByRole('checkbox', { name: 'Sin alturas' }).press('Space');
    assert.equal(await form.getByRole('checkbox', { name: 'Sin alturas' }).isChecked(), true);
    await Promise.all([
      page.waitForURL((url) => url.searchParams.getAll('filter').includes('no-heights')),
      form.getByRole('button', { name: 'Aplicar filtros' }).press('Enter'),
    ]);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const both = await listed(page);
    assert.ok(!both.includes('sendero-dosel') && both.includes('jardin-aromas'), both.join(', '));
    assert.match(
      (await page.getByText(/^Atracciones y tours que coinciden: \d+ de 20\.$/).textContent()) ?? '',
      new RegExp(`: ${both.length} de 20`),
    );
    await page.getByRole('link', { name: 'Quitar filtros' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/es/guia-sensorial/' && url.search === '');
    assert.equal((await listed(page)).length, 20);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('is in the footer, and the attractions list shows each compact profile linked to the guide', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${SITE_URL}/en/sensoria-activities/`);
    const footerLink = page
      .getByRole('navigation', { name: 'Sitemap' })
      .getByRole('link', { name: 'Sensory guide' });
    assert.equal(await footerLink.getAttribute('href'), '/en/sensory-guide/');
    const drums = page.getByRole('table', { name: 'Sensory profile: Drum Circle' });
    assert.equal(await drums.getByRole('columnheader').count(), 2);
    assert.match((await drums.getByRole('row', { name: /^Noise/ }).textContent()) ?? '', /High/);
    // The link's name ends with the attraction's, so each one says where it goes.
    await page.getByRole('link', { name: 'Full sensory profile: Drum Circle' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/sensory-guide/' && url.hash === '#circulo-tambores');
    assert.deepEqual(await axeViolations(page, { alsoRules: ['region'] }), []);
    await context.close();
  });

  it('the attractions list hydrates each profile table as it comes into view, not with the page (issue 16)', async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await gotoHydrated(page, `${SITE_URL}/en/sensoria-activities/`);
    const tables = page.locator('[data-read-only="sensory-profile"] table');
    assert.ok((await tables.count()) >= 10);
    // React marks each element it has hydrated with its fiber; server HTML still waiting has none.
    const hydrated = (table: Locator) =>
      table.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    const last = tables.last();
    assert.equal(await hydrated(last), false, 'the last card’s table stays server HTML');
    assert.match((await last.textContent()) ?? '', /Sensory profile: /);
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      Object.keys(
        [...document.querySelectorAll('[data-read-only="sensory-profile"] table')].at(-1) ?? {},
      ).some((key) => key.startsWith('__reactFiber$')),
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [language, query, page, box] of [
    ['es', 'tranquilo', '/es/busqueda/', '/es/guia-sensorial/'],
    ['en', 'quiet', '/en/search/', '/en/sensory-guide/'],
  ] as const) {
    it(`search for "${query}" finds the guide (${language})`, async () => {
      const context = await newContext(browser);
      const tab = await context.newPage();
      await tab.goto(`${SITE_URL}${page}?q=${query}`);
      const results = tab
        .getByRole('list', { name: /Search results|Resultados de la búsqueda/ })
        .getByRole('link');
      const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.ok(hrefs.includes(box), hrefs.join(', '));
      await context.close();
    });
  }
});
