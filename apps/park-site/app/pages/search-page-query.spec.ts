/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { searchPageQuery } from './search-page-query';

const query = (search: string) => searchPageQuery(new URL(`http://localhost/es/busqueda/${search}`));

describe('searchPageQuery', () => {
  it('decodes plus signs and URI encoding of q and trims it (SPEC §4)', () => {
    expect(query('?q=tour+tulum%20y+cenotes+').query).toBe('tour tulum y cenotes');
    expect(query('?q=ubicaci%C3%B3n').query).toBe('ubicación');
  });

  it('defaults to any category and page 1', () => {
    expect(query('?q=x')).toEqual({ query: 'x', category: 'any', page: 1 });
  });

  it('keeps a known category and a valid page', () => {
    expect(query('?q=x&category=tours&page=3')).toEqual({ query: 'x', category: 'tours', page: 3 });
  });

  it.each(['?q=x&category=<script>', '?q=x&category=drop'])('ignores an unknown category (%s)', (search) => {
    expect(query(search).category).toBe('any');
  });

  it.each(['0', '-2', '1.5', 'abc', '100000'])('falls back to page 1 for page=%s', (page) => {
    expect(query(`?q=x&page=${page}`).page).toBe(1);
  });

  it('has an empty word without q', () => {
    expect(query('').query).toBe('');
  });
});
