/** The users API's own sessions (SPEC §6 'the product's own session cookie'); ids are stored hashed. */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, userSessions } from '../db/schema';
import { newSessionId, sessionIdHash, type User } from './account.service';

export async function openUserSession(db: Db, userId: string, ttlSeconds: number, now: Date) {
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db
    .insert(userSessions)
    .values({ idHash: sessionIdHash(sessionId), userId, expiresAt, createdAt: now });
  return { sessionId, expiresAt };
}

export async function userOfSession(db: Db, sessionId: string, now: Date): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.idHash, sessionIdHash(sessionId)), gt(userSessions.expiresAt, now)));
  return row?.user;
}

export async function closeUserSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.idHash, sessionIdHash(sessionId)));
}
