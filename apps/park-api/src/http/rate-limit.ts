/**
 * Fixed-window counters in the database (`rate_limit_hits`), so every API node counts the same hits.
 * One upsert per hit: the row of the current window is created or incremented atomically.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema';

export interface RateLimitHit {
  hits: number;
  /** Seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

export async function hitRateLimit(
  db: Db,
  key: string,
  windowSeconds: number,
  now: Date,
  /** How many hits this one counts (seats held count one each). */
  amount = 1,
): Promise<RateLimitHit> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, hits: amount })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + ${amount}` },
    })
    .returning({ hits: rateLimitHits.hits });
  return {
    hits: row?.hits ?? amount,
    retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  };
}
