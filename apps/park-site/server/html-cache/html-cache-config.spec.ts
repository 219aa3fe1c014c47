/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { HTML_CACHE_DEFAULTS, htmlCacheConfig } from './html-cache-config';

describe('htmlCacheConfig', () => {
  it('defaults to 10 s and 32 MiB', () => {
    expect(htmlCacheConfig({})).toEqual({ ttlMs: 10_000, maxBytes: 33_554_432 });
    expect(htmlCacheConfig({ HTML_CACHE_TTL_MS: ' ' })).toEqual(HTML_CACHE_DEFAULTS);
  });

  it('reads the environment; 0 turns the cache off', () => {
    expect(htmlCacheConfig({ HTML_CACHE_TTL_MS: '0', HTML_CACHE_MAX_BYTES: '1048576' })).toEqual({
      ttlMs: 0,
      maxBytes: 1_048_576,
    });
  });

  it('refuses a setting that is not a number ≥ 0', () => {
    expect(() => htmlCacheConfig({ HTML_CACHE_TTL_MS: 'ten' })).toThrow('HTML_CACHE_TTL_MS');
    expect(() => htmlCacheConfig({ HTML_CACHE_MAX_BYTES: '-1' })).toThrow('HTML_CACHE_MAX_BYTES');
  });
});
