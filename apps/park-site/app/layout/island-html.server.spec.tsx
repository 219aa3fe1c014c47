/**
 * @jest-environment node
 */
// Issue 16's uncached render: the layout's islands' HTML is rendered once per input and reused, with its
// Emotion rules and React ids as a live render would have them; nothing of a personal page is kept.
import { afterEach, describe, expect, it } from '@jest/globals';
import createCache from '@emotion/cache';
import { CacheProvider, ClassNames, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { configureStore } from '@reduxjs/toolkit';
import { useId, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider as ReduxProvider, useSelector } from 'react-redux';
import { island } from './island';
import { IslandHtmlContext } from './island-html';
import {
  clearIslandHtmlCache,
  createIslandHtmlRequest,
  ISLAND_HTML_MAX_PAGES,
  islandHtmlCacheSize,
  islandInnerHtml,
} from './island-html.server';

interface State {
  site: { language: string; mobile: boolean; shopping: unknown };
  session: { status: string; userName: string };
  currency: { code: string };
}

let widgetRenders = 0;

/**
 * Stands for the currency menu: React ids, Emotion classes, a global rule (as Chakra's reset) and the
 * store's currency in its HTML.
 */
function Menu() {
  widgetRenders += 1;
  const id = useId();
  const currency = useSelector((state: State) => state.currency);
  const site = useSelector((state: State) => state.site);
  return (
    <ClassNames>
      {({ css }) => (
        <>
          <Global styles={{ ':root': { '--menu-gap': '4px' } }} />
          <button
            type="button"
            id={`${id}-trigger`}
            aria-controls={`${id}-content`}
            className={css({ color: site.mobile ? 'red' : 'blue', '@keyframes spin': {} })}
          >
            {`${currency.code} ${site.language}`}
            <div className={css({ padding: 4 })}>menu</div>
          </button>
        </>
      )}
    </ClassNames>
  );
}

const MenuIsland = island(() => Promise.resolve(Menu), 'menu', { whenVisible: false });

const baseState: State = {
  site: { language: 'es', mobile: false, shopping: null },
  session: { status: 'noauth', userName: '' },
  currency: { code: 'MXN' },
};

async function render(state: State, ui: ReactNode, url = 'https://sensoria.test/es/') {
  const store = configureStore({ reducer: (s: State = state) => s });
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const request = createIslandHtmlRequest(url, { enabled: true });
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <IslandHtmlContext.Provider value={request}>
        <ReduxProvider store={store}>{ui}</ReduxProvider>
      </IslandHtmlContext.Provider>
    </CacheProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  const html = Buffer.concat(chunks).toString('utf8');
  const finished = request.finish(() => html, cache);
  const scanned = emotionServer.extractCriticalToChunks(html);
  const styles = emotionServer.constructStyleTagsFromChunks(scanned);
  return { html, styles, fits: finished !== null, scanned, criticalStyles: finished?.criticalStyles };
}

const page = (
  <main>
    <p>page</p>
    <header>
      <MenuIsland />
    </header>
  </main>
);

afterEach(() => {
  clearIslandHtmlCache();
  widgetRenders = 0;
});

describe("the layout's islands' HTML, reused for the same input", () => {
  it('renders an input once and reuses it: the same HTML and styles, the widget not rendered again', async () => {
    const live = await render(baseState, page);
    expect(widgetRenders).toBe(1);
    expect(live.html).toContain('MXN es');
    expect(live.styles).toContain('color:blue');
    expect(islandHtmlCacheSize()).toBe(1);

    const reused = await render(baseState, page);
    expect(widgetRenders).toBe(1);
    expect(reused.fits).toBe(true);
    expect(reused.html).toBe(live.html);
    expect(reused.styles).toBe(live.styles);
  });

  it("gives a reused page's critical styles without a scan, as the scan finds them, when only its islands have rules", async () => {
    const live = await render(baseState, page);
    expect(live.criticalStyles).toBeUndefined();
    const reused = await render(baseState, page);
    expect(reused.criticalStyles?.styles).toEqual(reused.scanned.styles);
    // The global rule in a chunk of its own, then the classes' rules.
    expect(reused.criticalStyles?.styles.map((chunk) => chunk.key)).toEqual(['css-global', 'css']);
    expect(reused.criticalStyles?.styles[1]?.css).toContain('color:blue');

    // A part of the page outside the islands with rules of its own: the document is to be scanned.
    const withOwnRules = (
      <main>
        <ClassNames>{({ css }) => <p className={css({ margin: 2 })}>page</p>}</ClassNames>
        <header>
          <MenuIsland />
        </header>
      </main>
    );
    const ownRules = await render(baseState, withOwnRules);
    expect(ownRules.fits).toBe(true);
    expect(widgetRenders).toBe(1); // the menu reused all along (same path and state)
    expect(ownRules.criticalStyles).toBeUndefined();
    expect(ownRules.styles).toContain('margin:2px');
  });

  it.each([
    ['currency', { ...baseState, currency: { code: 'USD' } }, 'USD es'],
    ['language', { ...baseState, site: { ...baseState.site, language: 'en' } }, 'MXN en'],
    ['layout', { ...baseState, site: { ...baseState.site, mobile: true } }, 'color:red'],
  ])('renders another %s anew', async (_, other, expected) => {
    const first = await render(baseState, page);
    const second = await render(other, page);
    expect(widgetRenders).toBe(2);
    expect(second.html).not.toBe(first.html);
    expect(second.html + second.styles).toContain(expected);
    expect(islandHtmlCacheSize()).toBe(2);
    // And each is reused for its own input.
    expect((await render(other, page)).html).toBe(second.html);
    expect((await render(baseState, page)).html).toBe(first.html);
    expect(widgetRenders).toBe(2);
  });

  it('keeps nothing of a visitor with a cart or a session, or of a URL with a query', async () => {
    await render({ ...baseState, site: { ...baseState.site, shopping: { id: 'cart-1' } } }, page);
    await render({ ...baseState, session: { status: 'auth', userName: 'Ana López' } }, page);
    await render(baseState, page, 'https://sensoria.test/es/buscar/?q=ana.lopez@example.com');
    expect(islandHtmlCacheSize()).toBe(0);
    await render({ ...baseState, session: { status: 'auth', userName: 'Ana López' } }, page);
    expect(widgetRenders).toBe(4);
  });

  it('does not reuse an HTML where its React ids do not fit: the document is to be rendered again', async () => {
    const live = await render(baseState, page);
    // The same input one level deeper: the widget's ids would differ.
    const elsewhere = (
      <main>
        <p>page</p>
        <header>
          <p>banner</p>
          <MenuIsland />
        </header>
      </main>
    );
    const moved = await render(baseState, elsewhere);
    expect(moved.fits).toBe(false);
    expect(islandHtmlCacheSize()).toBe(0);
    const again = await render(baseState, elsewhere);
    expect(again.fits).toBe(true);
    expect(again.html).not.toContain(islandInnerHtml(live.html, 'menu'));
    expect(widgetRenders).toBe(2);
  });

  it("reuses a page's islands all or none", async () => {
    const twice = (
      <main>
        <MenuIsland />
        <footer>
          <MenuIsland />
        </footer>
      </main>
    );
    // The same island twice: its HTML can't be told apart, the page's islands stay live.
    await render(baseState, twice);
    const again = await render(baseState, twice);
    expect(again.fits).toBe(true);
    expect(widgetRenders).toBe(4);

    // A page whose islands were kept, now with one more: rendered again, all live, then kept anew.
    const usd = { ...baseState, currency: { code: 'USD' } };
    await render(usd, page);
    const OtherIsland = island(() => Promise.resolve(() => <p>other</p>), 'other');
    const more = (
      <main>
        <p>page</p>
        <header>
          <MenuIsland />
        </header>
        <OtherIsland />
      </main>
    );
    expect((await render(usd, more)).fits).toBe(false);
    const live = await render(usd, more);
    expect(live.fits).toBe(true);
    expect(widgetRenders).toBe(6);
    expect((await render(usd, more)).html).toBe(live.html);
    expect(widgetRenders).toBe(6);
  });

  it(`keeps at most ${ISLAND_HTML_MAX_PAGES} inputs`, async () => {
    for (let i = 0; i <= ISLAND_HTML_MAX_PAGES; i++)
      await render({ ...baseState, currency: { code: `C${i}` } }, page);
    expect(islandHtmlCacheSize()).toBe(ISLAND_HTML_MAX_PAGES);
  });
});

describe('islandInnerHtml', () => {
  it("finds the island's inner HTML across nested divs, and nothing when it is not alone", () => {
    const html =
      '<div data-island="x" style="display:contents"><!--$--><div><div>a</div></div><div>b</div><!--/$--></div><div>c</div>';
    expect(islandInnerHtml(html, 'x')).toBe('<!--$--><div><div>a</div></div><div>b</div><!--/$-->');
    expect(islandInnerHtml(html + html, 'x')).toBeUndefined();
    expect(islandInnerHtml(html, 'y')).toBeUndefined();
  });
});
