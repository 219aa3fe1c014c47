import type { Request, RequestHandler, Response } from 'express';
import { ByteLruCache } from './byte-lru-cache';
import { cacheDecision, type CacheKeyPolicy } from './cache-key';
import type { HtmlCacheConfig } from './html-cache-config';
import { bodyTemplate, fillBody, fillText, textTemplate, type NonceTemplate } from './nonce-template';
import { SingleFlight } from './single-flight';
import { isStorableResponse } from './storable-response';

/**
 * A micro-cache of the HTML of anonymous pages (issue 10 §2, decision 009): what a CDN in front of
 * the site would do, inside park-site's Express server. Mounted just before the React Router handler:
 *
 * - a request the key policy refuses (personal page, unknown cookie…) goes on untouched (`BYPASS`);
 * - a live entry answers at once (`HIT`), with the nonce `securityHeaders` drew for this request put
 *   wherever the stored page had its own (see nonce-template.ts), so every answer has a fresh nonce
 *   matching its Content-Security-Policy header;
 * - otherwise one request renders (`MISS`) while concurrent requests for the same key wait for it and
 *   are answered from its result; if that result may not be kept, each renders for itself.
 *
 * Only headers the renderer set are kept: those of earlier middleware (the security headers, the
 * policy with its nonce) are set afresh for every request. `Server-Timing` describes one render and
 * is not replayed. Entries live `ttlMs` and the whole cache is bounded by `maxBytes` (LRU).
 */
export interface HtmlMicroCacheOptions extends HtmlCacheConfig {
  keyPolicy: CacheKeyPolicy;
  /** The Content-Security-Policy nonce drawn for this response (`securityHeaders`). */
  nonceOf(response: Response): string | undefined;
  /** The clock (milliseconds). @default Date.now */
  now?: () => number;
  /**
   * How long a request waits for the same page's render already under way before it renders for itself.
   * @default 5000
   */
  maxCollapseWaitMs?: number;
}

export const CACHE_STATUS_HEADER = 'X-Cache';

/** A kept page: its body and renderer-set headers as templates around the nonce it was rendered with. */
interface CachedPage {
  body: NonceTemplate;
  headers: [name: string, values: (readonly string[])[]][];
}

// Headers of one transfer or one render, or set by this middleware: never replayed.
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'server-timing',
  'set-cookie',
  CACHE_STATUS_HEADER.toLowerCase(),
]);

// Roughly what an entry costs besides its body and header text (the objects, the key, the map slot).
const ENTRY_OVERHEAD_BYTES = 512;

export interface HtmlMicroCache {
  handler: RequestHandler;
  /** Drops every kept page. */
  clear(): void;
  stats(): {
    entries: number;
    bytes: number;
    hits: number;
    misses: number;
    bypasses: number;
    collapsed: number;
  };
}

export function htmlMicroCache(options: HtmlMicroCacheOptions): HtmlMicroCache {
  const pages = new ByteLruCache<CachedPage>({
    maxBytes: options.maxBytes,
    ttlMs: options.ttlMs,
    now: options.now,
  });
  const flights = new SingleFlight<CachedPage | undefined>();
  const counts = { hits: 0, misses: 0, bypasses: 0, collapsed: 0 };

  const handler: RequestHandler = async (request, response, next) => {
    if (options.ttlMs <= 0) return next();
    const decision = cacheDecision(
      { method: request.method, url: request.originalUrl, header: (name) => request.get(name) },
      options.keyPolicy,
    );
    const nonce = options.nonceOf(response);
    if (!decision.cacheable || !nonce) {
      counts.bypasses += 1;
      response.setHeader(CACHE_STATUS_HEADER, 'BYPASS');
      return next();
    }
    const kept = pages.get(decision.key);
    if (kept) {
      counts.hits += 1;
      return answer(request, response, kept, nonce, 'HIT');
    }
    counts.misses += 1;
    response.setHeader(CACHE_STATUS_HEADER, 'MISS');
    // A HEAD answer has no body to keep: it renders for itself and may be answered from a GET's entry.
    if (request.method === 'HEAD') return next();
    const flight = await flights.run(
      decision.key,
      () => renderAndKeep(response, next, nonce, options.maxBytes),
      options.maxCollapseWaitMs ?? 5000,
    );
    if (flight.led) {
      if (flight.value) pages.set(decision.key, flight.value, weight(flight.value, decision.key));
      return;
    }
    if (flight.value) {
      counts.collapsed += 1;
      return answer(request, response, flight.value, nonce, 'HIT');
    }
    return next();
  };

  return {
    handler,
    clear: () => pages.clear(),
    stats: () => ({ entries: pages.size, bytes: pages.bytes, ...counts }),
  };
}

/** Answers from a kept page with this response's nonce. */
function answer(request: Request, response: Response, page: CachedPage, nonce: string, status: string): void {
  if (response.headersSent || response.destroyed) return;
  response.status(200);
  for (const [name, values] of page.headers) {
    const filled = values.map((value) => fillText(value, nonce));
    response.setHeader(name, filled.length === 1 ? (filled[0] ?? '') : filled);
  }
  const body = fillBody(page.body, nonce);
  response.setHeader('Content-Length', body.length);
  response.setHeader(CACHE_STATUS_HEADER, status);
  if (request.method === 'HEAD') response.end();
  else response.end(body);
}

/**
 * Lets the rest of the chain render while copying what it writes; resolves with the page to keep once
 * the answer has gone out whole, or undefined when it may not be kept (or was cut short).
 */
function renderAndKeep(
  response: Response,
  next: () => void,
  nonce: string,
  maxBytes: number,
): Promise<CachedPage | undefined> {
  return new Promise((resolve) => {
    const setBefore = new Set(response.getHeaderNames());
    const chunks: Buffer[] = [];
    let size = 0;
    const copy = (chunk: unknown, encoding: unknown) => {
      if (size > maxBytes || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : undefined;
      if (!bytes) return;
      size += bytes.length;
      if (size <= maxBytes) chunks.push(bytes);
    };
    const write = response.write;
    const end = response.end;
    response.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      copy(chunk, rest[0]);
      return Reflect.apply(write, this, [chunk, ...rest]) as boolean;
    } as Response['write'];
    response.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      copy(chunk, rest[0]);
      return Reflect.apply(end, this, [chunk, ...rest]) as Response;
    } as Response['end'];

    response.once('finish', () => {
      if (
        size > maxBytes ||
        !isStorableResponse({ status: response.statusCode, header: (name) => response.getHeader(name) })
      ) {
        resolve(undefined);
        return;
      }
      const headers: CachedPage['headers'] = [];
      for (const name of response.getHeaderNames()) {
        if (setBefore.has(name) || NOT_REPLAYED.has(name)) continue;
        const value = response.getHeader(name);
        if (value === undefined) continue;
        const values = Array.isArray(value) ? value.map(String) : [String(value)];
        headers.push([name, values.map((one) => textTemplate(one, nonce))]);
      }
      resolve({ body: bodyTemplate(Buffer.concat(chunks), nonce), headers });
    });
    // Closed before the whole answer went out (the client left, the render failed): keep nothing.
    response.once('close', () => resolve(undefined));
    next();
  });
}

function weight(page: CachedPage, key: string): number {
  let bytes = ENTRY_OVERHEAD_BYTES + key.length;
  for (const part of page.body.parts) bytes += part.length;
  for (const [name, values] of page.headers) {
    bytes += name.length;
    for (const value of values) for (const piece of value) bytes += piece.length;
  }
  return bytes;
}
