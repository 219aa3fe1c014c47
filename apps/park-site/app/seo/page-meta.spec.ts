/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { matchSitePage } from '@parks/i18n';
import { initialCurrencyState } from '@parks/currency/core';
import { initialSearchBoxState } from '@parks/search';
import { initialSiteState } from '@parks/site';
import { createSensoriaConfig } from '../config/site-config';
import { loadPage, loadParkFacts } from '../content/content.server';
import type { RootData } from '../root-loader.server';
import { pageMeta } from './page-meta';
import { sensoryLabels } from './sensory-labels.server';

async function metaOf(path: string) {
  const page = matchSitePage(path, 'sensoria', []);
  if (!page) throw new Error(`no page ${path}`);
  const content = await loadPage(page.id, page.language === 'es' ? 'es' : 'en');
  if (!content) throw new Error(`no content for ${path}`);
  const root: RootData = {
    language: page.language,
    texts: {},
    page,
    origin: 'https://parque.example',
    config: createSensoriaConfig({ apiOrigin: '', apiBaseUrl: '/api/v1', cartApiBaseUrl: '' }),
    themeCssHref: '/theme.css',
    park: await loadParkFacts(),
    preloadedState: {
      site: { ...initialSiteState, hreflangs: { es: `https://parque.example${path}` } },
      currency: initialCurrencyState,
      searchBox: initialSearchBoxState,
    },
  };
  // The content loader sends the profile table's words in the page's language (content-page-data.server.ts).
  const labels = sensoryLabels(page.language);
  return pageMeta({ page, content, sensoryLabels: labels }, [{ id: 'root', loaderData: root }]);
}

type GraphNode = Record<string, unknown> & { '@type': unknown };

function graphOf(meta: Awaited<ReturnType<typeof metaOf>>): GraphNode[] {
  const entry = meta.find((candidate) => 'script:ld+json' in candidate) as
    { 'script:ld+json': { '@graph': GraphNode[] } } | undefined;
  return entry?.['script:ld+json']['@graph'] ?? [];
}

describe('pageMeta', () => {
  it('links a page with an AMP variant to it (rel amphtml), beside its canonical URL', async () => {
    const meta = await metaOf('/es/galeria/');
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://parque.example/es/galeria/',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'amphtml',
      href: 'https://parque.example/es/amp/galeria/',
    });
  });

  it('gives no amphtml link to a page without an AMP variant', async () => {
    const meta = await metaOf('/es/preguntas-frecuentes/');
    expect(meta.some((entry) => 'rel' in entry && entry.rel === 'amphtml')).toBe(false);
  });

  it("names the site's languages in its JSON-LD, Spanish and English (SPEC §2), on an English page too", async () => {
    const meta = await metaOf('/en/gallery/');
    const entry = meta.find((candidate) => 'script:ld+json' in candidate) as
      { 'script:ld+json': { '@graph': { '@type': unknown; inLanguage?: unknown }[] } } | undefined;
    const jsonLd = entry?.['script:ld+json'] ?? { '@graph': [] };
    const site = jsonLd['@graph'].find((node) => node['@type'] === 'WebSite');
    expect(site?.inLanguage).toEqual(['es-MX', 'en-US']);
  });

  it("describes each attraction's sensory profile as amenityFeature of a TouristAttraction in the park (issue 21 §1)", async () => {
    const graph = graphOf(await metaOf('/en/sensoria-activities/'));
    const attractions = graph.filter((node) => node['@type'] === 'TouristAttraction');
    expect(attractions).toHaveLength(12);
    const show = attractions.find((node) => node['name'] === 'Noche Sensoria Night Show');
    expect(show).toMatchObject({
      '@id': 'https://parque.example/en/sensoria-activities/#noche-sensoria',
      containedInPlace: { '@id': 'https://parque.example/#park' },
    });
    expect(show?.['amenityFeature']).toEqual(
      expect.arrayContaining([
        {
          '@type': 'LocationFeatureSpecification',
          name: 'Noise',
          value: 'High',
          description: 'Loud music and drums; we lend ear defenders.',
        },
        { '@type': 'LocationFeatureSpecification', name: 'Flashing lights', value: true },
      ]),
    );
  });

  it('says it in Spanish on a Spanish page, and adds nothing to a page without profiles', async () => {
    const tours = graphOf(await metaOf('/es/tours-en-cancun-y-riviera-maya/'));
    const snorkel = tours.find((node) => node['name'] === 'Tour de snorkel en cenotes');
    expect(snorkel?.['amenityFeature']).toContainEqual({
      '@type': 'LocationFeatureSpecification',
      name: 'Oscuridad y espacios cerrados',
      value: 'Alto',
      description: 'Galerías oscuras y estrechas, con techo de roca.',
    });
    const faqs = graphOf(await metaOf('/es/preguntas-frecuentes/'));
    expect(faqs.some((node) => node['@type'] === 'TouristAttraction')).toBe(false);
  });
});
