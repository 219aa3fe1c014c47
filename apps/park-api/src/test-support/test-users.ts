/** Confirmed accounts for tests, stored as the sign-up would store them. */
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { hashPassword } from '../users/password-hash';

export async function addConfirmedUser(
  db: Db,
  {
    email,
    password,
    firstName = 'Ana Sofía',
    lastName = 'Pérez Gómez',
  }: { email: string; password: string; firstName?: string; lastName?: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName,
      lastName,
      language: 'es',
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}
