/**
 * Brakes on password guessing, shared by the users API and the account site's sign-in (one budget for
 * both doors): every try counts against the client IP; failed tries count against the account, whether
 * it exists or not, so the limit itself tells nothing about which e-mails have accounts.
 */
import { and, eq } from 'drizzle-orm';
import type { AuthConfig } from '../config/app-config';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema';
import { hitRateLimit } from '../http/rate-limit';
import { normalizeEmail } from './account.service';

type ThrottleConfig = Pick<AuthConfig, 'loginFailuresPerAccount' | 'loginTriesPerIp' | 'loginWindowSeconds'>;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const windowStartOf = (now: Date, seconds: number) =>
  new Date(Math.floor(now.getTime() / (seconds * 1000)) * seconds * 1000);
const retryAfter = (now: Date, seconds: number) =>
  Math.ceil((windowStartOf(now, seconds).getTime() + seconds * 1000 - now.getTime()) / 1000);
const accountKey = (email: string) => `login:account:${normalizeEmail(email)}`;

export async function admitLoginTry(
  db: Db,
  config: ThrottleConfig,
  ip: string,
  email: string,
  now: Date,
): Promise<ThrottleVerdict> {
  const perIp = await hitRateLimit(db, `login:ip:${ip}`, config.loginWindowSeconds, now);
  if (perIp.hits > config.loginTriesPerIp)
    return { allowed: false, retryAfterSeconds: perIp.retryAfterSeconds };
  const [failures] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.key, accountKey(email)),
        eq(rateLimitHits.windowStart, windowStartOf(now, config.loginWindowSeconds)),
      ),
    );
  if ((failures?.hits ?? 0) >= config.loginFailuresPerAccount)
    return { allowed: false, retryAfterSeconds: retryAfter(now, config.loginWindowSeconds) };
  return { allowed: true };
}

export async function recordLoginFailure(
  db: Db,
  config: ThrottleConfig,
  email: string,
  now: Date,
): Promise<void> {
  await hitRateLimit(db, accountKey(email), config.loginWindowSeconds, now);
}
