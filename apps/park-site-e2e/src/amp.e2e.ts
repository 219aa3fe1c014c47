import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// node --test runs this file as plain TypeScript: the rules file has no runtime imports.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { AMP_CUSTOM_CSS_MAX_BYTES, ampRuleViolations } from '../../park-site/app/amp/amp-rules.ts';
import { SITE_URL } from './browser.ts';

/** SPEC §2 'AMP variants', with their canonical pages. Plain HTTP: the AMP runtime is never loaded. */
const AMP_PAGES = [
  { amp: '/es/amp/', canonical: '/es/' },
  { amp: '/es/amp/galeria/', canonical: '/es/galeria/' },
  { amp: '/es/amp/promociones-sensoria/', canonical: '/es/promociones-sensoria/' },
  { amp: '/es/amp/acerca-de-sensoria/', canonical: '/es/acerca-de-sensoria/' },
];

async function get(path: string): Promise<{ status: number; type: string; html: string }> {
  const response = await fetch(`${SITE_URL}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    html: await response.text(),
  };
}

const attribute = (tag: string | undefined, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag ?? '')?.[1];

describe('the AMP pages (SPEC §2 AMP variants)', () => {
  for (const { amp, canonical } of AMP_PAGES) {
    it(`${amp} answers 200 with a valid AMP document`, async () => {
      const { status, type, html } = await get(amp);
      assert.equal(status, 200);
      assert.match(type, /^text\/html/);
      assert.match(html, /^<!doctype html>\s*<html ⚡ lang="es">/i);
      assert.deepEqual(ampRuleViolations(html), []);
      const css = /<style amp-custom>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      assert.ok(css.length > 0 && Buffer.byteLength(css) <= AMP_CUSTOM_CSS_MAX_BYTES);
      // Not a React Router page: no client bundle, no hydration data.
      assert.doesNotMatch(html, /\/assets\/|__reactRouter/);
    });

    it(`${amp} and ${canonical} link each other`, async () => {
      const ampPage = await get(amp);
      const canonicalTag = /<link rel="canonical"[^>]*>/.exec(ampPage.html)?.[0];
      // The canonical URL is absolute, on the site's public origin (SITE_ORIGIN), and names the page.
      assert.equal(
        new URL(attribute(canonicalTag, 'href') ?? '').pathname,
        canonical,
        `canonical ${canonicalTag}`,
      );
      const canonicalPage = await get(canonical);
      assert.equal(canonicalPage.status, 200);
      const amphtmlTag = /<link rel="amphtml"[^>]*>/.exec(canonicalPage.html)?.[0];
      assert.equal(new URL(attribute(amphtmlTag, 'href') ?? '').pathname, amp, `amphtml ${amphtmlTag}`);
    });

    it(`${amp} has the mobile navigation with the AMP about page`, async () => {
      const { html } = await get(amp);
      const nav = /<nav aria-label="[^"]+">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      assert.match(nav, /<a href="\/es\/amp\/acerca-de-sensoria\/"/);
      assert.match(nav, new RegExp(`<a href="${amp}" aria-current="page">`));
    });
  }

  it('answers an AMP path without an AMP page with the 404 page', async () => {
    const { status } = await get('/es/amp/preguntas-frecuentes/');
    assert.equal(status, 404);
  });

  it('gives no amphtml link to a page without an AMP variant', async () => {
    const { html } = await get('/es/preguntas-frecuentes/');
    assert.doesNotMatch(html, /rel="amphtml"/);
  });
});
