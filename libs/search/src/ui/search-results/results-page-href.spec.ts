import { describe, expect, it } from '@jest/globals';
import { resultsPageHref } from './results-page-href';

describe('resultsPageHref', () => {
  it('is ?q= alone for the first page of every category', () => {
    expect(resultsPageHref('/es/busqueda/', { query: 'cenote' })).toBe('/es/busqueda/?q=cenote');
    expect(resultsPageHref('/es/busqueda/', { query: 'cenote', category: 'any', page: 1 })).toBe(
      '/es/busqueda/?q=cenote',
    );
  });

  it('URI-encodes spaces, accents and characters that would end the parameter', () => {
    expect(resultsPageHref('/es/busqueda/', { query: 'niños & cenote' })).toBe(
      '/es/busqueda/?q=ni%C3%B1os%20%26%20cenote',
    );
    expect(resultsPageHref('/en/search/', { query: 'a+b=c#d?' })).toBe('/en/search/?q=a%2Bb%3Dc%23d%3F');
  });

  it('adds the category and the page when they are not the defaults', () => {
    expect(resultsPageHref('/en/search/', { query: 'tour tulum', category: 'tours', page: 3 })).toBe(
      '/en/search/?q=tour%20tulum&category=tours&page=3',
    );
    expect(resultsPageHref('/en/search/', { query: 'hotel', page: 2 })).toBe('/en/search/?q=hotel&page=2');
  });

  it('round-trips through URLSearchParams, as the host loader reads it', () => {
    const href = resultsPageHref('/es/busqueda/', {
      query: 'Ubicación & horario',
      category: 'help',
      page: 2,
    });
    const params = new URL(href, 'https://example.test').searchParams;
    expect(params.get('q')).toBe('Ubicación & horario');
    expect(params.get('category')).toBe('help');
    expect(params.get('page')).toBe('2');
  });
});
