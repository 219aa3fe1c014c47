import { describe, expect, it } from '@jest/globals';
import type { InternalAxiosRequestConfig } from 'axios';
import type { SearchData } from '@parks/contracts';
import { fakeAxios, requestBody, requestHeader, type FakeReply } from '../../../../tools/jest/fake-axios';
import { createSearchClient, SearchClientError, searchStoreName } from './search-client';

const searchData: SearchData = {
  queryId: 'q-1',
  attributionToken: 'attr-1',
  query: 'cenote',
  totalSize: 0,
  page: 1,
  pageSize: 10,
  pageCount: 0,
  results: [],
  categories: [],
};

const tokenReply = (token = 'token-1', expiresIn = 900): FakeReply => ({
  status: 200,
  data: { data: { access_token: token, token_type: 'Bearer', expires_in: expiresIn } },
});

/** A search service that issues tokens and answers the other paths with `routes[path]`. */
function service(routes: Record<string, FakeReply | ((request: InternalAxiosRequestConfig) => FakeReply)>) {
  let tokens = 0;
  return fakeAxios((request) => {
    if (request.url === '/discovery/token') return tokenReply(`token-${++tokens}`);
    const route = routes[request.url ?? ''];
    if (!route) return { status: 404, data: { code: 'NOT_FOUND', message: 'no route' } };
    return typeof route === 'function' ? route(request) : route;
  });
}

describe('searchStoreName', () => {
  it('is the site code lower-cased with -site', () => {
    expect(searchStoreName('XS')).toBe('xs-site');
  });
});

describe('createSearchClient', () => {
  it('POSTs the token call without a body, then autocomplete with the bearer token and {dataStore, query} (SPEC §7)', async () => {
    const server = service({
      '/discovery/autocomplete': {
        status: 200,
        data: { data: { querySuggestions: [{ suggestion: 'Cenote sagrado' }, { suggestion: ' ' }] } },
      },
    });
    const client = createSearchClient(server.client, { store: 'xs-site' });
    await expect(client.autocomplete('cen')).resolves.toEqual(['Cenote sagrado']);
    const [token, autocomplete] = server.requests;
    expect(token?.method).toBe('post');
    expect(token?.url).toBe('/discovery/token');
    expect(token?.data).toBeUndefined();
    expect(requestHeader(autocomplete, 'Authorization')).toBe('Bearer token-1');
    expect(requestBody(autocomplete)).toEqual({ dataStore: 'xs-site', query: 'cen' });
  });

  it('reuses the token until it nears its expiry, then fetches a new one', async () => {
    let clock = 0;
    const server = service({
      '/discovery/autocomplete': { status: 200, data: { data: { querySuggestions: [] } } },
    });
    const client = createSearchClient(server.client, { store: 'xs-site', now: () => clock });
    await client.autocomplete('a');
    await client.autocomplete('b');
    expect(server.requests.filter((request) => request.url === '/discovery/token')).toHaveLength(1);
    clock = 900_000 - 29_000;
    await client.autocomplete('c');
    expect(requestHeader(server.requests.at(-1), 'Authorization')).toBe('Bearer token-2');
  });

  it('shares one token request between concurrent calls', async () => {
    const server = service({
      '/discovery/autocomplete': { status: 200, data: { data: { querySuggestions: [] } } },
    });
    const client = createSearchClient(server.client, { store: 'xs-site' });
    await Promise.all([client.autocomplete('a'), client.autocomplete('b'), client.token()]);
    expect(server.requests.filter((request) => request.url === '/discovery/token')).toHaveLength(1);
  });

  it('fetches a new token and retries once when a call answers 401', async () => {
    const server = service({
      '/discovery/autocomplete': (request) =>
        requestHeader(request, 'Authorization') === 'Bearer token-1'
          ? { status: 401, data: { code: 'TOKEN_EXPIRED', message: 'expired' } }
          : { status: 200, data: { data: { querySuggestions: [{ suggestion: 'Tour Tulum' }] } } },
    });
    const client = createSearchClient(server.client, { store: 'xs-site' });
    await expect(client.autocomplete('tour')).resolves.toEqual(['Tour Tulum']);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/discovery/token',
      '/discovery/autocomplete',
      '/discovery/token',
      '/discovery/autocomplete',
    ]);
  });

  it('rejects with a SearchClientError carrying the status and the service code', async () => {
    const server = service({
      '/discovery/autocomplete': {
        status: 400,
        data: { code: 'VALIDATION_ERROR', message: 'query too long' },
      },
    });
    const failure = createSearchClient(server.client, { store: 'xs-site' }).autocomplete('x');
    await expect(failure).rejects.toBeInstanceOf(SearchClientError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'query too long',
    });
  });

  it('rejects when the token call fails (SPEC §8: a token failure is a search failure)', async () => {
    const server = fakeAxios(() => ({ fail: 'network' }));
    const client = createSearchClient(server.client, { store: 'xs-site' });
    await expect(client.autocomplete('x')).rejects.toMatchObject({
      name: 'SearchClientError',
      code: 'ERR_NETWORK',
    });
  });

  it('rejects an answer without the expected data', async () => {
    const server = service({ '/discovery/autocomplete': { status: 200, data: { suggestions: [] } } });
    await expect(createSearchClient(server.client, { store: 'xs-site' }).autocomplete('x')).rejects.toThrow(
      'The search service answered without the expected data',
    );
  });

  it('searches with the engine name and returns the data', async () => {
    const server = service({ '/discovery/search': { status: 200, data: { data: searchData } } });
    const client = createSearchClient(server.client, { store: 'xs-site' });
    await expect(client.search({ query: 'cenote', page: 2, category: 'tours' })).resolves.toEqual(searchData);
    expect(requestBody(server.requests.at(-1))).toEqual({
      query: 'cenote',
      page: 2,
      category: 'tours',
      engineName: 'xs-site',
    });
  });

  it('asks for the extractive answer and returns null when there is none', async () => {
    const server = service({ '/discovery/answer': { status: 200, data: { data: { answer: null } } } });
    const client = createSearchClient(server.client, { store: 'xs-site' });
    await expect(client.answer({ text: 'hola', sessionId: 's', queryId: 'q-1' })).resolves.toBeNull();
    expect(requestBody(server.requests.at(-1))).toEqual({
      text: 'hola',
      sessionId: 's',
      queryId: 'q-1',
      engineName: 'xs-site',
    });
  });

  it("sends the analytics event with the data store and eventType 'search'", async () => {
    const server = service({ '/discovery/analytics': { status: 201, data: { data: { id: 1 } } } });
    await createSearchClient(server.client, { store: 'xs-site' }).sendAnalytics({
      searchQuery: 'cenote',
      userPseudoId: 'u-1',
      documents: ['a', 'b'],
      selectedPosition: 1,
      attributionToken: 'attr-1',
    });
    expect(requestBody(server.requests.at(-1))).toEqual({
      searchQuery: 'cenote',
      userPseudoId: 'u-1',
      documents: ['a', 'b'],
      selectedPosition: 1,
      attributionToken: 'attr-1',
      dataStore: 'xs-site',
      eventType: 'search',
    });
  });

  it("reports to /reporting without a token, with error 'ERROR' by default", async () => {
    const server = service({ '/reporting': { status: 201, data: { data: { id: 3 } } } });
    await createSearchClient(server.client, { store: 'xs-site' }).report({ params: { a: 1 } });
    expect(server.requests).toHaveLength(1);
    expect(requestHeader(server.requests[0], 'Authorization')).toBeUndefined();
    expect(requestBody(server.requests[0])).toEqual({ error: 'ERROR', params: { a: 1 } });
  });
});
