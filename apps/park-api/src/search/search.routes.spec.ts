import type { AnswerData, AutocompleteData, SearchData } from '@parks/contracts';
import { eq } from 'drizzle-orm';
import { searchAnalyticsEvents } from '../db/schema';
import { issueCartToken } from '../http/cart-token';
import { discovery, EN_PAGE, ES_PAGE, hostNamePath, searchToken } from '../test-support/search-calls';
import { createTestApp, TEST_SEARCH_SECRET, type TestApp } from '../test-support/test-app';
import { issueAttributionToken, issueSearchToken } from './search-token';

const STORE = 'xs-site';
let clock = new Date('2030-01-07T15:00:00Z');

describe('the search service (/api/v1/discovery)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(() => clock);
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock = new Date('2030-01-07T15:00:00Z');
  });

  const suggestions = async (query: string, page = EN_PAGE) => {
    const res = await discovery(t, 'autocomplete', { dataStore: STORE, query }, { page });
    expect(res.status).toBe(200);
    return (res.body.data as AutocompleteData).querySuggestions.map((s) => s.suggestion);
  };
  const search = async (body: Record<string, unknown>, page = EN_PAGE) => {
    const res = await discovery(t, 'search', { engineName: STORE, ...body }, { page });
    expect(res.status).toBe(200);
    return res.body.data as SearchData;
  };
  const answer = async (text: string, page = EN_PAGE) => {
    const res = await discovery(
      t,
      'answer',
      { engineName: STORE, text, sessionId: 'session-1', queryId: 'query-1' },
      { page },
    );
    expect(res.status).toBe(200);
    return (res.body.data as AnswerData).answer;
  };

  describe('token', () => {
    it('issues a 15-minute bearer token in { data }', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/discovery/token',
        headers: { hostnamepath: EN_PAGE },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          access_token: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
          token_type: 'Bearer',
          expires_in: 900,
        },
      });
    });

    it('expires the token after its lifetime (injected clock)', async () => {
      const token = await searchToken(t);
      clock = new Date(clock.getTime() + 14 * 60_000);
      expect((await discovery(t, 'autocomplete', { dataStore: STORE, query: 'a' }, { token })).status).toBe(
        200,
      );
      clock = new Date(clock.getTime() + 2 * 60_000);
      const res = await discovery(t, 'autocomplete', { dataStore: STORE, query: 'a' }, { token });
      expect(res).toMatchObject({ status: 401, body: { code: 'TOKEN_EXPIRED' } });
    });
  });

  describe('headers', () => {
    const call = (headers: Record<string, string>, url = '/api/v1/discovery/autocomplete') =>
      t.app.inject({ method: 'POST', url, headers, payload: { dataStore: STORE, query: 'cenote' } });

    it.each`
      value                                                 | code
      ${undefined}                                          | ${'HOST_NAME_PATH_REQUIRED'}
      ${''}                                                 | ${'HOST_NAME_PATH_REQUIRED'}
      ${'not base64!'}                                      | ${'HOST_NAME_PATH_INVALID'}
      ${'bG9jYWxob3N0'}                                     | ${'HOST_NAME_PATH_INVALID'}
      ${hostNamePath('/en/faqs/')}                          | ${'HOST_NAME_PATH_INVALID'}
      ${hostNamePath('local host:3000/en/')}                | ${'HOST_NAME_PATH_INVALID'}
      ${hostNamePath('localhost:99999/en/')}                | ${'HOST_NAME_PATH_INVALID'}
      ${hostNamePath('localhost:3000/en/ faqs')}            | ${'HOST_NAME_PATH_INVALID'}
      ${Buffer.from([0x6c, 0x2f, 0xff]).toString('base64')} | ${'HOST_NAME_PATH_INVALID'}
    `('refuses HostNamePath $value with 400 $code', async ({ value, code }) => {
      const token = await searchToken(t);
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (value !== undefined) headers['hostnamepath'] = value;
      const res = await call(headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, message: expect.any(String) });
      const tokenRes = await call(
        value === undefined ? {} : { hostnamepath: value },
        '/api/v1/discovery/token',
      );
      expect(tokenRes.json()).toMatchObject({ code });
    });

    it('accepts any page host, with a port or an IP address', async () => {
      for (const page of ['www.parquesensoria.example/es/', '127.0.0.1:8080/en/search/', '[::1]:3000/']) {
        const res = await call({
          hostnamepath: hostNamePath(page),
          authorization: `Bearer ${await searchToken(t)}`,
        });
        expect(res.statusCode).toBe(200);
      }
    });

    it.each`
      case                              | authorization                                                                   | code
      ${'no Authorization'}             | ${undefined}                                                                    | ${'UNAUTHORIZED'}
      ${'not a bearer'}                 | ${'Basic abc'}                                                                  | ${'UNAUTHORIZED'}
      ${'a malformed token'}            | ${'Bearer abc'}                                                                 | ${'TOKEN_INVALID'}
      ${'a forged signature'}           | ${`Bearer ${issueSearchToken('another-secret', 900, new Date())}`}              | ${'TOKEN_INVALID'}
      ${'a cart token'}                 | ${`Bearer ${issueCartToken('test-secret', 900, new Date())}`}                   | ${'TOKEN_INVALID'}
      ${'a cart token with its secret'} | ${`Bearer ${issueCartToken(TEST_SEARCH_SECRET, 900, new Date())}`}              | ${'TOKEN_INVALID'}
      ${'an expired token'}             | ${`Bearer ${issueSearchToken(TEST_SEARCH_SECRET, 60, new Date('2030-01-07'))}`} | ${'TOKEN_EXPIRED'}
    `('refuses $case with 401 $code', async ({ authorization, code }) => {
      const headers: Record<string, string> = { hostnamepath: EN_PAGE };
      if (authorization) headers['authorization'] = authorization;
      for (const endpoint of ['autocomplete', 'search', 'answer', 'analytics']) {
        const res = await call(headers, `/api/v1/discovery/${endpoint}`);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code });
      }
    });

    it('does not open the cart API with a search token', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/xapi/currencies',
        headers: { ...t.headers, authorization: `Bearer ${await searchToken(t)}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    });
  });

  describe('validation', () => {
    it.each`
      endpoint          | body                                                                 | status | code
      ${'autocomplete'} | ${{ dataStore: 'zz-site', query: 'cenote' }}                         | ${404} | ${'DATA_STORE_NOT_FOUND'}
      ${'autocomplete'} | ${{ query: 'cenote' }}                                               | ${400} | ${'VALIDATION_ERROR'}
      ${'autocomplete'} | ${{ dataStore: STORE, query: 'x'.repeat(201) }}                      | ${400} | ${'VALIDATION_ERROR'}
      ${'autocomplete'} | ${{ dataStore: STORE, query: 'cenote', extra: 1 }}                   | ${400} | ${'VALIDATION_ERROR'}
      ${'search'}       | ${{ engineName: 'zz-site', query: 'cenote' }}                        | ${404} | ${'ENGINE_NOT_FOUND'}
      ${'search'}       | ${{ engineName: STORE, query: 'cenote', pageSize: 51 }}              | ${400} | ${'VALIDATION_ERROR'}
      ${'search'}       | ${{ engineName: STORE, query: 'cenote', page: 0 }}                   | ${400} | ${'VALIDATION_ERROR'}
      ${'search'}       | ${{ engineName: STORE, query: 'cenote', category: 'shops' }}         | ${400} | ${'VALIDATION_ERROR'}
      ${'answer'}       | ${{ engineName: STORE, text: 'hours', sessionId: 's' }}              | ${400} | ${'VALIDATION_ERROR'}
      ${'answer'}       | ${{ engineName: 'zz', text: 'hours', sessionId: 's', queryId: 'q' }} | ${404} | ${'ENGINE_NOT_FOUND'}
    `('$endpoint $body → $status $code', async ({ endpoint, body, status, code }) => {
      const res = await discovery(t, endpoint, body);
      expect(res).toMatchObject({ status, body: { code, message: expect.any(String) } });
    });

    it('refuses a body that is not JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/discovery/search',
        headers: {
          hostnamepath: EN_PAGE,
          authorization: `Bearer ${await searchToken(t)}`,
          'content-type': 'application/json',
        },
        payload: '{"engineName":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_JSON' });
    });
  });

  describe('autocomplete', () => {
    it('completes a prefix in the page language', async () => {
      expect(await suggestions('atrac', ES_PAGE)).toContain('atracciones');
      expect(await suggestions('attrac', EN_PAGE)).toContain('attractions');
    });

    it('answers at most 8 suggestions that contain the typed word', async () => {
      const list = await suggestions('sen');
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(8);
      for (const suggestion of list) expect(suggestion.toLowerCase()).toContain('sen');
    });

    it('ignores accents and case in both directions', async () => {
      expect(await suggestions('UBICACI', ES_PAGE)).toContain('Ubicación');
      expect(await suggestions('ubicaci', ES_PAGE)).toContain('Ubicación');
      expect(await suggestions('galería', EN_PAGE)).toContain('gallery');
      expect(await suggestions('túnel', ES_PAGE)).toEqual(await suggestions('tunel', ES_PAGE));
    });

    it('tolerates a typo', async () => {
      expect(await suggestions('cenots', EN_PAGE)).toContain('cenotes');
      expect(await suggestions('atracsi', ES_PAGE)).toContain('atracciones');
    });

    it('reads a word of the other language', async () => {
      expect(await suggestions('sentid', EN_PAGE)).toContain('senses');
    });

    it('answers no suggestions for an empty, blank or unknown query', async () => {
      expect(await suggestions('')).toEqual([]);
      expect(await suggestions('   ')).toEqual([]);
      expect(await suggestions('zzqxw')).toEqual([]);
    });

    it('searches English from a Portuguese or language-less page', async () => {
      expect(await suggestions('attrac', hostNamePath('localhost:3000/pt/carrito/'))).toContain(
        'attractions',
      );
      expect(await suggestions('attrac', hostNamePath('localhost:3000/'))).toContain('attractions');
    });
  });

  describe('search', () => {
    it('answers the SearchData shape with plain-text snippets', async () => {
      const data = await search({ query: 'cenote', userPseudoId: 'visitor-1' });
      expect(data).toMatchObject({
        queryId: expect.any(String),
        attributionToken: expect.any(String),
        query: 'cenote',
        page: 1,
        pageSize: 10,
      });
      expect(data.totalSize).toBeGreaterThan(10);
      expect(data.pageCount).toBe(Math.ceil(data.totalSize / 10));
      expect(data.results).toHaveLength(10);
      expect(data.correctedQuery).toBeUndefined();
      for (const result of data.results) {
        expect(result).toMatchObject({
          id: expect.any(String),
          title: expect.any(String),
          url: expect.stringMatching(/^\/en\//),
          language: 'en',
        });
        expect(result.snippet).not.toMatch(/[<>]/);
        expect(result.snippet.length).toBeLessThanOrEqual(200);
      }
      expect(data.results[0]?.snippet.toLowerCase()).toContain('cenote');
    });

    it('never puts markup in a snippet, whatever is searched', async () => {
      for (const query of ['<script>', 'a', 'precios', 'tabla', 'horario', 'auto', 'km']) {
        const data = await search({ query, pageSize: 50 }, ES_PAGE);
        for (const result of data.results) expect(result.snippet).not.toContain('<');
      }
    });

    it.each`
      query          | page       | id
      ${'sentidos'}  | ${EN_PAGE} | ${'page:en:senses'}
      ${'senses'}    | ${EN_PAGE} | ${'page:en:senses'}
      ${'sentidos'}  | ${ES_PAGE} | ${'page:es:senses'}
      ${'senses'}    | ${ES_PAGE} | ${'page:es:senses'}
      ${'ubicacion'} | ${EN_PAGE} | ${'page:en:location'}
      ${'ubicación'} | ${EN_PAGE} | ${'page:en:location'}
      ${'location'}  | ${ES_PAGE} | ${'page:es:location'}
      ${'ubicacion'} | ${ES_PAGE} | ${'page:es:location'}
      ${'ubicación'} | ${ES_PAGE} | ${'page:es:location'}
      ${'UBICACIÓN'} | ${ES_PAGE} | ${'page:es:location'}
    `('finds $id first for "$query"', async ({ query, page, id }) => {
      const data = await search({ query }, page);
      expect(data.results[0]?.id).toBe(id);
    });

    it('finds the same documents with or without accents', async () => {
      const ids = async (query: string) =>
        (await search({ query, pageSize: 50 }, ES_PAGE)).results.map((r) => r.id);
      expect(await ids('tunel')).toEqual(await ids('túnel'));
      expect(await ids('volcan')).toEqual(await ids('volcán'));
      expect(await ids('rio subterraneo')).toEqual(await ids('Río Subterráneo'));
    });

    it('corrects a misspelt word and says so', async () => {
      const data = await search({ query: 'cenots' });
      expect(data.correctedQuery).toBe('cenotes');
      expect(data.totalSize).toBeGreaterThan(0);
      expect(data.results[0]?.title.toLowerCase()).toContain('cenote');
    });

    it('finds prefixes', async () => {
      const data = await search({ query: 'atrac' }, ES_PAGE);
      expect(data.results.map((r) => r.id)).toContain('page:es:attractions');
      expect(data.correctedQuery).toBeUndefined();
    });

    it('links collection entries, FAQs and catalog products to their pages', async () => {
      const all = await search({ query: 'selva', pageSize: 50 }, ES_PAGE);
      const byId = new Map(all.results.map((r) => [r.id, r]));
      expect(byId.get('product:es:XS-COMBO-SELVA')).toMatchObject({
        url: '/es/selva-sensoria/',
        type: 'product',
        category: 'tickets',
      });
      expect(byId.get('product:es:SELVA-ADM')?.url).toBe('/es/selva-sensoria/');
      const faq = await search({ query: 'mascotas' }, ES_PAGE);
      expect(faq.results[0]).toMatchObject({
        id: 'faq:es:mascotas',
        type: 'faq',
        category: 'help',
        url: '/es/preguntas-frecuentes/#mascotas',
      });
      const attraction = await search({ query: 'Cenote of Light' });
      expect(attraction.results.map((r) => r.url)).toContain('/en/sensoria-activities/#cenote-luz');
    });

    it('never returns a page that is not indexable', async () => {
      for (const query of ['carrito', 'cart', 'pago', 'payment', 'gracias', 'error', 'búsqueda', 'sitemap']) {
        for (const page of [EN_PAGE, ES_PAGE]) {
          const data = await search({ query, pageSize: 50 }, page);
          const ids = data.results.map((r) => r.id);
          for (const hidden of [
            'cart',
            'payment-details',
            'thank-you',
            'search',
            'sitemap',
            'not-found',
            'auth',
          ])
            expect(ids).not.toContain(`page:${page === EN_PAGE ? 'en' : 'es'}:${hidden}`);
        }
      }
    });

    it('pages through the results and counts every category', async () => {
      const first = await search({ query: 'parque', pageSize: 5 }, ES_PAGE);
      const total = first.totalSize;
      expect(first.pageCount).toBe(Math.ceil(total / 5));
      const second = await search({ query: 'parque', pageSize: 5, page: 2 }, ES_PAGE);
      expect(second.results).toHaveLength(5);
      expect(second.results.map((r) => r.id)).not.toEqual(first.results.map((r) => r.id));
      const sum = first.categories.reduce((n, c) => n + c.count, 0);
      expect(sum).toBe(total);
      const counts = first.categories.map((c) => c.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      for (const { category, count } of first.categories) {
        const inCategory = await search({ query: 'parque', category, pageSize: 50 }, ES_PAGE);
        expect(inCategory.totalSize).toBe(count);
      }
    });

    it('filters by category and keeps the counts of every category', async () => {
      const all = await search({ query: 'parque' }, ES_PAGE);
      const tickets = await search({ query: 'parque', category: 'tickets', pageSize: 50 }, ES_PAGE);
      expect(tickets.totalSize).toBe(all.categories.find((c) => c.category === 'tickets')?.count);
      expect(tickets.results.every((r) => r.category === 'tickets')).toBe(true);
      expect(tickets.categories).toEqual(all.categories);
      const any = await search({ query: 'parque', category: 'any' }, ES_PAGE);
      expect(any.totalSize).toBe(all.totalSize);
    });

    it('answers an empty page beyond the end with the right totals', async () => {
      const data = await search({ query: 'cenote', page: 99 });
      expect(data.results).toEqual([]);
      expect(data.totalSize).toBeGreaterThan(0);
      expect(data.page).toBe(99);
      expect(data.pageCount).toBe(Math.ceil(data.totalSize / 10));
    });

    it('answers no results for an empty query or gibberish', async () => {
      for (const query of ['', '   ', 'xqzvvw blorfq'])
        expect(await search({ query })).toMatchObject({
          totalSize: 0,
          pageCount: 0,
          results: [],
          categories: [],
        });
    });
  });

  describe('search by sensation (issue 21 §2)', () => {
    const ids = async (query: string, page: string) =>
      (await search({ query, pageSize: 50 }, page)).results.map((r) => r.id);

    it.each`
      query                 | page       | language | fits                                                           | avoids
      ${'quiet'}            | ${EN_PAGE} | ${'en'}  | ${['attractions:jardin-aromas', 'tours:ruta-cacao']}           | ${['attractions:circulo-tambores', 'attractions:noche-sensoria']}
      ${'calm'}             | ${EN_PAGE} | ${'en'}  | ${['attractions:mirador-aves']}                                | ${['attractions:circulo-tambores', 'tours:noche-cena']}
      ${'tranquilo'}        | ${ES_PAGE} | ${'es'}  | ${['attractions:jardin-aromas', 'attractions:cenote-luz']}     | ${['attractions:circulo-tambores', 'attractions:noche-sensoria']}
      ${'sin ruido fuerte'} | ${ES_PAGE} | ${'es'}  | ${['attractions:mirador-aves']}                                | ${['attractions:circulo-tambores']}
      ${'sin oscuridad'}    | ${ES_PAGE} | ${'es'}  | ${['attractions:sendero-dosel', 'attractions:cenote-luz']}     | ${['attractions:tunel-texturas', 'attractions:rio-eco', 'tours:snorkel-cenotes']}
      ${'no darkness'}      | ${EN_PAGE} | ${'en'}  | ${['attractions:sendero-dosel']}                               | ${['attractions:tunel-texturas', 'attractions:noche-sensoria']}
      ${'no water'}         | ${EN_PAGE} | ${'en'}  | ${['attractions:jardin-aromas', 'attractions:tunel-texturas']} | ${['attractions:cenote-luz', 'attractions:caleta-colores', 'attractions:rio-eco']}
      ${'sin agua'}         | ${ES_PAGE} | ${'es'}  | ${['attractions:jardin-aromas']}                               | ${['attractions:cenote-luz', 'attractions:caleta-colores']}
      ${'seco'}             | ${ES_PAGE} | ${'es'}  | ${['attractions:sendero-dosel']}                               | ${['attractions:cenote-luz', 'tours:snorkel-cenotes']}
      ${'no heights'}       | ${EN_PAGE} | ${'en'}  | ${['attractions:tunel-texturas']}                              | ${['attractions:sendero-dosel', 'attractions:tirolesa-colibri']}
      ${'sin destellos'}    | ${ES_PAGE} | ${'es'}  | ${['attractions:circulo-tambores']}                            | ${['attractions:noche-sensoria', 'tours:noche-cena']}
      ${'poca gente'}       | ${ES_PAGE} | ${'es'}  | ${['attractions:jardin-aromas']}                               | ${['attractions:tirolesa-colibri']}
    `(
      '"$query" finds the sensory guide and what fits, never what the visitor avoids',
      async ({ query, page, language, fits, avoids }) => {
        const found = await ids(query, page);
        const id = (entry: string) => entry.replace(':', `:${language}:`);
        expect(found).toContain(`page:${language}:sensory-guide`);
        for (const entry of fits as string[]) expect(found).toContain(id(entry));
        for (const entry of avoids as string[]) expect(found).not.toContain(id(entry));
      },
    );

    it('reads a sensation with other words: a quiet garden, dry and quiet', async () => {
      const garden = await ids('jardín tranquilo', ES_PAGE);
      expect(garden).toEqual(
        expect.arrayContaining(['attractions:es:jardin-aromas', 'attractions:es:jardin-mariposas']),
      );
      expect(garden).not.toContain('attractions:es:circulo-tambores');
      const both = await ids('quiet no water', EN_PAGE);
      expect(both).toContain('attractions:en:jardin-aromas');
      expect(both).not.toContain('attractions:en:cenote-luz');
      expect(both).not.toContain('attractions:en:circulo-tambores');
    });

    it('still finds water where the visitor asks for water', async () => {
      expect(await ids('agua', ES_PAGE)).toContain('attractions:es:cenote-luz');
      expect(await ids('water', EN_PAGE)).toContain('attractions:en:cenote-luz');
    });
  });

  describe('answer', () => {
    it('answers a FAQ in English and in Spanish', async () => {
      const en = await answer('what age do children pay');
      expect(en?.source).toEqual({
        id: 'faq:en:edades-precios',
        title: expect.any(String),
        url: '/en/faqs/#edades-precios',
      });
      expect(en?.text).toMatch(/Children aged 5 to 11 pay/);
      expect(en?.text).not.toMatch(/[<>*]/);
      const es = await answer('¿a qué edad pagan los niños?', ES_PAGE);
      expect(es?.source.url).toBe('/es/preguntas-frecuentes/#edades-precios');
      expect(es?.text).toMatch(/niños de 5 a 11 años pagan/);
    });

    it('answers from a page when no FAQ fits', async () => {
      const res = await answer('distance from the airport', EN_PAGE);
      expect(res?.source).toMatchObject({ id: 'page:en:location', url: '/en/how-to-get-to-sensoria/' });
      expect(res?.text).toMatch(/airport.*85 km/i);
    });

    it('answers null for gibberish or an empty question', async () => {
      expect(await answer('xqzvv blorf wuggle')).toBeNull();
      expect(await answer('')).toBeNull();
      expect(await answer('the and of')).toBeNull();
    });
  });

  describe('analytics', () => {
    it('stores the event of a search and answers its id with 201', async () => {
      const data = await search({ query: 'cenote', userPseudoId: 'visitor-2' });
      const documents = data.results.map((r) => r.id);
      const res = await discovery(t, 'analytics', {
        dataStore: STORE,
        searchQuery: 'cenote',
        userPseudoId: 'visitor-2',
        documents,
        eventType: 'search',
        selectedPosition: 2,
        attributionToken: data.attributionToken,
      });
      expect(res.status).toBe(201);
      const id = (res.body.data as { id: number }).id;
      const [row] = await t.app.database.db
        .select()
        .from(searchAnalyticsEvents)
        .where(eq(searchAnalyticsEvents.id, id));
      expect(row).toMatchObject({
        dataStore: STORE,
        queryId: data.queryId,
        searchQuery: 'cenote',
        userPseudoId: 'visitor-2',
        eventType: 'search',
        documents,
        selectedPosition: 2,
        page: 'localhost:3000/en/faqs/',
        language: 'en',
      });
    });

    it('defaults selectedPosition to 0', async () => {
      const data = await search({ query: 'hotel' });
      const res = await discovery(t, 'analytics', {
        dataStore: STORE,
        searchQuery: 'hotel',
        userPseudoId: 'visitor-3',
        documents: [],
        eventType: 'search',
        attributionToken: data.attributionToken,
      });
      expect(res.status).toBe(201);
      const [row] = await t.app.database.db
        .select()
        .from(searchAnalyticsEvents)
        .where(eq(searchAnalyticsEvents.id, (res.body.data as { id: number }).id));
      expect(row?.selectedPosition).toBe(0);
    });

    const valid = {
      dataStore: STORE,
      searchQuery: 'cenote',
      userPseudoId: 'visitor-4',
      documents: ['page:en:senses', 'page:en:attractions'],
      eventType: 'search',
      selectedPosition: 1,
      attributionToken: issueAttributionToken('query-a', TEST_SEARCH_SECRET),
    };
    it.each`
      case                         | change                                                                      | status | code
      ${'a forged token'}          | ${{ attributionToken: issueAttributionToken('query-a', 'not-the-secret') }} | ${400} | ${'ATTRIBUTION_TOKEN_INVALID'}
      ${'a token of another id'}   | ${{ attributionToken: `query-b.${valid.attributionToken.split('.')[1]}` }}  | ${400} | ${'ATTRIBUTION_TOKEN_INVALID'}
      ${'a token without a dot'}   | ${{ attributionToken: 'query-a' }}                                          | ${400} | ${'ATTRIBUTION_TOKEN_INVALID'}
      ${'an unknown data store'}   | ${{ dataStore: 'other-site' }}                                              | ${404} | ${'DATA_STORE_NOT_FOUND'}
      ${'another event type'}      | ${{ eventType: 'click' }}                                                   | ${400} | ${'VALIDATION_ERROR'}
      ${'a negative position'}     | ${{ selectedPosition: -1 }}                                                 | ${400} | ${'VALIDATION_ERROR'}
      ${'a position past the end'} | ${{ selectedPosition: 2 }}                                                  | ${400} | ${'VALIDATION_ERROR'}
      ${'a fractional position'}   | ${{ selectedPosition: 1.5 }}                                                | ${400} | ${'VALIDATION_ERROR'}
      ${'101 documents'}           | ${{ documents: Array.from({ length: 101 }, (_, i) => `doc-${i}`) }}         | ${400} | ${'VALIDATION_ERROR'}
      ${'documents not strings'}   | ${{ documents: [{ id: 1 }] }}                                               | ${400} | ${'VALIDATION_ERROR'}
      ${'no userPseudoId'}         | ${{ userPseudoId: undefined }}                                              | ${400} | ${'VALIDATION_ERROR'}
    `('refuses $case with $status $code', async ({ change, status, code }) => {
      const res = await discovery(t, 'analytics', { ...valid, ...change });
      expect(res).toMatchObject({ status, body: { code } });
    });

    it('accepts the valid event of those cases', async () => {
      expect((await discovery(t, 'analytics', valid)).status).toBe(201);
    });
  });

  it('documents the search service in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/discovery/token',
        '/api/v1/discovery/autocomplete',
        '/api/v1/discovery/search',
        '/api/v1/discovery/answer',
        '/api/v1/discovery/analytics',
        '/api/v1/reporting',
      ]),
    );
  });
});
