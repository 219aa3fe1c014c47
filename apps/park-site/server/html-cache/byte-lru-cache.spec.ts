/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { ByteLruCache } from './byte-lru-cache';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('ByteLruCache', () => {
  it('returns what was stored until its time to live has passed', () => {
    const time = clock();
    const cache = new ByteLruCache<string>({ maxBytes: 100, ttlMs: 10, now: time.now });
    cache.set('a', 'A', 5);
    time.advance(9);
    expect(cache.get('a')).toBe('A');
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entries when the bytes exceed the budget', () => {
    const cache = new ByteLruCache<string>({ maxBytes: 10, ttlMs: 1_000, now: clock().now });
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.bytes).toBe(8);
  });

  it('never stores an entry larger than the whole budget, nor anything with a zero time to live', () => {
    const cache = new ByteLruCache<string>({ maxBytes: 10, ttlMs: 1_000 });
    cache.set('small', 's', 3);
    expect(cache.set('huge', 'H', 11)).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe('s');
    const off = new ByteLruCache<string>({ maxBytes: 10, ttlMs: 0 });
    expect(off.set('a', 'A', 1)).toBe(false);
    expect(off.get('a')).toBeUndefined();
  });

  it('replaces an entry under the same key and counts its bytes once', () => {
    const time = clock();
    const cache = new ByteLruCache<string>({ maxBytes: 10, ttlMs: 10, now: time.now });
    cache.set('a', 'old', 6);
    time.advance(8);
    cache.set('a', 'new', 7);
    expect(cache.bytes).toBe(7);
    time.advance(8); // the replacement lives its own time to live
    expect(cache.get('a')).toBe('new');
  });

  it('deletes and clears', () => {
    const cache = new ByteLruCache<string>({ maxBytes: 10, ttlMs: 10 });
    cache.set('a', 'A', 2);
    cache.set('b', 'B', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
