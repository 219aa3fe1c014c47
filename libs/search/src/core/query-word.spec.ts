import { describe, expect, it } from '@jest/globals';
import { queryWordFromSearch } from './query-word';
import { searchResultsHref, searchResultsPath } from './search-route';

describe('queryWordFromSearch', () => {
  it.each([
    ['?q=tour+tulum', 'tour tulum'],
    ['?q=ubicaci%C3%B3n', 'ubicación'],
    ['?q=a%2Bb', 'a+b'],
    ['?page=2&q=cenotes&lang=es', 'cenotes'],
    ['?q=100%', '100%'],
    ['?faq=1', ''],
    ['', ''],
  ])('%s → %j', (search, word) => {
    expect(queryWordFromSearch(search)).toBe(word);
  });
});

describe('searchResultsHref', () => {
  it('goes to the results route of the language with the word URI-encoded', () => {
    expect(searchResultsHref('tour & cenotes', 'es', 'sensoria')).toBe(
      '/es/busqueda/?q=tour%20%26%20cenotes',
    );
    expect(searchResultsHref('hotels', 'en', 'sensoria')).toBe('/en/search/?q=hotels');
  });

  it('uses the English results page for a language without one', () => {
    expect(searchResultsPath('pt', 'sensoria')).toBe('/en/search/');
  });
});
