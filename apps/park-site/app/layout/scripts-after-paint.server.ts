import { replayFieldsChanged } from './replay-fields';

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
 * - a small inline script first in `<head>` (with the request's nonce) waits for the first contentful
 *   paint (or the visitor's first press), then adds the same modulepreload links to `<head>` (so the
 *   modules still download in parallel, not one import level at a time; a few per task, see
 *   `PRELOADS_PER_TASK`) and runs the router's code as a module script carrying the nonce. Until the page
 *   has hydrated it holds a press React would miss.
 *
 * Hydration then starts as before, one paint later. React adopts those links when `<Scripts>` hydrates
 * (it matches hoisted links by `href` and `rel`), and the starter and the module script are extra
 * elements React 19 skips while hydrating `<head>` and `<body>` (as it does a third-party script's). A page
 * without scripts (`handle.scripts === false`) has neither, and is returned unchanged.
 */

/** The type the router's module script is given until the page has painted: a data block. */
export const HELD_MODULE_TYPE = 'text/x-module-after-paint';

/**
 * Runs in the browser, from the top of `<head>` (before the stylesheet, so nothing waits for it). Starts
 * the held router script once the first contentful paint is reported (the paint timing entry is reported
 * once the frame is presented, so no request it starts can end before that paint), or at once when there
 * is no paint to wait for (a page loaded in the background); a second after `load`, it starts anyway.
 * Browsers without paint timing wait for the next frame. The held script may not be parsed yet: then it
 * starts at `DOMContentLoaded`.
 *
 * Presses before hydration are not lost (root.tsx marks `<html data-hydrated>` once the page has
 * hydrated; until then nothing of React listens):
 * - the visitor's first pointerdown, keydown, focusin or touchstart starts the scripts at once;
 * - what was typed, picked or ticked in the page's fields (outside islands, which replay their own) is told
 *   to React as the page hydrates (replay-fields.ts): a sign-in form keeps the e-mail typed while the
 *   scripts loaded, and sends it;
 * - a submit, or a click on a button that is not a form's submit button, is held (its default prevented)
 *   and made again once the page has hydrated, in a task after the fields' replay, whose state updates
 *   must be in first (`requestSubmit` with its submitter, `click()`): React's
 *   handlers run, and an island not yet hydrated holds it in turn (island.tsx). A press another early
 *   listener already handled (`defaultPrevented`, the e-ticket print button) is left alone. Should the
 *   scripts fail to load, a held submit is sent as plain HTML;
 * - links keep their native navigation; the language switch (a link with another `hreflang`) writes
 *   `langRedirect=1` as page-chrome.tsx does once hydrated (SPEC §4 'Cookie writes').
 * With scripts off, none of this runs and the page is plain HTML: forms post, links navigate.
 */
/**
 * How many modulepreload links the starter adds per task. Each costs Chromium 2.5–5.5 ms under Lighthouse's
 * 4× CPU throttling (measured: 40 links in one task took 50–220 ms, the page's largest task after its first
 * paint; a DocumentFragment does not make it cheaper), so they go in tasks of a few, each well under 50 ms;
 * the first few (the entry and the route modules, listed first) go with the module script.
 */
export const PRELOADS_PER_TASK = 6;

/** Where the starter's source takes replay-fields.ts's function (it keeps its own lines: see there). */
const REPLAY_FIELDS = '/*replay-fields*/';

export const startAfterFirstPaint = `(() => {
  const d = document;
  const root = d.documentElement;
  const nonce = d.currentScript.nonce;
  let started = 0;
  let wanted = 0;
  let failed = 0;
  let pending = null;
  const ready = () => failed || root.hasAttribute('data-hydrated');
  const replay = () => {
    const p = pending;
    pending = null;
    if (!p) return;
    if (p.form) {
      if (p.form.isConnected) p.form.requestSubmit(p.by && p.by.form === p.form ? p.by : null);
    } else if (!failed && p.isConnected) p.click();
  };
  const start = () => {
    wanted = 1;
    const held = d.querySelector('script[type="${HELD_MODULE_TYPE}"]');
    if (started || !held) return;
    started = 1;
    const hrefs = (held.getAttribute('data-modulepreload') || '').split(' ').filter(Boolean);
    const preload = () => {
      for (const href of hrefs.splice(0, ${PRELOADS_PER_TASK})) {
        const link = d.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        link.nonce = nonce;
        d.head.append(link);
      }
      if (hrefs.length) setTimeout(preload, 0);
    };
    preload();
    const script = d.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = held.textContent;
    script.onerror = () => {
      failed = 1;
      replay();
    };
    d.body.append(script);
  };
  const soon = () => setTimeout(start, 0);
  d.addEventListener('DOMContentLoaded', () => wanted && start());
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'])
    d.addEventListener(type, start, { capture: true, passive: true });
  addEventListener('click', (e) => {
    const t = e.target;
    if (ready() || e.defaultPrevented || !t.closest) return;
    const a = t.closest('a[hreflang]');
    if (a && a.hreflang.split('-')[0] !== root.lang.split('-')[0])
      d.cookie = 'langRedirect=1; Path=/; Max-Age=604800; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
    const b = t.closest('button, [role="button"]');
    if (!b || b.disabled || (b.type === 'submit' && b.form)) return;
    e.preventDefault();
    pending = b;
    start();
  });
  addEventListener('submit', (e) => {
    if (ready() || e.defaultPrevented) return;
    e.preventDefault();
    pending = { form: e.target, by: e.submitter };
    start();
  });
  let hydrated = 0;
  new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated') || hydrated) return;
    hydrated = 1;
    (${REPLAY_FIELDS})(d.body, '[data-island]');
    setTimeout(replay, 0);
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  if (d.visibilityState === 'hidden') start();
  d.addEventListener('visibilitychange', () => d.visibilityState === 'hidden' && start());
  addEventListener('load', () => setTimeout(start, 1000));
  if ((self.PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      soon();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(soon);
})();`
  .replace(/\n\s*/g, '') // one line: every statement above ends with ; or a brace
  .replace(REPLAY_FIELDS, () => replayFieldsChanged.toString().replace(/\n\s+/g, '\n'));

/** The starter's source and the end of its element, encoded once (≈ 3.8 KB), after its start tag. */
const STARTER = Buffer.from(`${startAfterFirstPaint}</script>`, 'utf8');
const MODULEPRELOAD_LINK = Buffer.from('<link rel="modulepreload" href="');
const LINK_END = Buffer.from('/>');
const HEAD_END = Buffer.from('</head>');
/** The starter goes right after it: first in `<head>`, before the stylesheet a script would wait for. */
const CHARSET = Buffer.from('<meta charSet="utf-8"/>');
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

  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  // The starter goes first in <head> (React writes <meta charSet> first), before the stylesheet.
  const charset = bytes.indexOf(CHARSET);
  const starterAt = charset >= 0 && charset < headEnd ? charset + CHARSET.length : headEnd;
  const pieces: Buffer[] = [
    bytes.subarray(0, starterAt),
    Buffer.from(`<script${nonceAttribute}>`, 'utf8'),
    STARTER,
  ];
  const hrefs: string[] = [];
  let from = starterAt;
  for (let at = bytes.indexOf(MODULEPRELOAD_LINK, starterAt); at >= 0 && at < headEnd;) {
    const hrefStart = at + MODULEPRELOAD_LINK.length;
    const linkEnd = bytes.indexOf(LINK_END, hrefStart);
    if (linkEnd < 0) break;
    const end = linkEnd + LINK_END.length;
    hrefs.push(bytes.toString('utf8', hrefStart, bytes.indexOf('"', hrefStart)));
    pieces.push(bytes.subarray(from, at));
    from = end;
    at = bytes.indexOf(MODULEPRELOAD_LINK, end);
  }
  pieces.push(
    bytes.subarray(from, moduleAttributes),
    Buffer.from(
      ` type="${HELD_MODULE_TYPE}" data-modulepreload="${escapeAttribute(hrefs.join(' '))}">`,
      'utf8',
    ),
    bytes.subarray(moduleAttributes + ROUTER_MODULE_ATTRIBUTES.length),
  );
  return Buffer.concat(pieces);
}
