/**
 * @jest-environment node
 */
import path from 'node:path';
import { isAutocompleteResponse } from '@parks/contracts';
import { HOTELS, PARKS, PRODUCTS } from '../../../../apps/park-api/src/db/seed-data/catalog.data';
import { loadSearchIndex } from '../../../../apps/park-api/src/search/search-index';
import { autocompleteAnswer } from './search-anchor-answers';

const page = (pathname: string) => Buffer.from(`localhost:3000${pathname}`).toString('base64');

// Prefixes of what the bench types (search-autocomplete.mjs), a misspelt one, an empty one, and no body.
const QUERIES: { hostNamePath: string | undefined; body: unknown }[] = [
  ...['ce', 'cen', 'atrac', 'bolet', 'tirole', 'río sub', 'cenoteqz3', ''].map((query) => ({
    hostNamePath: page('/es/busqueda/'),
    body: { dataStore: 'xs-site', query },
  })),
  ...['ti', 'tick', 'admis', 'zip li', 'butterf', 'reefxq1'].map((query) => ({
    hostNamePath: page('/en/search/'),
    body: { dataStore: 'xs-site', query },
  })),
  { hostNamePath: undefined, body: undefined },
];

describe("the search anchor's answers (tools/bench/api/lib/search-anchor-server.mjs)", () => {
  it("are the contracts' AutocompleteResponse, checked with the compiled checker, and suggest something", async () => {
    const products = [...PRODUCTS].sort((a, b) => a.id - b.id);
    const index = await loadSearchIndex(path.resolve(__dirname, '../../../../content'), {
      products,
      parks: PARKS,
      hotels: HOTELS,
    });
    const answers = QUERIES.map(({ hostNamePath, body }) => autocompleteAnswer(index, hostNamePath, body));
    for (const answer of answers) expect(isAutocompleteResponse(answer)).toBe(true);
    // Not vacuous: the realistic prefixes find suggestions in both languages.
    expect(answers[1]?.data.querySuggestions.length).toBeGreaterThan(0);
    expect(answers[9]?.data.querySuggestions.length).toBeGreaterThan(0);
  });

  it('would fail an answer of another shape', () => {
    expect(isAutocompleteResponse({ data: { suggestions: ['cenote'] } })).toBe(false);
    expect(isAutocompleteResponse({ querySuggestions: [{ suggestion: 'cenote' }] })).toBe(false);
  });
});
