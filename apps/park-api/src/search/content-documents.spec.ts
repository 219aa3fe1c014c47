import { CONTENT_DIR } from '../test-support/test-app';
import { loadContentDocuments, routeOfContent } from './content-documents';
import { markdownToPlain, markdownToText } from './markdown-text';
import { buildSnippet } from './snippet';

describe('markdown to text', () => {
  it('keeps headings apart and turns paragraphs, lists and tables into plain text', () => {
    const text = markdownToText(
      [
        '## Getting **here**',
        '',
        'Take the [307 highway](https://example.com) <b>south</b> &amp; turn.',
        '',
        '- Free *parking*',
        '- Shuttle',
        '',
        '| From | Time |',
        '| --- | --- |',
        '| Tulum | 35 min |',
        '',
        '<div class="x">raw html</div>',
      ].join('\n'),
    );
    expect(text.headings).toEqual(['Getting here']);
    expect(text.paragraphs).toEqual([
      'Take the 307 highway south & turn.',
      'Free parking',
      'Shuttle',
      'From: Tulum; Time: 35 min',
    ]);
    expect(JSON.stringify(text)).not.toMatch(/[<>]/);
  });

  it('turns an inline FAQ answer into one plain string', () => {
    expect(markdownToPlain('Children **0 to 4** enter *free*.')).toBe('Children 0 to 4 enter free.');
  });
});

describe('content documents', () => {
  it('maps content ids to routes, combos to their sister park, and skips flow pages', () => {
    expect(routeOfContent('senses')).toEqual({ id: 'senses' });
    expect(routeOfContent('combo-selva')).toEqual({ id: 'combo', sisterpark: 'selva' });
    for (const hidden of ['cart', 'payment-details', 'thank-you', 'search', 'sitemap', 'not-found', 'auth'])
      expect(routeOfContent(hidden)).toBeUndefined();
    expect(routeOfContent('no-such-page')).toBeUndefined();
  });

  it('extracts pages, collection entries and FAQs in both languages with their URLs', async () => {
    const { park, documents } = await loadContentDocuments(CONTENT_DIR);
    expect(park.slug).toBe('sensoria');
    const byId = new Map(documents.map((d) => [d.id, d]));
    expect(byId.get('page:en:senses')).toMatchObject({
      type: 'page',
      category: 'attractions',
      title: 'The five senses',
      url: '/en/the-five-senses/',
      language: 'en',
    });
    expect(byId.get('page:es:location')).toMatchObject({
      url: '/es/ubicacion-parque-sensoria/',
      terms: 'Ubicación',
    });
    expect(byId.get('page:es:combo-volcan')?.url).toBe('/es/volcan-sensoria/');
    expect(byId.get('page:es:state-resident')?.url).toBe('/es/quintanarroenses/');
    expect(byId.get('page:en:state-resident')).toBeUndefined();
    expect(byId.get('attractions:es:cenote-luz')).toMatchObject({
      type: 'attraction',
      url: '/es/actividades-sensoria/#cenote-luz',
      terms: expect.stringContaining('Sentido: Vista'),
    });
    expect(byId.get('faq:en:edades-precios')).toMatchObject({
      type: 'faq',
      category: 'help',
      url: '/en/faqs/#edades-precios',
    });
    expect(byId.get('faq:en:edades-precios')?.text).not.toContain('**');
    expect(documents.some((d) => d.id.startsWith('gallery:'))).toBe(false);
    for (const hidden of ['cart', 'payment-details', 'thank-you', 'search', 'sitemap', 'not-found'])
      expect(byId.has(`page:en:${hidden}`)).toBe(false);
    for (const document of documents) {
      expect(document.url).toMatch(new RegExp(`^/${document.language}/`));
      expect(document.text).not.toMatch(/[<>]/);
    }
  });

  it('indexes no price reference: a catalog price is left out, a fixed sum keeps its currency (issue 18 §1)', async () => {
    const { documents } = await loadContentDocuments(CONTENT_DIR);
    for (const document of documents) {
      expect(document.text).not.toContain('{{');
      for (const passage of document.passages) expect(passage).not.toContain('{{');
    }
    const byId = new Map(documents.map((d) => [d.id, d]));
    expect(byId.get('page:es:terms')?.text).toContain('depósito reembolsable de US$10.00.');
    expect(byId.get('faq:es:edades-precios')?.text).toContain('cuesta desde. Los niños');
  });
});

describe('snippets', () => {
  const text =
    'The park opens at 8:30. ' +
    'Lorem ipsum dolor sit amet '.repeat(10) +
    'The Cenote of Light is a semi-open cenote with turquoise water. ' +
    'Consectetur adipiscing elit '.repeat(10);

  it('cuts the window where the matched words are, at word boundaries', () => {
    const snippet = buildSnippet(text, ['cenote', 'turquoise']);
    expect(snippet).toContain('Cenote of Light');
    expect(snippet).toContain('turquoise');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(182);
  });

  it('starts at the beginning when nothing matches and keeps a short text whole', () => {
    expect(buildSnippet(text, ['zzz']).startsWith('The park opens')).toBe(true);
    expect(buildSnippet('Short <b>text</b>.', ['short'])).toBe('Short b text /b .');
  });
});
