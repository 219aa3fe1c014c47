/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { createI18n, I18nextProvider, type Language } from '@parks/i18n';
import { SiteConfigProvider } from '@parks/site';
import type { GetCrowdLevels } from '../server-only/app-services';
import { createSensoriaConfig } from '../config/site-config';
import { siteNamespaces } from '../i18n-namespaces';
import { pageSystem } from '../theme/site-system';
import { ContentPageView } from './content-page-view';
import { contentPageData } from './content-page-data.server';
import { SensoryGuide } from './sensory-guide-view';

type GuidePageData = NonNullable<Awaited<ReturnType<typeof contentPageData>>>['data'];

/** The page as its route module (routes/sensory-guide-page.tsx) renders it. */
function GuidePage(data: GuidePageData) {
  return (
    <ContentPageView
      {...data}
      guide={
        data.sensoryGuide ? (
          <SensoryGuide guide={data.sensoryGuide} calmDays={data.calmDays} page={data.page} />
        ) : null
      }
    />
  );
}

/**
 * The sensory guide as the server answers a URL (issue 21 §2): the loader reads the filters from the
 * query string and keeps the attractions and tours of the real content that pass them; the page is
 * rendered to HTML as a visitor without scripts gets it. The guide shows no price, so the cart API is
 * never asked (a call would fail the test).
 */
/** park-api's crowd levels when a test does not care: one calm day ahead. */
const oneCalmDay: GetCrowdLevels = () =>
  Promise.resolve([{ Date: '2026-12-02', Level: 'calm', Occupancy: 0.1 }]);

async function visit(path: string, getCrowdLevels: GetCrowdLevels = oneCalmDay) {
  const config = createSensoriaConfig({ apiOrigin: 'http://127.0.0.1:9' });
  const unexpected = () => Promise.reject(new Error('the guide asked the cart API'));
  const services = {
    config,
    getPriceFrom: unexpected,
    convertFromUsd: unexpected,
    admissionProductId: 100,
    getCrowdLevels,
  };
  const loaded = await contentPageData(new Request(`http://park.test${path}`), services, []);
  if (!loaded) throw new Error(`${path} is no content page`);
  const { data } = loaded;
  const html = renderToString(
    <ChakraProvider value={pageSystem}>
      <SiteConfigProvider config={config}>
        <I18nextProvider i18n={createI18n(data.page.language as Language, siteNamespaces)}>
          <GuidePage {...data} />
        </I18nextProvider>
      </SiteConfigProvider>
    </ChakraProvider>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  const shown = [...html.matchAll(/<li id="([^"]+)" class="pk-page-guideEntry"/g)].map((match) => match[1]);
  const checked = (html.match(/<input type="checkbox"[^>]*>/g) ?? [])
    .filter((input) => input.includes(' checked=""'))
    .map((input) => /value="([^"]+)"/.exec(input)?.[1]);
  return { data, html, text, shown, checked, degraded: loaded.degraded };
}

/** The English page for loader data the test changed (what a later loader will add, or an empty match). */
function renderEnglish(props: GuidePageData) {
  return renderToString(
    <SiteConfigProvider config={createSensoriaConfig({ apiOrigin: 'http://127.0.0.1:9' })}>
      <I18nextProvider i18n={createI18n('en', siteNamespaces)}>
        <GuidePage {...props} />
      </I18nextProvider>
    </SiteConfigProvider>,
  );
}

describe('the sensory guide page (issue 21 §2)', () => {
  it('keeps what is quiet and has no darkness, from the URL, and shows each in full', async () => {
    const { data, text, shown, checked, degraded } = await visit(
      '/en/sensory-guide/?filter=quiet&filter=no-darkness',
    );
    expect(data.sensoryGuide?.filters).toEqual(['quiet', 'no-darkness']);
    expect(shown).toEqual([
      'cenote-luz',
      'sendero-dosel',
      'jardin-mariposas',
      'sendero-cacao-vainilla',
      'jardin-aromas',
      'caleta-colores',
      'mirador-aves',
      'ruta-cacao',
    ]);
    expect(checked).toEqual(['quiet', 'no-darkness']);
    expect(text).toContain('Attractions and tours that match: 8 of 20.');
    expect(text).toContain('Sensory profile: Bird Lookout');
    expect(text).toContain('A 10 m wooden tower with railings, reached by stairs.');
    expect(text).not.toContain('Echo Underground River');
    expect(text).toContain('Clear filters');
    expect(degraded).toBe(false);
  });

  it('links each match to its card on the attractions or tours page', async () => {
    const { html } = await visit('/en/sensory-guide/?filter=dry&filter=low-crowds');
    expect(html).toContain('href="/en/sensoria-activities/#jardin-aromas"');
    expect(html).toContain('href="/en/tours-in-cancun-and-riviera-maya/#ruta-cacao"');
  });

  it('lists every attraction and tour without filters, with the calm-visit content, in Spanish', async () => {
    const { shown, checked, text, html } = await visit('/es/guia-sensorial/');
    expect(shown).toHaveLength(20);
    expect(checked).toEqual([]);
    expect(text).toContain('Atracciones y tours que coinciden: 20 de 20.');
    expect(text).toContain('Salas tranquilas');
    expect(text).toContain('Protectores auditivos y kit sensorial');
    expect(text).toContain('Las horas con menos gente');
    const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/es/guia-sensorial/"');
    expect(text).not.toContain('Quitar filtros');
  });

  it('says it ignored a value that is no filter, and keeps the others', async () => {
    const { text, shown, checked } = await visit('/es/guia-sensorial/?filter=ruidoso&filter=no-flashing');
    expect(text).toContain('Ignoramos un filtro que esta página no conoce: ruidoso.');
    expect(checked).toEqual(['no-flashing']);
    expect(shown).not.toContain('noche-sensoria');
    expect(shown).not.toContain('noche-cena');
    expect(shown).toHaveLength(18);
  });

  it('reads every filter at once, and the form writes them back checked', async () => {
    const { shown, checked } = await visit(
      '/en/sensory-guide/?filter=quiet&filter=dry&filter=no-heights&filter=low-crowds&filter=no-darkness&filter=gentle-motion&filter=no-flashing',
    );
    expect(shown).toEqual(['sendero-cacao-vainilla', 'jardin-aromas', 'ruta-cacao']);
    expect(checked).toHaveLength(7);
  });

  it('asks park-api for the next 4 weeks and lists the calmest days, never a busy one (issue 21 §3)', async () => {
    const asked: [string, number][] = [];
    const { data, html } = await visit('/es/guia-sensorial/', (from, days) => {
      asked.push([from, days]);
      return Promise.resolve([
        { Date: '2026-12-01', Level: 'busy', Occupancy: 0.8 },
        { Date: '2026-12-02', Level: 'calm', Occupancy: 0.1 },
        { Date: '2026-12-03', Level: 'moderate', Occupancy: 0.5 },
        { Date: '2026-12-04', Level: 'calm', Occupancy: 0.2 },
      ]);
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked[0]?.[1]).toBe(28);
    // No occupancy figure travels to the page.
    expect(data.calmDays).toEqual([
      { Date: '2026-12-01', Level: 'busy' },
      { Date: '2026-12-02', Level: 'calm' },
      { Date: '2026-12-03', Level: 'moderate' },
      { Date: '2026-12-04', Level: 'calm' },
    ]);
    const slot = /<div[^>]*data-slot="calm-days"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const words = slot.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(words).toContain('Miércoles, 2 de diciembre Día tranquilo Reservar para el 2 de diciembre');
    expect(words).toContain('Viernes, 4 de diciembre Día tranquilo Reservar para el 4 de diciembre');
    expect(words).not.toContain('1 de diciembre');
    expect(words).not.toContain('3 de diciembre');
    // Each calm day books that day: the admission page with the day in its URL.
    expect([...slot.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/es/entrada-parque-sensoria/?date=2026-12-02',
      '/es/entrada-parque-sensoria/?date=2026-12-04',
    ]);
    // The booking lib's static list (decision 011): build-time classes, no Emotion class.
    expect(slot).toContain('class="pk-calm-days-list"');
    expect(slot).not.toMatch(/class="[^"]*css-/);
  });

  it('says it cannot show the calm days when park-api cannot tell, keeps the rest, and is not kept', async () => {
    const { text, shown, degraded } = await visit('/en/sensory-guide/', () => Promise.resolve(null));
    expect(text).toContain('We cannot show the calm days right now. Please try again later.');
    expect(shown.length).toBeGreaterThan(0);
    expect(degraded).toBe(true);
  });

  it('shows the calm days in words when the loader has them, right after the calm-visit content', async () => {
    const { data } = await visit('/en/sensory-guide/');
    const html = renderEnglish({
      ...data,
      calmDays: [
        { Date: '2026-12-01', Level: 'calm' },
        { Date: '2026-12-02', Level: 'moderate' },
      ],
    });
    const slot = /<div[^>]*data-slot="calm-days"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    // A calm day is listed; a moderate one only when no day is calm.
    expect(slot.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(
      'The calmest days of the next 4 weeks From the tickets sold and held so far: it can change. Tuesday, December 1 Calm day Book for December 1',
    );
    expect(slot).toContain('href="/en/sensoria-admission/?date=2026-12-01"');
    expect(slot).not.toContain('December 2');
    expect(html.indexOf('Quiet rooms')).toBeLessThan(html.indexOf('data-slot="calm-days"'));
    expect(html.indexOf('data-slot="calm-days"')).toBeLessThan(html.indexOf('sensory-guide-heading'));
  });

  it('says when nothing matches', async () => {
    const { data } = await visit('/en/sensory-guide/?filter=quiet');
    const html = renderEnglish({
      ...data,
      sensoryGuide: data.sensoryGuide && { ...data.sensoryGuide, matches: [] },
    });
    expect(html).toContain('Nothing matches all these filters. Clear one to see more.');
    expect(html).toContain('Attractions and tours that match: 0 of 20.');
  });
});

describe("the admission page's ?date= (issue 21 §3: a calm day's link)", () => {
  const services = {
    config: createSensoriaConfig({ apiOrigin: 'http://127.0.0.1:9' }),
    getPriceFrom: () => Promise.resolve(null),
    convertFromUsd: () => Promise.resolve(null),
    admissionProductId: 100,
    getCrowdLevels: () => Promise.resolve(null),
  };
  const visitDateOf = async (path: string) =>
    (await contentPageData(new Request(`http://park.test${path}`), services, []))?.data.visitDate;
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('gives the booking widget a bookable date from the URL', async () => {
    const date = inDays(10);
    expect(await visitDateOf(`/en/sensoria-admission/?date=${date}`)).toBe(date);
    expect(await visitDateOf(`/es/entrada-parque-sensoria/?date=${date}&utm_source=guide`)).toBe(date);
  });

  it('ignores a bad date, a past one, one beyond the horizon, and a date on a page without the widget', async () => {
    for (const bad of ['tomorrow', '2030-02-30', '2030-1-8', inDays(-3), inDays(400), `${inDays(10)}x`])
      expect(await visitDateOf(`/en/sensoria-admission/?date=${encodeURIComponent(bad)}`)).toBeNull();
    expect(await visitDateOf('/en/sensoria-admission/')).toBeNull();
    expect(await visitDateOf(`/en/sensory-guide/?date=${inDays(10)}`)).toBeNull();
  });
});

describe('the attractions list (issue 21 §1)', () => {
  it("shows each card's compact profile and links it to the guide", async () => {
    const { html, text } = await visit('/en/sensoria-activities/');
    expect(html.match(/data-sensory-profile="compact"/g)).toHaveLength(12);
    expect(text).toContain('Sensory profile: Drum Circle');
    expect(html).toContain('href="/en/sensory-guide/#circulo-tambores"');
    expect(html).not.toContain('<form method="get"');
  });
});
