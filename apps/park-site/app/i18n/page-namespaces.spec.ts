/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { matchSitePage } from '@parks/i18n';
import { SENSORIA_SISTER_PARKS, SENSORIA_SLUG } from '../config/park-slugs';
import { siteNamespaces } from '../i18n-namespaces';
import { LAYOUT_NAMESPACES, pageNamespaces } from './page-namespaces';
import { pageTexts } from './page-texts';

/** The namespaces of the texts the root loader sends with the page at `path` (root-loader.server.ts). */
function sentNamespaces(path: string): string[] {
  const page = matchSitePage(path, SENSORIA_SLUG, SENSORIA_SISTER_PARKS);
  if (!page) throw new Error(`no page at ${path}`);
  return Object.keys(pageTexts(siteNamespaces, page.language, pageNamespaces(page))).sort();
}

const layout = ['auth', 'cart', 'host', 'ui-header'];

describe("a page's loader data carries only the namespaces its HTML renders with (issue 16 step 4)", () => {
  it('sends a content page the layout’s namespaces only: no booking, payments, search or currency texts', () => {
    expect(sentNamespaces('/es/')).toEqual(layout);
    expect(sentNamespaces('/en/')).toEqual(layout);
    expect(sentNamespaces('/en/sensoria-activities/')).toEqual(layout);
  });

  it("adds a route's own: the booking widget's, the payment pages', the search results'", () => {
    expect(sentNamespaces('/es/entrada-parque-sensoria/')).toEqual([...layout, 'booking'].sort());
    expect(sentNamespaces('/es/carrito/')).toEqual(layout);
    expect(sentNamespaces('/es/carrito/detalles-pago/')).toEqual([...layout, 'payments'].sort());
    expect(sentNamespaces('/en/search/')).toEqual([...layout, 'search'].sort());
  });

  it('sends a page with no route of its own (a 404) the layout’s', () => {
    expect(pageNamespaces(null)).toEqual([...LAYOUT_NAMESPACES]);
  });

  it('names only namespaces the site has', () => {
    const known = new Set(siteNamespaces.map(({ namespace }) => namespace));
    const pages = ['/es/', '/es/entrada-parque-sensoria/', '/es/carrito/detalles-pago/', '/en/search/'];
    for (const path of pages)
      for (const name of pageNamespaces(matchSitePage(path, SENSORIA_SLUG, SENSORIA_SISTER_PARKS)))
        expect(known).toContain(name);
  });
});
