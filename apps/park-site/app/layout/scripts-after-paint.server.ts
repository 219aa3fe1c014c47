/**
 * The page's JavaScript starts after its first paint (issue 16 step 7).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every module the first render
 * needs (React hoists them into `<head>`: 40 on a content page, 68 on the admission page) and an inline
 * `<script type="module" async>` that imports the route modules and then the entry. Lighthouse's simulation
 * counts every high-priority script request that finished before the observed first paint as
 * render-blocking, so its first paint (and the LCP, painted with it) waited for 200–320 KB of JavaScript
 * that nothing on screen needs (docs/benchmarks/park-site.md, "Why the Lighthouse figures miss", item 1);
 * on a real phone the same requests compete with the stylesheet and the hero image for the connection.
 *
 * `<Scripts>` has no option for this (React Router 8.4: its props go onto the script tags only), so the
 * rendered document is rewritten here, after React has written it:
 * - the modulepreload links go; their hrefs move to the router's script, as `data-modulepreload`;
 * - the router's module script becomes a data block (`type="text/x-module-after-paint"`), which the browser
 *   neither fetches nor runs;
 * - a small inline script right after it (with the request's nonce) waits for the first contentful paint,
 *   then adds the same modulepreload links to `<head>` (so the modules still download in parallel, not one
 *   import level at a time) and runs the router's code as a module script carrying the nonce.
 *
 * Hydration then starts as before, one paint later. React adopts those links when `<Scripts>` hydrates
 * (it matches hoisted links by `href` and `rel`), and the starter and the module script are extra
 * elements in `<body>`, which React leaves alone. A page without scripts (`handle.scripts === false`) has
 * neither, and is returned unchanged.
 */

/** The type the router's module script is given until the page has painted: a data block. */
export const HELD_MODULE_TYPE = 'text/x-module-after-paint';

/**
 * Runs in the browser, right after the held script. Waits for the first contentful paint (the paint
 * timing entry is reported once the frame is presented, so no request it starts can end before that paint),
 * or starts at once when there is no paint to wait for (a page loaded in the background); a second after
 * `load`, it starts anyway. Browsers without paint timing wait for the next frame.
 */
export const startAfterFirstPaint = `(() => {
  const nonce = document.currentScript.nonce;
  const held = document.currentScript.previousElementSibling;
  let started = false;
  const start = () => {
    if (started || held?.type !== '${HELD_MODULE_TYPE}' || !held.isConnected) return;
    started = true;
    for (const href of (held.getAttribute('data-modulepreload') || '').split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.setAttribute('rel', 'modulepreload');
      link.setAttribute('href', href);
      link.nonce = nonce;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = held.textContent;
    document.body.append(script);
  };
  const soon = () => setTimeout(start, 0);
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start());
  addEventListener('load', () => setTimeout(start, 1000));
  if ((self.PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      soon();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(soon);
})();`.replace(/\n\s*/g, ''); // one line: every statement above ends with ; or a brace

const MODULEPRELOAD_LINK = Buffer.from('<link rel="modulepreload" href="');
const LINK_END = Buffer.from('/>');
const HEAD_END = Buffer.from('</head>');
const SCRIPT_START = Buffer.from('<script');
/** How React writes `<Scripts>`' module script's attributes after its props (`nonce`). */
const ROUTER_MODULE_ATTRIBUTES = Buffer.from(' type="module" async="">');
const SCRIPT_END = Buffer.from('</script>');

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The document with React Router's scripts held until the first paint (see above); `bytes` itself when it
 * has no router module script (a page without scripts).
 */
export function holdScriptsUntilPainted(
  bytes: Buffer<ArrayBuffer>,
  nonce: string | undefined,
): Buffer<ArrayBuffer> {
  const headEnd = bytes.indexOf(HEAD_END);
  if (headEnd < 0) return bytes;
  const moduleAttributes = bytes.indexOf(ROUTER_MODULE_ATTRIBUTES, headEnd);
  if (moduleAttributes < 0) return bytes;
  const tagStart = bytes.lastIndexOf(SCRIPT_START, moduleAttributes);
  // The attributes must be the tag's own (nothing closes the tag between its start and them).
  if (tagStart < headEnd || bytes.subarray(tagStart, moduleAttributes).includes('>')) return bytes;
  const scriptEnd = bytes.indexOf(SCRIPT_END, moduleAttributes);
  if (scriptEnd < 0) return bytes;

  const pieces: Buffer[] = [];
  const hrefs: string[] = [];
  let from = 0;
  for (let at = bytes.indexOf(MODULEPRELOAD_LINK); at >= 0 && at < headEnd;) {
    const hrefStart = at + MODULEPRELOAD_LINK.length;
    const linkEnd = bytes.indexOf(LINK_END, hrefStart);
    if (linkEnd < 0) break;
    const end = linkEnd + LINK_END.length;
    hrefs.push(bytes.toString('utf8', hrefStart, bytes.indexOf('"', hrefStart)));
    pieces.push(bytes.subarray(from, at));
    from = end;
    at = bytes.indexOf(MODULEPRELOAD_LINK, end);
  }
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  pieces.push(
    bytes.subarray(from, moduleAttributes),
    Buffer.from(
      ` type="${HELD_MODULE_TYPE}" data-modulepreload="${escapeAttribute(hrefs.join(' '))}">`,
      'utf8',
    ),
    bytes.subarray(moduleAttributes + ROUTER_MODULE_ATTRIBUTES.length, scriptEnd + SCRIPT_END.length),
    Buffer.from(`<script${nonceAttribute}>${startAfterFirstPaint}</script>`, 'utf8'),
    bytes.subarray(scriptEnd + SCRIPT_END.length),
  );
  return Buffer.concat(pieces);
}
