import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
// node --test runs this file as plain TypeScript: the route table's own file loads as it is (its
// imports are type-only), whereas the package entry would need the workspace's bundler conditions.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { listSitePages } from '../../../libs/i18n/src/core/route-table.ts';
import { collectProblems, launchChromium, newContext, SITE_URL } from './browser.ts';

const SISTER_PARKS = ['aventura', 'selva', 'arrecife', 'cenotes', 'isla', 'volcan'];
const pages = listSitePages('sensoria', SISTER_PARKS);
const HTML_LANG = { es: 'es-MX', en: 'en-US', pt: 'pt-BR' } as const;

describe('every route of SPEC §2', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('covers the spec: es and en content routes, six combos per language, the pt cart routes and the pt booking page', () => {
    assert.equal(pages.filter((page) => page.id === 'combo' && page.language === 'en').length, 6);
    assert.deepEqual(
      pages.filter((page) => page.language === 'pt').map((page) => page.path),
      [
        '/pt/carrito/detalhes-do-pagamento/',
        '/pt/carrito/cupom-do-detalhes-do-pagamento/',
        '/pt/carrito/obrigada/',
        // Issue 20: "a Portuguese page where the cart routes have one" — the visitor who paid on a
        // Portuguese page finds the booking in Portuguese.
        '/pt/minha-reserva/',
      ],
    );
  });

  for (const page of pages) {
    it(`${page.path} answers 200 with lang ${HTML_LANG[page.language]}, a title, hreflang alternates and no console error`, async () => {
      const context = await newContext(browser);
      const tab = await context.newPage();
      const problems = collectProblems(tab);
      const response = await tab.goto(`${SITE_URL}${page.path}`, { waitUntil: 'load' });
      assert.equal(response?.status(), 200);
      assert.equal(await tab.getAttribute('html', 'lang'), HTML_LANG[page.language]);
      const title = await tab.title();
      assert.ok(title.length > 3, `title "${title}"`);
      const alternates = await tab.$$eval('link[rel="alternate"][hreflang]', (links) =>
        links.map((link) => link.getAttribute('hreflang')),
      );
      // languageLimiter lists es and en for XS: alternates never include pt.
      assert.ok(
        alternates.includes(HTML_LANG[page.language === 'pt' ? 'en' : page.language]),
        `alternates ${alternates}`,
      );
      assert.ok(!alternates.includes('pt-BR'));
      await tab.waitForLoadState('networkidle');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('answers an unknown path with the 404 error page', async () => {
    const response = await fetch(`${SITE_URL}/es/no-existe/`);
    assert.equal(response.status, 404);
    // SPEC §2 general error page: the related links (from the not-found content) are on it.
    assert.match(await response.text(), /<a[^>]+href="\/es\/actividades-sensoria\/"[^>]*>Actividades<\/a>/);
  });

  it('sends the security headers, compresses HTML and caches hashed assets for a year', async () => {
    const response = await fetch(`${SITE_URL}/es/`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('x-powered-by'), null);
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    const asset = /\/assets\/[\w.-]+\.js/.exec(await response.text())?.[0];
    assert.ok(asset, 'a hashed script');
    assert.match(
      (await fetch(`${SITE_URL}${asset}`)).headers.get('cache-control') ?? '',
      /max-age=31536000.*immutable/,
    );
  });

  it('links the theme stylesheet with a versioned URL cached for a year', async () => {
    const html = await (await fetch(`${SITE_URL}/es/`)).text();
    const href = /<link rel="stylesheet" href="([^"]*theme\.css\?v=[0-9a-f]{12})"/.exec(html)?.[1];
    assert.ok(href, 'theme stylesheet link');
    const response = await fetch(`${SITE_URL}${href.replace(/&amp;/g, '&')}`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('cache-control') ?? '', /immutable/);
    assert.match(await response.text(), /--chakra-colors-brand-700/);
  });

  it('serves /sitemap.xml with hreflang alternates and robots.txt', async () => {
    const sitemap = await (await fetch(`${SITE_URL}/sitemap.xml`)).text();
    assert.match(sitemap, /<loc>[^<]+\/es\/acerca-de-sensoria\/<\/loc>/);
    assert.match(sitemap, /hreflang="en-US" href="[^"]+\/en\/about-sensoria\/"/);
    const robots = await (await fetch(`${SITE_URL}/robots.txt`)).text();
    assert.match(robots, /Sitemap: .+\/sitemap\.xml/);
  });
});
