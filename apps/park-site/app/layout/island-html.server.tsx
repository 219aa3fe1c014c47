import { createHash } from 'node:crypto';
import type { EmotionCache } from '@emotion/cache';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { useContext, useId } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { IslandHtmlRequest, ServerIslandProps } from './island-html';

/**
 * The layout's islands (the search box, the currency menu, the newsletter form, the mobile drawer) are
 * Chakra components the server renders whole on every page, though their HTML depends only on the page
 * and the store's state: ≈ 20 % of an uncached render's CPU plus its garbage (issue 16's server budget).
 * Each island's inner HTML is kept here per input (its name, the path, the store's whole state) with the
 * Emotion rules it uses, and an uncached render of the same input writes it as it is:
 *
 * - **Hydration matches**: React's ids (`useId`, on the widgets' labels and menus) depend on the island's
 *   position in the tree. The id at that position is taken in both renders (the live one's `Hydrated`,
 *   the reused one's probe, both the boundary's second child) and compared once the document is
 *   rendered; a reused HTML placed elsewhere is dropped and the document rendered again live.
 * - **The same styles**: the rules named by the island's classes and the global ones (Chakra's reset,
 *   layers, keyframes) go into the request's Emotion cache before its critical CSS is extracted.
 * - **Nothing personal**: a visitor with a cart or a signed-in session, or a URL with a query (the search
 *   word), gets every island rendered live and nothing of it kept; the key is a hash.
 *
 * All of it is server code: the browser's island.tsx only reads a context that is null there and, on the
 * server, hands its live markup to this request's `Island`.
 *
 * `ISLAND_HTML_CACHE=0` turns it off (to compare). The site config, the other input of the widgets, is
 * the process's own (root-loader's services), the same for every request.
 */
export const ISLAND_HTML_MAX_PAGES = 128;

/** [rule id, its CSS, what Emotion registered for its class (undefined for a global rule)] */
type StyleEntry = [id: string, css: string, registered: string | undefined];

/**
 * One input's islands, all of them: a render reuses them all or none (a render mixing reused and live
 * islands would order the Emotion rules otherwise than a live one).
 */
interface Page {
  /** Each island's inner HTML and the React id at its content's position where it was rendered; none when the page's islands can't be kept (an island twice in it). */
  islands: Map<string, { html: string; positionId: string }> | null;
  /** The rules the islands need, in the order the live render inserted them. */
  styles: StyleEntry[];
  /** Those rules as the critical styles of a document whose only rules they are (made at its first reuse). */
  critical?: CriticalStyles;
}

/** A document's critical Emotion styles, as `extractCriticalToChunks` gives them (its `html` is not read). */
export type CriticalStyles = Pick<EmotionCriticalToChunks, 'styles'>;

const pages = new Map<string, Page>();

/** How many inputs (pages in a language, layout, currency, …) have their islands kept. */
export function islandHtmlCacheSize(): number {
  return pages.size;
}

export function clearIslandHtmlCache(): void {
  pages.clear();
}

interface PersonalState {
  site?: { shopping?: unknown };
  session?: { status?: string };
}

/** Nothing of a visitor with a cart or a session is kept. */
function isImpersonal(state: unknown): boolean {
  if (!state || typeof state !== 'object') return false;
  const { site, session } = state as PersonalState;
  return site?.shopping == null && (session === undefined || session.status === 'noauth');
}

/** Takes the React id at its position: an island's content's second child, where the browser has `Hydrated`. */
function PositionProbe({ onId }: { onId: (id: string) => void }) {
  onId(useId());
  return null;
}

export interface IslandHtmlRender extends IslandHtmlRequest {
  /**
   * Once the document is rendered: null when it must be rendered again with
   * `createIslandHtmlRequest(url, { enabled: false })` (a reused HTML placed where its ids don't fit, or
   * reused and live islands mixed); else puts the reused islands' rules into `cache`, or keeps the live
   * ones' HTML found in the document (`html()`, its text, asked for only then).
   *
   * `criticalStyles`: when every island was reused and nothing else in the render inserted an Emotion rule
   * (the page's own content has build-time classes), the document's critical styles are the islands' rules,
   * every one of them named in their HTML or global: what `extractCriticalToChunks` would find scanning
   * the document (decoding it and matching its ≈ 90 KB, issue 16's server budget), kept per input.
   * Undefined otherwise: the document is to be scanned.
   */
  finish(html: () => string, cache: EmotionCache): { criticalStyles?: CriticalStyles } | null;
}

export function createIslandHtmlRequest(
  url: string,
  { enabled = process.env.ISLAND_HTML_CACHE !== '0' }: { enabled?: boolean } = {},
): IslandHtmlRender {
  const { pathname, search } = new URL(url);
  /** Every island of the request, in render order: reused (`html`) or live, and where it was placed. */
  const islands: { name: string; html?: string; positionId?: string }[] = [];
  let pageKey: string | undefined;
  let stateOf: unknown;

  /**
   * The island's inner HTML rendered before for this input (its name, the page's path, the store's
   * state), or `html: undefined` when it is to be rendered live (and kept once the document is
   * rendered); nothing when this request's islands are never kept (a visitor with a cart or a session,
   * a URL with a query).
   */
  function find(name: string, state: unknown): { index: number; html: string | undefined } | undefined {
    if (!enabled || search || !isImpersonal(state)) return undefined;
    if (pageKey === undefined || stateOf !== state) {
      stateOf = state;
      pageKey = createHash('sha256')
        .update(`${pathname}\0${JSON.stringify(state)}`)
        .digest('base64url');
    }
    const page = pages.get(pageKey);
    if (page && !page.islands) return undefined;
    const html = page?.islands?.get(name)?.html;
    islands.push({ name, html });
    return { index: islands.length - 1, html };
  }

  function Island({ name, render }: ServerIslandProps) {
    const redux = useContext(ReactReduxContext);
    const kept = find(name, redux?.store.getState());
    if (!kept) return render(null);
    /** The React id at the island's content's position in this render (where a reused HTML went, or a live one). */
    const placed = (id: string) => {
      const island = islands[kept.index];
      if (island) island.positionId ??= id;
    };
    if (kept.html === undefined) return render(<PositionProbe onId={placed} />);
    // The same markup as a live render (the boundary's comments are in the HTML); the probe takes the id
    // at the position the live render's probe has there, so `finish` can check the HTML's ids fit this place.
    return (
      <>
        <div
          data-island={name}
          style={{ display: 'contents' }}
          dangerouslySetInnerHTML={{ __html: kept.html }}
        />
        <PositionProbe onId={placed} />
      </>
    );
  }
  Island.displayName = 'ServerIsland';

  return {
    Island,
    finish(html, cache) {
      if (pageKey === undefined || !islands.length) return {};
      const page = pages.get(pageKey);
      const reused = islands.filter((island) => island.html !== undefined);
      if (reused.length) {
        const fits =
          reused.length === islands.length &&
          reused.every((island) => island.positionId === page?.islands?.get(island.name)?.positionId);
        if (!fits || !page) {
          pages.delete(pageKey);
          return null;
        }
        // Most recently used last: the first one is the one dropped when full.
        pages.delete(pageKey);
        pages.set(pageKey, page);
        const islandsOnly = isEmpty(cache.inserted);
        for (const [id, css, registered] of page.styles) {
          if (cache.inserted[id] === undefined) cache.inserted[id] = css;
          if (registered !== undefined) cache.registered[`${cache.key}-${id}`] ??= registered;
        }
        if (!islandsOnly) return {};
        return { criticalStyles: (page.critical ??= criticalStylesOf(page.styles, cache.key)) };
      }
      const document = html();
      const kept = new Map<string, { html: string; positionId: string }>();
      for (const { name, positionId } of islands) {
        const inner = positionId === undefined ? undefined : islandInnerHtml(document, name);
        if (inner === undefined || positionId === undefined || kept.has(name)) {
          // An island that can't be found alone in the document: this input's islands stay live.
          kept.clear();
          break;
        }
        kept.set(name, { html: inner, positionId });
      }
      pages.set(
        pageKey,
        kept.size
          ? { islands: kept, styles: stylesOf([...kept.values()], cache) }
          : { islands: null, styles: [] },
      );
      if (pages.size > ISLAND_HTML_MAX_PAGES) pages.delete(pages.keys().next().value as string);
      return {};
    },
  };
}

/** The inner HTML of the document's one `<div data-island="name">` (React writes well-formed markup), if one. */
export function islandInnerHtml(html: string, name: string): string | undefined {
  const open = `<div data-island="${name}"`;
  const at = html.indexOf(open);
  if (at < 0 || html.indexOf(open, at + open.length) >= 0) return undefined;
  const start = html.indexOf('>', at) + 1;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  return undefined;
}

/**
 * The Emotion rules the islands' HTML needs, in the order the render inserted them: the global ones
 * (Chakra's reset and layers, keyframes) and those the islands' classes name.
 */
function stylesOf(islands: { html: string }[], cache: EmotionCache): StyleEntry[] {
  const named = new Set<string>();
  const classes = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g');
  for (const { html } of islands) for (const [, id = ''] of html.matchAll(classes)) named.add(id);
  const styles: StyleEntry[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`];
    if (registered === undefined || named.has(id)) styles.push([id, css, registered]);
  }
  return styles;
}

function isEmpty(record: Record<string, unknown>): boolean {
  for (const _ in record) return false;
  return true;
}

/**
 * The critical styles of a document whose only Emotion rules are `styles`, inserted in their order, each
 * named in the document or global: as `extractCriticalToChunks` gives them, one chunk per global rule, then
 * one with the class rules.
 */
function criticalStylesOf(styles: StyleEntry[], key: string): CriticalStyles {
  const chunks: CriticalStyles['styles'] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rule, registered] of styles) {
    if (registered) {
      ids.push(id);
      css += rule;
    } else chunks.push({ key: `${key}-global`, ids: [id], css: rule });
  }
  chunks.push({ key, ids, css });
  return { styles: chunks };
}
