/**
 * The account rules shared by the account site (hosted sign-in) and the users API: sign-up with an
 * e-mail confirmation code, sign-in of confirmed accounts only, password reset by mailed code.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountCodes, users } from '../db/schema';
import {
  accountMailText,
  repeatedRegistrationMailText,
  type AccountMailer,
  type MailLanguage,
} from './account-mail';
import { hashPassword, spendPasswordCheck, verifyPassword } from './password-hash';

export type User = typeof users.$inferSelect;
type CodePurpose = 'confirm-email' | 'reset-password';

const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong codes accepted before a code dies (6 digits: 5 tries in 10^6). */
const MAX_CODE_TRIES = 5;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

async function issueCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  now: Date,
  registrationHash: string | null = null,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces any earlier one of the same purpose.
  await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(
      and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose), isNull(accountCodes.usedAt)),
    );
  await db.insert(accountCodes).values({
    userId,
    purpose,
    codeHash: hashSecret(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    registrationHash,
  });
  return code;
}

/**
 * Checks and spends the live code of this purpose (of this sign-up flow, when one is named); a wrong code
 * counts a try.
 */
async function spendCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  registrationHash?: string,
): Promise<boolean> {
  const [live] = await db
    .select()
    .from(accountCodes)
    .where(
      and(
        eq(accountCodes.userId, userId),
        eq(accountCodes.purpose, purpose),
        isNull(accountCodes.usedAt),
        gt(accountCodes.expiresAt, now),
        registrationHash === undefined ? undefined : eq(accountCodes.registrationHash, registrationHash),
      ),
    )
    .orderBy(desc(accountCodes.id))
    .limit(1);
  if (!live || live.failedTries >= MAX_CODE_TRIES) return false;
  if (live.codeHash !== hashSecret(code.trim())) {
    await db
      .update(accountCodes)
      .set({ failedTries: live.failedTries + 1 })
      .where(eq(accountCodes.id, live.id));
    return false;
  }
  const spent = await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(and(eq(accountCodes.id, live.id), isNull(accountCodes.usedAt)))
    .returning({ id: accountCodes.id });
  return spent.length === 1;
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language: MailLanguage;
  /**
   * The sign-up flow (the account site's interaction id): its confirmation code is spent only by a
   * confirmation in the same flow, so a code mailed for someone else's sign-up of the same e-mail (one
   * that came first and so was kept) never confirms it from the owner's own flow.
   */
  flowId: string;
}

export type RegisterResult = { status: 'exists' } | { status: 'code-sent'; email: string };

/**
 * A confirmed e-mail cannot register again (SPEC §8 'account already exists'). A sign-up waiting for
 * confirmation is never overwritten (issue 22 §2: a second sign-up's password used to replace the first's,
 * and the newest code then confirmed it): the first-come keeps its password and its code, and the
 * e-mail's owner is told of the attempt instead. The visitor sees the same as after a first sign-up, so
 * the page tells nobody whether a sign-up is pending.
 */
export async function registerUser(
  db: Db,
  mailer: AccountMailer,
  registration: Registration,
  now: Date,
): Promise<RegisterResult> {
  const email = normalizeEmail(registration.email);
  const existing = await findUserByEmail(db, email);
  if (existing?.emailVerifiedAt) return { status: 'exists' };
  if (existing) return tellOwnerOfRepeat(mailer, email, registration.language);
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(registration.password),
      firstName: registration.firstName.trim(),
      lastName: registration.lastName.trim(),
      language: registration.language,
    })
    // Two sign-ups at once: the one stored first wins, the other changes nothing.
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) {
    const winner = await findUserByEmail(db, email);
    if (winner?.emailVerifiedAt) return { status: 'exists' };
    return tellOwnerOfRepeat(mailer, email, registration.language);
  }
  const code = await issueCode(db, user.id, 'confirm-email', now, hashSecret(registration.flowId));
  const mail = accountMailText('account-confirmation', registration.language, user.firstName, code);
  await mailer.send({ kind: 'account-confirmation', to: email, ...mail });
  return { status: 'code-sent', email };
}

async function tellOwnerOfRepeat(
  mailer: AccountMailer,
  email: string,
  language: MailLanguage,
): Promise<RegisterResult> {
  await mailer.send({ kind: 'registration-attempt', to: email, ...repeatedRegistrationMailText(language) });
  return { status: 'code-sent', email };
}

/** Confirms the sign-up with a live code mailed for it, posted in the flow that registered. */
export async function confirmEmail(
  db: Db,
  email: string,
  code: string,
  flowId: string,
  now: Date,
): Promise<User | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user || user.emailVerifiedAt) return undefined;
  if (!(await spendCode(db, user.id, 'confirm-email', code, now, hashSecret(flowId)))) return undefined;
  const [confirmed] = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return confirmed;
}

/** The confirmed account with this e-mail and password; the same time and answer for every other case. */
export async function authenticate(db: Db, email: string, password: string): Promise<User | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return spendPasswordCheck(password).then(() => undefined);
  const matches = await verifyPassword(password, user.passwordHash);
  return matches && user.emailVerifiedAt ? user : undefined;
}

/** Mails a reset code when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(
  db: Db,
  mailer: AccountMailer,
  email: string,
  language: MailLanguage,
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const code = await issueCode(db, user.id, 'reset-password', now);
  const mail = accountMailText('password-reset', language, user.firstName, code);
  await mailer.send({ kind: 'password-reset', to: user.email, ...mail });
}

/** Sets a new password with a live reset code; it also confirms the e-mail, which the code proved. */
export async function resetPassword(
  db: Db,
  email: string,
  code: string,
  password: string,
  now: Date,
): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || !(await spendCode(db, user.id, 'reset-password', code, now))) return false;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), emailVerifiedAt: user.emailVerifiedAt ?? now })
    .where(eq(users.id, user.id));
  return true;
}

export const newSessionId = () => randomBytes(32).toString('base64url');
export const sessionIdHash = hashSecret;
