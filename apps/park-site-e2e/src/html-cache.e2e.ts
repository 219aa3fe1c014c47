// The micro-cache of anonymous pages (issue 10 §2, docs/decisions/009-html-micro-cache.md): answers
// from memory keep a fresh nonce that matches their policy, personal requests never come from it, and
// the currency is part of its key.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { gotoHydrated, launchChromium, SITE_URL } from './browser.ts';
import { createCartWithAdmission } from './cart-api.ts';

interface Answer {
  status: number;
  cache: string | null;
  html: string;
  policyNonce: string | undefined;
  /** The nonce of every inline `<script>` and `<style>` (undefined for one without). */
  inlineNonces: (string | undefined)[];
  timings: string;
}

async function get(path: string, cookie?: string): Promise<Answer> {
  const response = await fetch(`${SITE_URL}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  const html = await response.text();
  const policy = response.headers.get('content-security-policy') ?? '';
  const inlineNonces: (string | undefined)[] = [];
  for (const [, name, attributes = ''] of html.matchAll(/<(script|style)\b([^>]*)>/g)) {
    if (name === 'script' && /\bsrc=/.test(attributes)) continue;
    // Data blocks (structured data, the page's texts) are never run: a policy's nonce does not apply.
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    inlineNonces.push(/\bnonce="([^"]+)"/.exec(attributes)?.[1]);
  }
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    html,
    policyNonce: /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1],
    inlineNonces,
    timings: response.headers.get('server-timing') ?? '',
  };
}

function assertOwnNonce(answer: Answer): void {
  assert.ok(answer.policyNonce, 'the policy names a nonce');
  assert.ok(answer.inlineNonces.length > 0, 'the page has inline scripts and styles');
  for (const nonce of answer.inlineNonces) assert.equal(nonce, answer.policyNonce);
}

/** The adult "from" price the admission page shows. */
function adultPrice(html: string): string {
  const price = /data-testid="price-adult"[^>]*>([^<]+)</.exec(html)?.[1];
  assert.ok(price, 'the admission page shows an adult price');
  return price;
}

describe('the micro-cache of anonymous pages (issue 10 §2)', () => {
  it('answers /es/ from memory with a fresh nonce each time, matching the policy', async () => {
    const first = await get('/es/');
    const second = await get('/es/');
    assert.equal(second.cache, 'HIT');
    for (const answer of [first, second]) {
      assert.equal(answer.status, 200);
      assertOwnNonce(answer);
    }
    assert.notEqual(first.policyNonce, second.policyNonce);
    assert.ok(!second.html.includes(first.policyNonce ?? '-'), "no trace of the first answer's nonce");
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, '');
    assert.equal(withoutNonces(second.html), withoutNonces(first.html));
  });

  it('renders a new key once and answers the next request from memory', async () => {
    const path = `/en/?e2e=${randomUUID()}`;
    const first = await get(path);
    const second = await get(path);
    assert.deepEqual([first.cache, second.cache], ['MISS', 'HIT']);
    assertOwnNonce(second);
  });

  it('never answers a request with a cart or session cookie from memory', async () => {
    const { sessionId } = await createCartWithAdmission();
    for (const cookie of [
      `_shopping=${sessionId}`,
      `_currency=USD; _currency_id=1; _shopping=${sessionId}`,
    ]) {
      for (let i = 0; i < 2; i++) {
        const answer = await get('/es/', cookie);
        assert.equal(answer.cache, 'BYPASS', cookie);
        assert.match(answer.timings, /cart;desc="stored"/, 'the page load fetched the cart');
        assertOwnNonce(answer);
      }
    }
    for (const cookie of [
      'user_session=e2e',
      'id_session=e2e',
      'userInfo=e2e; user_session=e2e',
      'unknown=1',
    ]) {
      assert.equal((await get('/es/', cookie)).cache, 'BYPASS', cookie);
    }
  });

  it('serves real visitors: a visitor whose scripts wrote userInfo gets a page from memory (issue 16 §5)', async () => {
    const browser = await launchChromium();
    try {
      // The service worker would answer some navigations itself; this journey reads the site's answers.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const path of ['/en/', '/en/faqs/', '/en/hotels/']) {
        // A query of its own: the first visit renders this variant, whatever other journeys fetched.
        const url = `${SITE_URL}${path}?visit=${randomUUID()}`;
        const first = await gotoHydrated(page, url);
        assert.equal(first?.headers()['x-cache'], 'MISS', `${path}: the first visit renders`);
        // The authentication sequence runs after hydration and writes userInfo for the analytics.
        await page.waitForFunction(() => document.cookie.includes('userInfo='));
        const second = await page.goto(url);
        assert.ok(second);
        assert.match(
          (await second.request().allHeaders())['cookie'] ?? '',
          /userInfo=/,
          `${path}: the second visit carries the cookie its scripts wrote`,
        );
        assert.equal(second.headers()['x-cache'], 'HIT', `${path}: the second visit comes from memory`);
        assert.equal(second.status(), 200);
      }
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it('never keeps the personal pages', async () => {
    for (const path of ['/es/carrito/', '/es/busqueda/?q=cenote', '/en/carrito/payment-details/']) {
      assert.equal((await get(path)).cache, 'BYPASS', path);
      assert.equal((await get(path)).cache, 'BYPASS', path);
    }
  });

  it('keeps one page per currency: the currency cookies change the prices it answers with', async () => {
    const path = '/es/entrada-parque-sensoria/';
    const euros = '_currency=EUR; _currency_id=3';
    const dollars = '_currency=USD; _currency_id=1';
    // Twice each, so the second of each comes from memory.
    const answers = [
      await get(path, euros),
      await get(path, dollars),
      await get(path, euros),
      await get(path, dollars),
    ];
    const [eur1, usd1, eur2, usd2] = answers.map((answer) => adultPrice(answer.html));
    assert.deepEqual(
      answers.slice(2).map((answer) => answer.cache),
      ['HIT', 'HIT'],
    );
    assert.match(eur1 ?? '', /€$/);
    assert.match(usd1 ?? '', /^US\$|^\$/);
    assert.equal(eur2, eur1);
    assert.equal(usd2, usd1);
    for (const answer of answers) assertOwnNonce(answer);
  });
});
