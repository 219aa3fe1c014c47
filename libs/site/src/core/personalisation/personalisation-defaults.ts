/** SPEC §9 'Personalisation service defaults'. */
export const PERSONALISATION_DEFAULTS = {
  /** A slot's content is reused for this long before it is asked for again. */
  contentCacheMs: 60_000,
  /** At most this many events wait to be sent; when full, the oldest is dropped for the newest. */
  maxQueuedEvents: 100,
  /** The first retry after a failed send waits this long; each further failure doubles it… */
  retryMinMs: 1_000,
  /** …up to this. */
  retryMaxMs: 30_000,
} as const;
