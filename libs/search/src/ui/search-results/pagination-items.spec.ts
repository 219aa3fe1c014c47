import { describe, expect, it } from '@jest/globals';
import { paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps five pages at the end the visitor is near', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(paginationItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('shows the neighbours of a page in the middle', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationItems(50, 100)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
  });

  it('clamps a page outside the range and has nothing for no pages', () => {
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
