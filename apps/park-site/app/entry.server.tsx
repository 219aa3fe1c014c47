import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { CspNonce, cspNonceContext } from './csp-nonce';
import { DocumentTexts } from './i18n/document-texts';
import { documentTextsContext } from './i18n/document-texts-context';
import { documentTextsScript, withDocumentTexts } from './i18n/document-texts.server';
import { serverPageI18n } from './i18n/page-i18n.server';
import { IslandHtmlContext } from './layout/island-html';
import { createIslandHtmlRequest } from './layout/island-html.server';
import { boundaryErrorLogLine } from './layout/render-error-report';
import { holdScriptsUntilPainted } from './layout/scripts-after-paint.server';
import { rendersWithoutScripts } from './offline/no-scripts';

/** How long a render may take before it is aborted and the error page streamed instead. */
export const streamTimeout = 5_000;

/**
 * Renders the whole document, then inlines the critical Chakra (Emotion) styles into <head>: the
 * browser paints styled HTML at once and the client cache adopts those style tags, so hydration
 * matches the server markup exactly. The page's texts go last in <body> as a data block the browser reads
 * before hydrating, not in the loader data (i18n/document-texts.ts). The page's scripts are held until its
 * first paint: no modulepreload links in the HTML, and the router's module script started once the page
 * has painted (`holdScriptsUntilPainted`, issue 16 step 7).
 *
 * The request's CSP nonce (drawn by the Express server) goes on every inline script React Router writes
 * (`<ServerRouter nonce>`: the context, route modules and streamed loader data), on the shell's
 * `<Scripts>` and `<ScrollRestoration>` (through `CspNonce`), on Emotion's style tags (the cache's
 * nonce), and on the script that starts the page's JavaScript after its first paint, which hands it on to
 * the elements it adds.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
  // The layout's islands' HTML reused for the same input (island-html.server.ts); off for a render again.
  islandHtml = createIslandHtmlRequest(request.url),
): Promise<Response> {
  const nonce = loadContext.get(cspNonceContext);
  // The page's texts, when the root loader left them to the document (i18n/document-texts.ts): the render
  // reads them and their shared i18next instance from here, and a page with scripts carries them as a data
  // block for the browser.
  const left = loadContext.get(documentTextsContext);
  const texts = left && { texts: left.texts, i18n: serverPageI18n(left.language, left.texts) };
  const textsScript =
    left && !rendersWithoutScripts(routeMatches(routerContext)) ? documentTextsScript(left.texts) : null;
  const cache = createCache({ key: 'css', nonce });
  const emotionServer = createEmotionServer(cache);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <CacheProvider value={cache}>
          <IslandHtmlContext.Provider value={islandHtml}>
            <DocumentTexts.Provider value={texts}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </DocumentTexts.Provider>
          </IslandHtmlContext.Provider>
        </CacheProvider>
      </CspNonce.Provider>,
      {
        nonce,
        // The document is sent whole (onAllReady), so every boundary is written in place: React would
        // otherwise move a large one that suspended (an island's content, e.g. the payment details of a
        // cart with lines, issue 16 step 2) to a hidden segment only an inline script reveals, and a
        // browser without scripts would never show it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const sink = new PassThrough();
          const chunks: Buffer[] = [];
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            const bytes = Buffer.concat(chunks);
            let html: string | undefined;
            const text = () => (html ??= bytes.toString('utf8'));
            const islands = islandHtml.finish(text, cache);
            if (!islands) {
              // A kept island's HTML landed where its React ids don't fit: the document again, all live.
              const again = createIslandHtmlRequest(request.url, { enabled: false });
              resolve(handleRequest(request, status, responseHeaders, routerContext, loadContext, again));
              return;
            }
            // Known without reading the document when its only rules are its reused islands'.
            const critical = islands.criticalStyles ?? emotionServer.extractCriticalToChunks(text());
            const styles = emotionServer.constructStyleTagsFromChunks({ html: '', ...critical });
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            const styled = withStyles(bytes, styles);
            const page = holdScriptsUntilPainted(
              textsScript ? withDocumentTexts(styled, textsScript) : styled,
              nonce,
            );
            resolve(new Response(page, { status, headers: responseHeaders }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(boundaryErrorLogLine(error, request.url));
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The matched routes' handles, as `rendersWithoutScripts` reads them. */
function routeMatches({ staticHandlerContext }: EntryContext): { handle: unknown }[] {
  return staticHandlerContext.matches.map((match) => ({ handle: match.route.handle }));
}

const EMOTION_INSERTION_POINT = Buffer.from('<meta name="emotion-insertion-point" content=""/>');

/**
 * The rendered bytes with the style tags in place of the insertion point's `<meta>`, spliced as bytes:
 * a `Response` made from the document as a string checks it for lone surrogates and encodes all of it
 * again (~1.5 % of an uncached render, issue 16). React writes well-formed UTF-8, so the bytes are those
 * of the string's `replace`.
 */
function withStyles(bytes: Buffer<ArrayBuffer>, styles: string): Buffer<ArrayBuffer> {
  const at = bytes.indexOf(EMOTION_INSERTION_POINT);
  if (at < 0) return bytes;
  return Buffer.concat([
    bytes.subarray(0, at),
    Buffer.from(styles, 'utf8'),
    bytes.subarray(at + EMOTION_INSERTION_POINT.length),
  ]);
}
