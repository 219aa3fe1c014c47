/**
 * @jest-environment node
 */
// Issue 16 step 7: the document entry.server sends holds React Router's scripts until the first paint.
// React Router ships as ES modules that Jest cannot load here (`import.meta`), so the document is rendered
// by React with the elements React Router 8.4's `<Scripts>` creates, props in its order (its
// lib/dom/ssr/components.js); the end-to-end suite (initial-js.e2e) checks the built site's real pages.
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import {
  HELD_MODULE_TYPE,
  holdScriptsUntilPainted,
  startAfterFirstPaint,
} from './scripts-after-paint.server';

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q=';
const PRELOADED = [
  '/assets/entry.client-A1.js',
  '/assets/react-B2.js',
  '/assets/root-D4.js',
  '/assets/booking-widget-E5.js',
];
const ROUTER_MODULE = `;
import * as route0 from "/assets/root-D4.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-A1.js");`;

/** What `<Scripts nonce>` renders before hydration: preload links (hoisted into <head>), two scripts. */
function RouterScripts({ nonce }: { nonce: string }) {
  return (
    <>
      {PRELOADED.map((href) => (
        <link
          key={href}
          rel="modulepreload"
          href={href}
          crossOrigin={undefined}
          integrity={undefined}
          nonce={nonce}
          suppressHydrationWarning
        />
      ))}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: 'window.__reactRouterContext = {};' }}
        type={undefined}
      />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: ROUTER_MODULE }}
        type="module"
        async
      />
    </>
  );
}

/** The shell as root.tsx's Layout writes it, with or without scripts, through entry.server's transform. */
function renderDocument(withScripts: boolean): string {
  const html = renderToString(
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <link rel="stylesheet" href="/theme.css" />
      </head>
      <body>
        <h1>Parque Sensoria</h1>
        {withScripts && <RouterScripts nonce={NONCE} />}
      </body>
    </html>,
  );
  return holdScriptsUntilPainted(Buffer.from(html, 'utf8'), NONCE).toString('utf8');
}

describe("the page's scripts wait for its first paint (issue 16 step 7)", () => {
  it('writes no modulepreload link: their hrefs go, in order, to the held router script', () => {
    const html = renderDocument(true);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    const attributes = new RegExp(`<script([^>]*type="${HELD_MODULE_TYPE}"[^>]*)>`).exec(html)?.[1] ?? '';
    expect(attributes).toContain(`nonce="${NONCE}"`);
    expect(attributes).not.toMatch(/type="module"|async/);
    expect(/data-modulepreload="([^"]*)"/.exec(attributes)?.[1]?.split(' ')).toEqual(PRELOADED);
  });

  it('leaves no script the browser runs at once that imports a module', () => {
    const html = renderDocument(true);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(3);
    for (const [, attributes = '', body = ''] of scripts) {
      if (attributes.includes(HELD_MODULE_TYPE)) expect(body).toBe(ROUTER_MODULE);
      else {
        expect(attributes).toBe(` nonce="${NONCE}"`);
        expect(body).not.toMatch(/\bimport\b|<link/);
      }
    }
  });

  it('starts them from an inline script with the request nonce, first in <head> (before the stylesheet)', () => {
    const html = renderDocument(true);
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><script nonce="${NONCE}">${startAfterFirstPaint}</script><link rel="stylesheet"`,
    );
    // The held script follows, unchanged but for its type and the preload list.
    expect(html.indexOf(startAfterFirstPaint)).toBeLessThan(html.indexOf(HELD_MODULE_TYPE));
  });

  it('leaves a page without scripts as React wrote it', () => {
    const html = renderToString(
      <html lang="es">
        <head />
        <body>
          <p>Sin scripts</p>
        </body>
      </html>,
    );
    const bytes = Buffer.from(html, 'utf8');
    expect(holdScriptsUntilPainted(bytes, NONCE)).toBe(bytes);
    expect(renderDocument(false)).not.toContain('<script');
  });
});
