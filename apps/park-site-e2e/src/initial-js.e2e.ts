import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectProblems, gotoHydrated, launchChromium, newContext, SITE_URL } from './browser.ts';
import { createCartWithAdmission } from './cart-api.ts';

/** Every script body the page loaded, by URL, until it hydrated and the network went quiet. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.text().catch(() => ''),
    );
  });
  return scripts;
}

/**
 * The modules a page's HTML names for the browser to preload once it has painted: the held router script's
 * `data-modulepreload` (apps/park-site/app/layout/scripts-after-paint.server.ts).
 */
function preloadedAfterPaint(html: string): string[] {
  const held = /<script\b[^>]*type="text\/x-module-after-paint"[^>]*>/.exec(html)?.[0] ?? '';
  return (/\sdata-modulepreload="([^"]*)"/.exec(held)?.[1] ?? '').split(' ').filter(Boolean);
}

/** The loader data React Router streamed into a document (its `streamController.enqueue(…)` scripts). */
function loaderDataOf(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/gs)].map((m) => m[1]).join('');
}

/** The texts a document carries in its data block (apps/park-site/app/i18n/document-texts.ts). */
function documentTextsOf(html: string): Record<string, Record<string, unknown>> | undefined {
  const block = /<script type="application\/json" id="page-texts">(.*?)<\/script>/s.exec(html)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as Record<string, Record<string, unknown>>);
}

async function scriptsContaining(scripts: Map<string, Promise<string>>, text: string) {
  const found: string[] = [];
  for (const [url, body] of scripts) if ((await body).includes(text)) found.push(new URL(url).pathname);
  return found;
}

describe('only the JavaScript a page needs (issue 16 step 4)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it('a Spanish page brings no texts in its scripts and no other language in its HTML, and hydrates in Spanish', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    const response = await gotoHydrated(page, `${SITE_URL}/es/`);
    await page.waitForLoadState('networkidle');
    const html = (await response?.text()) ?? '';

    // The footer's newsletter heading: es, en and pt texts of the layout's namespace.
    assert.deepEqual(await scriptsContaining(scripts, 'Recibe nuestras ofertas'), []);
    assert.deepEqual(await scriptsContaining(scripts, 'Get our offers'), []);
    assert.deepEqual(await scriptsContaining(scripts, 'Promoções'), []);
    assert.ok(html.includes('Recibe nuestras ofertas'), 'the Spanish text is in the HTML');
    assert.ok(!html.includes('Get our offers'), 'no English text of the layout in a Spanish page');
    assert.ok(!html.includes('Promoções'), 'no Portuguese text in a Spanish page');
    // The payments lib's texts travel only with the payment pages.
    assert.ok(!html.includes('"payments"'), 'no payments namespace on the home page');
    // The texts come once, in the document's data block, not again in the loader data.
    assert.match(JSON.stringify(documentTextsOf(html)), /Recibe nuestras ofertas/);
    assert.ok(!loaderDataOf(html).includes('Recibe nuestras ofertas'), 'no texts in the loader data');
    await page.getByText('Recibe nuestras ofertas').first().waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("sends only the page's i18n namespaces; the currency menu brings its own and shows them in es and en", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    for (const [path, currencyName, expected] of [
      ['/es/', 'Yuan chino', ['auth', 'cart', 'host', 'ui-header']],
      ['/en/sensoria-activities/', 'Chinese Yuan', ['auth', 'cart', 'host', 'ui-header']],
      ['/es/entrada-parque-sensoria/', 'Yuan chino', ['auth', 'booking', 'cart', 'host', 'ui-header']],
    ] as const) {
      const response = await gotoHydrated(page, `${SITE_URL}${path}`);
      // The namespaces of the texts the document carries (its data block: the root route's texts).
      const sent = Object.keys(documentTextsOf((await response?.text()) ?? '') ?? {}).sort();
      assert.deepEqual(sent, expected, path);
      // The currency menu's texts were not in the page's data: they come with its code, before it renders.
      await page.getByRole('button', { name: /, (currency|moneda): / }).click();
      await page.getByRole('menuitemradio', { name: new RegExp(currencyName) }).waitFor();
      await page.keyboard.press('Escape');
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("a page reached by a client navigation in another language gets that language's texts in its loader data", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await gotoHydrated(page, `${SITE_URL}/es/`);
    await page.getByText('Recibe nuestras ofertas').first().waitFor();
    /** The router's root loader data: its texts' namespaces and the footer's newsletter heading in them. */
    const rootTexts = () =>
      page.evaluate(() => {
        const router = (
          window as unknown as {
            __reactRouterDataRouter: {
              state: { loaderData: { root?: { texts: Record<string, unknown> | null } } };
            };
          }
        ).__reactRouterDataRouter;
        const texts = router.state.loaderData.root?.texts ?? null;
        return texts && { namespaces: Object.keys(texts).sort(), json: JSON.stringify(texts) };
      });
    // The first page's texts are in its document, not in its loader data.
    assert.equal(await rootTexts(), null);
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate('/en/sensoria-activities/'),
    );
    await page.getByText('Get our offers').first().waitFor();
    const english = await rootTexts();
    assert.deepEqual(english?.namespaces, ['auth', 'cart', 'host', 'ui-header']);
    assert.match(english?.json ?? '', /Get our offers/);
    assert.doesNotMatch(english?.json ?? '', /Recibe nuestras ofertas/);
    assert.equal(await page.getByText('Recibe nuestras ofertas').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a page without scripts (the offline page) carries no texts for a script', async () => {
    const html = await (await fetch(`${SITE_URL}/en/offline/`)).text();
    assert.match(html, /Sorry, this content cannot be shown in Offline mode/);
    assert.equal(documentTextsOf(html), undefined);
    assert.doesNotMatch(html, /<script/);
  });

  it('loads axios with the first API call, not with the page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await gotoHydrated(page, `${SITE_URL}/en/`);
    await page.waitForLoadState('networkidle');
    // A string of axios's own code (its error codes), whatever the chunk is called.
    assert.deepEqual(await scriptsContaining(scripts, 'ERR_BAD_OPTION_VALUE'), []);
    await context.close();
  });

  it("leaves the header's hold countdown out of a page whose cart holds nothing, its 'Buy' link there", async () => {
    const { context, page, problems, scripts } = await openHydrated(browser, { path: '/es/' });
    await page.getByRole('link', { name: 'Comprar' }).first().waitFor();
    // The countdown's own code (the moment it asks park-api again when the hold ends), whatever its chunk's name.
    assert.deepEqual(await scriptsContaining(scripts, 'ExpiresAt}@0'), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

/** A page (the English home page unless told) in a new context, hydrated and quiet, with its problems and scripts recorded. */
async function openHydrated(
  browser: Browser,
  { path = '/en/', mobile }: { path?: string; mobile?: boolean } = {},
) {
  const context = await newContext(browser, { mobile });
  const page = await context.newPage();
  const problems = collectProblems(page);
  const scripts = recordScripts(page);
  await gotoHydrated(page, `${SITE_URL}${path}`);
  await page.waitForLoadState('networkidle');
  return { context, page, problems, scripts };
}

describe('widgets loaded when needed (issue 16 steps 2 and 3)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  it("loads the newsletter form's Formik and Yup only when the footer comes into view, its HTML there all along", async () => {
    const { context, page, problems, scripts } = await openHydrated(browser);
    const form = page.getByRole('region', { name: 'Get our offers' });
    // Server HTML, not yet hydrated: the form is there, its code is not.
    assert.equal(await form.getByRole('button', { name: 'Subscribe' }).count(), 1);
    assert.deepEqual(await scriptsContaining(scripts, 'FormikContext'), []);
    assert.deepEqual(await scriptsContaining(scripts, 'ValidationError'), []);

    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // Checked in the browser: the form hydrated, with the code it loaded as it came into view.
    await form.getByText('Name field is required', { exact: true }).waitFor();
    assert.equal((await scriptsContaining(scripts, 'FormikContext')).length, 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a content page loads no Chakra runtime until a widget needs it; the search box, typed into at once, suggests', async () => {
    const { context, page, problems, scripts } = await openHydrated(browser, { path: '/es/' });
    // Emotion's cache (it adopts the server's style tags) and Chakra's provider: neither came with the page.
    assert.deepEqual(await scriptsContaining(scripts, 'style[data-emotion]'), []);
    assert.deepEqual(await scriptsContaining(scripts, 'ChakraContext'), []);

    // The box is in the HTML; its code (and Chakra's) comes with the first key, the rest typed meanwhile.
    const box = page.getByRole('combobox', { name: '¿Qué estás buscando?' }).first();
    await box.click();
    await box.pressSequentially('sentid', { delay: 10 });
    const listbox = page.getByRole('listbox', { name: 'Sugerencias' });
    await listbox.waitFor();
    assert.equal(await listbox.getByRole('option').last().textContent(), 'Buscar más sobre sentid');
    assert.equal(await box.inputValue(), 'sentid');
    assert.ok((await scriptsContaining(scripts, 'ChakraContext')).length > 0, 'Chakra came with the box');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("loads the currency menu's Zag machine only when the visitor presses it, and the press opens the menu", async () => {
    const { context, page, problems, scripts } = await openHydrated(browser);
    const trigger = page.getByRole('button', { name: /, currency: / });
    // The menu's button is in the server HTML; the menu's machine (one of its event names) is not loaded.
    assert.equal(await trigger.count(), 1);
    assert.deepEqual(await scriptsContaining(scripts, 'ITEM_POINTERMOVE'), []);

    // One press, made while its code is still on the way: held, and pressed again once hydrated.
    await trigger.click();
    await page.getByRole('menuitemradio', { name: /Euro/ }).waitFor();
    assert.equal((await scriptsContaining(scripts, 'ITEM_POINTERMOVE')).length, 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('the booking widget loads only with the pages that show it: in their HTML and modulepreloaded there after the first paint', async () => {
    const context = await newContext(browser);
    const home = await context.newPage();
    const homeScripts = recordScripts(home);
    await gotoHydrated(home, `${SITE_URL}/en/`);
    await home.waitForLoadState('networkidle');
    // A string of the booking widget's own code (its total's test id), whatever the chunk is called.
    assert.deepEqual(await scriptsContaining(homeScripts, 'booking-total'), []);

    const admission = await context.newPage();
    const problems = collectProblems(admission);
    const scripts = recordScripts(admission);
    const response = await gotoHydrated(admission, `${SITE_URL}/es/entrada-parque-sensoria/`);
    await admission.waitForLoadState('networkidle');
    const html = (await response?.text()) ?? '';
    // Server-rendered whole (nothing shifts as it hydrates), its code named in the HTML for the browser
    // to fetch with the page's first scripts (once the page has painted, issue 16 step 7).
    assert.match(html, /<h2[^>]*>Reserva tu visita<\/h2>/);
    const widgetChunks = await scriptsContaining(scripts, 'booking-total');
    assert.equal(widgetChunks.length, 1, 'one chunk holds the widget');
    const preloaded = preloadedAfterPaint(html);
    assert.ok(preloaded.includes(widgetChunks[0] ?? '?'), `${widgetChunks[0]} among ${preloaded.join(', ')}`);
    // The widget is build-time classes: no Emotion cache nor Chakra's provider with the page, and no
    // Emotion class in its HTML (the header's islands keep theirs). They come with the date picker
    // dialog, when the visitor opens it.
    assert.deepEqual(await scriptsContaining(scripts, 'style[data-emotion]'), []);
    assert.deepEqual(await scriptsContaining(scripts, 'ChakraContext'), []);
    const widgetEmotionClasses = await admission
      .locator('section', { has: admission.getByRole('heading', { name: 'Reserva tu visita' }) })
      .evaluate(
        (widget) =>
          [widget, ...widget.querySelectorAll('*')].filter((element) =>
            /(^|\s)css-/.test(element.getAttribute('class') ?? ''),
          ).length,
      );
    assert.equal(widgetEmotionClasses, 0, 'no Emotion class in the widget');
    await admission.getByRole('button', { name: /Fecha/ }).first().click();
    await admission.getByRole('dialog').first().waitFor();
    assert.ok((await scriptsContaining(scripts, 'ChakraContext')).length > 0, 'Chakra came with the dialog');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("loads the mobile 'More' drawer's focus trap only when the visitor presses More, and the press opens it", async () => {
    const { context, page, problems, scripts } = await openHydrated(browser, { mobile: true });
    const more = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'More' });
    assert.equal(await more.count(), 1);
    assert.deepEqual(await scriptsContaining(scripts, 'Your focus-trap must have'), []);

    await more.click();
    await page.getByRole('dialog', { name: 'Explore the park' }).waitFor();
    assert.equal((await scriptsContaining(scripts, 'Your focus-trap must have')).length, 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("the cart's upsell asks for its offers only as it nears the viewport, and no sanitizer comes with their HTML", async () => {
    const { sessionId } = await createCartWithAdmission();
    const context = await newContext(browser, { mobile: true });
    await context.addCookies([{ name: '_shopping', value: sessionId, url: SITE_URL }]);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    const offersAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/xapi/complements') offersAsked.push(request.url());
    });
    await gotoHydrated(page, `${SITE_URL}/es/carrito/`);
    await page.waitForLoadState('networkidle');
    // Below the line and the totals on a phone: its server HTML is there, its offers are not asked for.
    const upsell = page.getByRole('region', { name: 'Complementa tu visita' });
    assert.equal(await upsell.getByText('Cargando complementos…').count(), 1);
    assert.deepEqual(offersAsked, []);

    await upsell.scrollIntoViewIfNeeded();
    const card = upsell.getByRole('article', { name: 'Admisión Parque Selva' });
    await card.getByText('Chaleco salvavidas incluido').waitFor();
    assert.equal(offersAsked.length, 1);
    // The descriptions arrive sanitized by park-api: sanitize-html's code (its option names) is in no script.
    assert.equal(await card.locator('strong', { hasText: 'Tour Parque Selva' }).count(), 1);
    assert.deepEqual(await scriptsContaining(scripts, 'disallowedTagsMode'), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('leaves the payment form (card, months, offline and wallet panels) out of the payment page until there is something to pay', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    await gotoHydrated(page, `${SITE_URL}/en/carrito/payment-details/`);
    await page.waitForLoadState('networkidle');
    await page.getByText('Your cart is empty').first().waitFor();
    // A string of the payment form's own code (its months plans' test id). Formik itself may come with
    // the footer's newsletter island, near the viewport on so short a page.
    assert.deepEqual(await scriptsContaining(scripts, 'months-plans'), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('what a content page does not need at first load stays off it (issue 16, session 7)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  // A string of each part's own code, whatever its chunk is called. Each was in the home page's first load
  // before session 7 (183.8 KB gzip); each would put its bytes back.
  const offTheFirstLoad = {
    'the cart commands (they load when a hold runs out, or with the cart page)': 'NO_SESSION',
    'redux-persist (a visitor with nothing stored loads it only when a remembered slice changes)':
      'redux-persist',
    'reselect (the cart page brings it, with its upsell)': 'input-selectors',
    "the live chat's conversation and client (they load with its panel)": 'chat/messages',
    'the error screens and their related-links sanitiser (a page that failed loads them)': 'pk-general-error',
    "the sensory guide's filter form and calm days (the guide's own route module)": 'sensory-filter',
  };

  for (const path of ['/es/', '/en/sensoria-activities/']) {
    it(`${path}: loads none of them, and its cart summary, sign-in link and chat launcher work`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = collectProblems(page);
      const scripts = recordScripts(page);
      await gotoHydrated(page, `${SITE_URL}${path}`);
      await page.waitForLoadState('networkidle');
      for (const [part, marker] of Object.entries(offTheFirstLoad))
        assert.deepEqual(await scriptsContaining(scripts, marker), [], part);

      // The chat's conversation comes with its panel, the first time it opens.
      await page.getByRole('link', { name: /Chatea con nosotros|Chat with us/ }).click();
      await page.getByRole('dialog').first().waitFor();
      assert.equal((await scriptsContaining(scripts, 'chat/messages')).length, 1);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('the sensory guide page brings its own parts, modulepreloaded after the first paint', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    const response = await gotoHydrated(page, `${SITE_URL}/en/sensory-guide/`);
    await page.waitForLoadState('networkidle');
    const html = (await response?.text()) ?? '';
    const [chunk, ...others] = await scriptsContaining(scripts, 'sensory-filter');
    assert.ok(chunk && others.length === 0, 'one chunk holds the filter form');
    assert.ok(preloadedAfterPaint(html).includes(chunk), `${chunk} is modulepreloaded`);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe('the LCP element is in the HTML, its image preloaded at the size it is shown (issue 16 step 7)', () => {
  /** The attributes of an HTML tag, by lowercase name (HTML reads names case-insensitively). */
  function attributes(tag: string): Record<string, string> {
    return Object.fromEntries(
      [...tag.matchAll(/\s([A-Za-z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        value,
      ]),
    );
  }

  for (const path of ['/en/', '/en/sensoria-activities/', '/es/entrada-parque-sensoria/']) {
    it(`${path}: the head preloads the hero image with its srcset, sizes and high priority, before the stylesheet`, async () => {
      const response = await fetch(`${SITE_URL}${path}`);
      assert.equal(response.status, 200);
      const html = await response.text();
      const [head = '', body = ''] = html.split('</head>');
      const hero = [...body.matchAll(/<img\b[^>]*>/g)]
        .map(([tag]) => attributes(tag))
        .find((img) => img.fetchpriority === 'high');
      assert.ok(hero?.srcset && hero.sizes, 'the hero image, with its variants, is in the HTML');
      assert.equal(hero.loading, 'eager');
      const preloads = [...head.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)].filter(([tag]) => {
        const link = attributes(tag);
        return link.as === 'image' && link.imagesrcset === hero.srcset;
      });
      assert.equal(preloads.length, 1, `one preload of ${hero.srcset}`);
      const [tag = ''] = preloads[0] ?? [];
      assert.equal(attributes(tag).imagesizes, hero.sizes);
      assert.equal(attributes(tag).fetchpriority, 'high');
      const stylesheet = head.search(/<link\b[^>]*rel="stylesheet"/);
      assert.ok(stylesheet > 0 && head.indexOf(tag) < stylesheet, 'the preload comes before the stylesheet');
    });
  }

  it('/en/carrito/: the LCP heading is in the HTML', async () => {
    const html = await (await fetch(`${SITE_URL}/en/carrito/`)).text();
    assert.match(html, /<h1\b[^>]*>[^<]+<\/h1>/);
  });
});

describe("the page's JavaScript starts after its first paint (issue 16 step 7)", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser.close();
  });

  for (const path of ['/es/', '/en/sensoria-activities/', '/es/entrada-parque-sensoria/', '/es/carrito/']) {
    it(`${path}: no modulepreload in the HTML, no script fetched before the first contentful paint, and it hydrates`, async () => {
      const context = await newContext(browser, { mobile: path === '/es/' });
      const page = await context.newPage();
      const problems = collectProblems(page);
      const response = await gotoHydrated(page, `${SITE_URL}${path}`);
      const html = (await response?.text()) ?? '';
      assert.doesNotMatch(html, /<link\b[^>]*rel="modulepreload"/);
      assert.doesNotMatch(html, /<script\b[^>]*type="module"/, 'no module script runs as the HTML is parsed');
      const preloaded = preloadedAfterPaint(html);
      assert.ok(
        preloaded.length > 5,
        `the page's modules are named for after the paint: ${preloaded.join(' ')}`,
      );

      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      assert.ok(timing.firstContentfulPaint !== undefined, 'the page painted');
      assert.ok(timing.scripts.length > 5, 'the page loaded its scripts');
      const early = timing.scripts.filter((script) => script.startTime < (timing.firstContentfulPaint ?? 0));
      assert.deepEqual(
        early,
        [],
        `scripts fetched before the first paint (${timing.firstContentfulPaint} ms)`,
      );
      // Every preloaded module was used: it is one of the page's scripts, with the modulepreload links the
      // starter added (React adopted them as it hydrated, so there is one per module).
      const loaded = new Set(timing.scripts.map((script) => script.path));
      for (const href of preloaded) assert.ok(loaded.has(href), `${href} loaded`);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
      );
      assert.equal(
        new Set(links).size,
        links.length,
        `one modulepreload link per module: ${links.join(' ')}`,
      );
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('a press made before the page has hydrated is not lost: the currency menu opens, the language link writes langRedirect', async () => {
    // Service workers blocked: a request the site's worker makes never reaches page.route.
    const context = await newContext(browser, { blockServiceWorkers: true });
    const page = await context.newPage();
    const problems = collectProblems(page);
    // The page's scripts are held until the press is made: it is certainly made before hydration.
    let release: () => void = () => undefined;
    let pressed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await pressed;
      await route.continue();
    });
    await page.goto(`${SITE_URL}/es/entrada-parque-sensoria/`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /MXN/ }).first().click();
    assert.equal(
      await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
      false,
      'pressed before hydration',
    );
    release();
    await page.getByRole('menuitemradio', { name: /EUR/ }).waitFor();

    pressed = new Promise<void>((resolve) => (release = resolve));
    await page.goto(`${SITE_URL}/es/galeria/`, { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'English' }).click();
    release();
    await page.waitForURL(`${SITE_URL}/en/gallery/`);
    const cookies = await context.cookies(SITE_URL);
    assert.equal(cookies.find((entry) => entry.name === 'langRedirect')?.value, '1');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
