/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatAmount, resolveCurrency } from '@parks/currency/core';
import { languageFromPath } from '@parks/i18n';
import { isMobileUserAgent, parseCookieHeader } from '@parks/site/core';
import { KEYED_COOKIES } from './cache-key';
import { htmlMicroCache, type HtmlMicroCacheOptions } from './html-micro-cache';

interface Rendered {
  status?: number;
  headers?: Record<string, string | string[]>;
  delayMs?: number;
}

/** An app shaped like park-site's: compression, a per-request nonce and policy, the cache, a renderer. */
async function serve(
  options: Partial<HtmlMicroCacheOptions> = {},
  render: (path: string) => Rendered = () => ({}),
) {
  let renders = 0;
  const app = express();
  app.use(compression({ threshold: 0 }));
  app.use((_request, response, next) => {
    const nonce = randomBytes(16).toString('base64');
    response.locals['nonce'] = nonce;
    response.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
    next();
  });
  const cache = htmlMicroCache({
    ttlMs: 10_000,
    maxBytes: 1024 * 1024,
    keyPolicy: {
      keyedCookies: KEYED_COOKIES,
      geoHeader: 'CloudFront-Viewer-Country',
      isMobile: isMobileUserAgent,
    },
    nonceOf: (response) => response.locals['nonce'] as string | undefined,
    ...options,
  });
  app.use(cache.handler);
  const renderer: RequestHandler = async (request, response) => {
    renders += 1;
    const nonce = response.locals['nonce'] as string;
    const spec = render(request.path);
    if (spec.delayMs) await new Promise((resolve) => setTimeout(resolve, spec.delayMs));
    response.status(spec.status ?? 200);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Server-Timing', `render;dur=${renders}`);
    for (const [name, value] of Object.entries(spec.headers ?? {})) response.setHeader(name, value);
    const cookies = request.get('cookie') ?? '';
    // Streamed in pieces, as React Router writes a document.
    response.write(`<html><head><style nonce="${nonce}"></style></head><body>`);
    response.write(Buffer.from(`<p>${request.originalUrl} ${cookies} render ${renders} · ñ</p>`));
    const { code } = resolveCurrency({
      language: languageFromPath(request.path),
      geoCountry: request.get('CloudFront-Viewer-Country') ?? null,
      cookies: parseCookieHeader(cookies),
    });
    response.write(`<p>desde ${formatAmount(75.65, code)}</p>`);
    response.end(`<script nonce="${nonce}">1</script></body></html>`);
  };
  app.get('/{*splat}', renderer);
  app.head('/{*splat}', renderer);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { origin, cache, renders: () => renders };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const body = await response.text();
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const bodyNonces = [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
  return { response, body, policyNonce, bodyNonces, cache: response.headers.get('x-cache') };
}

describe('htmlMicroCache', () => {
  it('renders once, then answers from memory with a fresh nonce that matches the policy', async () => {
    const site = await serve();
    const first = await get(`${site.origin}/es/`);
    const second = await get(`${site.origin}/es/`);
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(site.renders()).toBe(1);
    expect(second.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''));
    for (const answer of [first, second]) {
      expect(answer.bodyNonces).toEqual([answer.policyNonce, answer.policyNonce]);
    }
    expect(second.policyNonce).not.toBe(first.policyNonce);
    expect(second.body).not.toContain(first.policyNonce);
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // One render's timings are not replayed.
    expect(second.response.headers.get('server-timing')).toBeNull();
  });

  it('serves compressed hits when asked to', async () => {
    const site = await serve();
    await get(`${site.origin}/es/`);
    const hit = await get(`${site.origin}/es/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(hit.cache).toBe('HIT');
    expect(hit.response.headers.get('content-encoding')).toBe('gzip');
    expect(hit.body).toContain('render 1 · ñ');
  });

  it('coalesces concurrent misses for one key into one render, each answer with its own nonce', async () => {
    const site = await serve({}, () => ({ delayMs: 150 }));
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(`${site.origin}/en/`)));
    expect(site.renders()).toBe(1);
    expect(answers.map((answer) => answer.cache).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    expect(new Set(answers.map((answer) => answer.policyNonce)).size).toBe(5);
    for (const answer of answers) expect(answer.bodyNonces).toEqual([answer.policyNonce, answer.policyNonce]);
  });

  it('lets waiters render for themselves when the answer may not be kept', async () => {
    const site = await serve({}, () => ({ delayMs: 100, headers: { 'Cache-Control': 'private, no-store' } }));
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(`${site.origin}/en/`)));
    expect(site.renders()).toBe(3);
    expect(answers.every((answer) => answer.bodyNonces.every((nonce) => nonce === answer.policyNonce))).toBe(
      true,
    );
  });

  it.each([
    ['a 404', { status: 404 }],
    ['an answer that sets a cookie', { headers: { 'Set-Cookie': '_currency=USD; Path=/' } }],
    ['a no-store answer', { headers: { 'Cache-Control': 'private, no-store' } }],
    ['a non-HTML answer', { headers: { 'Content-Type': 'application/json' } }],
  ])('never keeps %s', async (_name, rendered: Rendered) => {
    const site = await serve({}, () => rendered);
    await get(`${site.origin}/en/hotels/`);
    const again = await get(`${site.origin}/en/hotels/`);
    expect(again.cache).toBe('MISS');
    expect(site.renders()).toBe(2);
  });

  it('bypasses personal pages and requests with a cart or session cookie', async () => {
    const site = await serve();
    for (const [path, cookie] of [
      ['/es/carrito/', ''],
      ['/es/busqueda/?q=x', ''],
      ['/es/', '_shopping=abc'],
      ['/es/', '_currency=USD; user_session=s'],
    ] as const) {
      const first = await get(`${site.origin}${path}`, { headers: cookie ? { cookie } : {} });
      const second = await get(`${site.origin}${path}`, { headers: cookie ? { cookie } : {} });
      expect([first.cache, second.cache]).toEqual(['BYPASS', 'BYPASS']);
    }
    expect(site.renders()).toBe(8);
  });

  it('keeps one page per currency', async () => {
    const site = await serve();
    const usd = { cookie: '_currency=USD; _currency_id=2' };
    await get(`${site.origin}/es/`);
    const dollars = await get(`${site.origin}/es/`, { headers: usd });
    const dollarsAgain = await get(`${site.origin}/es/`, { headers: usd });
    expect(dollars.cache).toBe('MISS');
    expect(dollars.body).toContain('_currency=USD');
    expect(dollarsAgain.cache).toBe('HIT');
    expect(dollarsAgain.body).toContain('_currency=USD');
    expect(site.renders()).toBe(2);
  });

  it('never shows one visitor the prices of another visitor currency (issue 18 §1)', async () => {
    // The page text prices the admission in the currency the page load resolves for the request
    // (language, CDN country, currency cookies), as the content route does.
    const site = await serve({}, () => ({}));
    const pricePage = async (headers: Record<string, string>) => {
      const { body, cache } = await get(`${site.origin}/es/`, { headers });
      return { cache, price: /desde ([^<]+)</.exec(body)?.[1] };
    };
    const visitors: [string, Record<string, string>][] = [
      ['MXN', {}],
      ['EUR', { cookie: '_currency=EUR; _currency_id=3' }],
      ['USD', { 'CloudFront-Viewer-Country': 'US' }],
      ['JPY', { cookie: '_currency=JPY; _currency_id=16' }],
      ['EUR', { 'CloudFront-Viewer-Country': 'ES' }],
    ];
    const expected = (code: string) => formatAmount(75.65, code);
    for (const round of ['MISS', 'HIT']) {
      for (const [code, headers] of round === 'MISS' ? visitors : [...visitors].reverse()) {
        expect({ code, ...(await pricePage(headers)) }).toEqual({
          code,
          cache: round,
          price: expected(code),
        });
      }
    }
  });

  it('answers HEAD from a kept page, without a body', async () => {
    const site = await serve();
    const miss = await get(`${site.origin}/es/`, { method: 'HEAD' });
    expect(miss.cache).toBe('MISS');
    const page = await get(`${site.origin}/es/`);
    const head = await get(`${site.origin}/es/`, { method: 'HEAD' });
    expect(head.cache).toBe('HIT');
    expect(head.body).toBe('');
    expect(Number(head.response.headers.get('content-length'))).toBe(Buffer.byteLength(page.body));
    expect(site.renders()).toBe(2);
  });

  it('forgets a page after its time to live', async () => {
    let now = 0;
    const site = await serve({ ttlMs: 1_000, now: () => now });
    await get(`${site.origin}/es/`);
    now = 999;
    expect((await get(`${site.origin}/es/`)).cache).toBe('HIT');
    now = 1_000;
    expect((await get(`${site.origin}/es/`)).cache).toBe('MISS');
    expect(site.renders()).toBe(2);
  });

  it('keeps no more bytes than allowed', async () => {
    const site = await serve({ maxBytes: 1_500 });
    for (const path of ['/es/', '/en/', '/en/hotels/']) await get(`${site.origin}${path}`);
    expect(site.cache.stats().bytes).toBeLessThanOrEqual(1_500);
    expect(site.cache.stats().entries).toBeLessThan(3);
  });

  it('replays the headers the renderer set, with the new nonce, and not those set before it', async () => {
    const site = await serve({}, () => ({ headers: { 'X-Page': 'content', Link: '</a.js>; rel=preload' } }));
    await get(`${site.origin}/es/`);
    const hit = await get(`${site.origin}/es/`);
    expect(hit.response.headers.get('x-page')).toBe('content');
    expect(hit.response.headers.get('link')).toBe('</a.js>; rel=preload');
  });

  it('is off with a zero time to live', async () => {
    const site = await serve({ ttlMs: 0 });
    const first = await get(`${site.origin}/es/`);
    await get(`${site.origin}/es/`);
    expect(first.cache).toBeNull();
    expect(site.renders()).toBe(2);
  });
});
