/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createApiClient } from '@parks/site';
import { startRecordingServer, type RecordingServer } from '../../../../tools/jest/recording-server';
import { createSearchClient, type SearchClient } from './search-client';

// The search client over the real transport (issue 19 §3): each answer is checked with the checker
// compiled from its @parks/contracts schema, so an answer that is not the contract's is refused as a
// failed call, whatever part of it is wrong.
let server: RecordingServer;
let client: SearchClient;

const REFUSED = 'The search service answered without the expected data';
const result = {
  id: 'page:en:cenote',
  title: 'The sacred cenote',
  snippet: 'Swim in the cenote',
  url: '/en/cenote/',
  type: 'page',
  category: 'park',
  language: 'en',
};
const searchData = {
  queryId: 'q-1',
  attributionToken: 'q-1.sig',
  query: 'cenote',
  totalSize: 1,
  page: 1,
  pageSize: 10,
  pageCount: 1,
  results: [result],
  categories: [{ category: 'park', count: 1 }],
};

beforeAll(async () => {
  server = await startRecordingServer();
  client = createSearchClient(
    createApiClient({
      baseURL: `${server.origin}/api/v1`,
      page: { host: 'localhost:3000', pathname: '/en/' },
    }),
    { store: 'xs-site' },
  );
  server.answer(200, { data: { access_token: 'token-1', token_type: 'Bearer', expires_in: 900 } });
  await client.token();
});
afterAll(() => server.close());

describe("the search client checks each answer against the contract's schema", () => {
  it('takes a search answer that is the contract’s, sent with the engine name and the bearer token', async () => {
    server.answer(200, { data: searchData });
    await expect(client.search({ query: 'cenote', category: 'park' })).resolves.toEqual(searchData);
    expect(server.seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/discovery/search',
      headers: { authorization: 'Bearer token-1' },
    });
    expect(JSON.parse(server.seen.at(-1)?.body ?? '')).toEqual({
      query: 'cenote',
      category: 'park',
      engineName: 'xs-site',
    });
  });

  it.each`
    wrong                             | data
    ${'a result in no category'}      | ${{ ...searchData, results: [{ ...result, category: 'shops' }] }}
    ${'a result without its url'}     | ${{ ...searchData, results: [{ ...result, url: undefined }] }}
    ${'a count that is not a number'} | ${{ ...searchData, categories: [{ category: 'park', count: '1' }] }}
    ${'no attribution token'}         | ${{ ...searchData, attributionToken: undefined }}
  `('refuses a search answer with $wrong', async ({ data }) => {
    server.answer(200, { data });
    await expect(client.search({ query: 'cenote' })).rejects.toThrow(REFUSED);
    expect(server.seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/v1/discovery/search' });
  });

  it('refuses an extractive answer without its source, and a suggestion that is not text', async () => {
    server.answer(200, { data: { answer: { text: 'Open from 9:00', source: { id: 'faq:en:hours' } } } });
    await expect(client.answer({ text: 'hours', sessionId: 's-1', queryId: 'q-1' })).rejects.toThrow(REFUSED);
    expect(server.seen.at(-1)).toMatchObject({ url: '/api/v1/discovery/answer' });
    server.answer(200, { data: { querySuggestions: [{ suggestion: 7 }] } });
    await expect(client.autocomplete('cen')).rejects.toThrow(REFUSED);
    expect(server.seen.at(-1)).toMatchObject({ url: '/api/v1/discovery/autocomplete' });
  });

  it('takes an answer and suggestions that are the contract’s', async () => {
    const answer = {
      text: 'Open from 9:00',
      source: { id: 'faq:en:hours', title: 'Hours', url: '/en/faqs/#hours' },
    };
    server.answer(200, { data: { answer } });
    await expect(client.answer({ text: 'hours', sessionId: 's-1', queryId: 'q-1' })).resolves.toEqual(answer);
    server.answer(200, { data: { querySuggestions: [{ suggestion: 'Cenote' }, { suggestion: ' ' }] } });
    await expect(client.autocomplete('cen')).resolves.toEqual(['Cenote']);
  });
});
