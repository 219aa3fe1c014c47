import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const SITE_URL = process.env['SITE_URL'] ?? 'http://127.0.0.1:3000';
export const API_URL = process.env['API_URL'] ?? 'http://127.0.0.1:3333';

/** The system Chromium, headless, with the flags this machine needs (no sandbox as root, no network chatter). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Console errors, page errors and React hydration warnings seen on a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function newContext(
  browser: Browser,
  options: { mobile?: boolean; blockServiceWorkers?: boolean } = {},
): Promise<BrowserContext> {
  // A request the service worker answers never reaches `page.route`: a test that routes blocks it.
  const serviceWorkers = options.blockServiceWorkers ? 'block' : 'allow';
  return browser.newContext(
    options.mobile
      ? {
          userAgent: MOBILE_USER_AGENT,
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          serviceWorkers,
        }
      : { viewport: { width: 1280, height: 800 }, serviceWorkers },
  );
}

/**
 * The requests of the page's browser context (its service worker's included) and their answers, in order
 * (`GET 200 /path?query`, with the cookies an answer sets), to explain a failure.
 */
export function collectTrail(page: Page): string[] {
  const trail: string[] = [];
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  page.context().on('response', (response) => {
    const entry =
      trail.push(`${response.request().method()} ${response.status()} ${path(response.url())}`) - 1;
    void response
      .headerValue('set-cookie')
      .then((cookies) => {
        if (cookies) trail[entry] += ` [set-cookie ${cookies.replace(/\n/g, ' | ')}]`;
      })
      .catch(() => undefined);
  });
  page
    .context()
    .on('requestfailed', (request) =>
      trail.push(`${request.method()} FAILED ${path(request.url())} ${request.failure()?.errorText ?? ''}`),
    );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.push(`navigated ${path(frame.url())}`);
  });
  return trail;
}

/** Opens a page and waits until React has hydrated it (the root marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  return response;
}

/**
 * Waits for a locator; if it never shows, fails with what the visitor had in front of them instead
 * (the URL, the page's text and the problems seen), so an intermittent failure explains itself.
 */
export async function waitForOrDescribe(
  page: Page,
  locator: Locator,
  problems: readonly string[] = [],
  trail: readonly string[] = [],
  timeout = 30_000,
): Promise<void> {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((reason: unknown) => `(no body: ${String(reason)})`);
    throw new Error(
      [
        `${String(error)}`,
        `URL: ${page.url()}`,
        `Problems: ${problems.join(' | ') || 'none'}`,
        `Requests: ${trail.filter((line) => !line.includes(' /assets/')).join('\n  ')}`,
        `Page text: ${text.replace(/\s+/g, ' ').slice(0, 3_000)}`,
      ].join('\n'),
    );
  }
}
