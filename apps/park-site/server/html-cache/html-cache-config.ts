/** The micro-cache's settings (decision 009), from the environment. */
export interface HtmlCacheConfig {
  /** How long a page is answered from memory; 0 turns the cache off. */
  ttlMs: number;
  /** The most the kept pages may weigh together. */
  maxBytes: number;
}

export const HTML_CACHE_DEFAULTS: HtmlCacheConfig = { ttlMs: 10_000, maxBytes: 32 * 1024 * 1024 };

function setting(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number ≥ 0, not ${JSON.stringify(raw)}`);
  return value;
}

/** `HTML_CACHE_TTL_MS` (default 10 s; `0` = off) and `HTML_CACHE_MAX_BYTES` (default 32 MiB). */
export function htmlCacheConfig(env: Readonly<Record<string, string | undefined>>): HtmlCacheConfig {
  return {
    ttlMs: setting(env, 'HTML_CACHE_TTL_MS', HTML_CACHE_DEFAULTS.ttlMs),
    maxBytes: setting(env, 'HTML_CACHE_MAX_BYTES', HTML_CACHE_DEFAULTS.maxBytes),
  };
}
