import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { accountTokens, phoneCodes, users, type UserRow } from './accounts.table.js';
import type { TokenPurpose } from './accounts.policy.js';
import { legalConsents } from './legal-consents.table.js';

export type NewUser = typeof users.$inferInsert;

/** The slug is the lower-cased username: stable, URL-safe (usernames allow only [A-Za-z0-9_-]). */
export function slugFor(username: string) {
  return username.toLowerCase();
}

export async function insertUser(db: DbOrTx, row: Omit<NewUser, 'slug'>): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ ...row, slug: slugFor(row.username) })
    .returning();
  return user!;
}

/** Records what a member accepted (the 18+ confirmation, the versions of terms and privacy policy). */
export async function insertLegalConsent(db: DbOrTx, row: typeof legalConsents.$inferInsert): Promise<void> {
  await db.insert(legalConsents).values(row);
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

const userById = preparedPerHandle((db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_by_id'));

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [user] = await userById(db).execute({ id });
  return user;
}

export async function updateUser(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user;
}

export async function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return user;
}

/** Whether another member uses this username, or one with the same slug (regardless of case: citext). */
export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.username, username), eq(users.slug, slugFor(username))))
    .limit(1);
  return !!row;
}

// E-mailed links (activation, password reset, e-mail change): only the hash of the token is stored.

export async function insertAccountToken(db: DbOrTx, row: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; createdAt: Date; newEmail?: string }) {
  await db.insert(accountTokens).values(row);
}

export async function findAccountToken(db: DbOrTx, tokenHash: string) {
  const [token] = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash)).limit(1);
  return token;
}

/** Marks the token used if it still is usable; returns it only then (one winner under concurrency). */
export async function consumeAccountToken(db: DbOrTx, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [token] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning();
  return token;
}

/** Ends every still-open link of this purpose of the member (e.g. older reset links after a reset). */
export async function invalidateAccountTokens(db: DbOrTx, userId: string, purpose: TokenPurpose, now: Date) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** When the member's latest link of this purpose was made, for the resend cool-down. */
export async function latestAccountTokenAt(db: DbOrTx, userId: string, purpose: TokenPurpose): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** The address of the member's newest e-mail change link that still works, or null. */
export async function pendingEmailChange(db: DbOrTx, userId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'email_change'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

// The pending SMS code: one row per member, replaced by every new code.

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

export async function upsertPhoneCode(db: DbOrTx, row: { userId: string; phone: string; codeHash: string; expiresAt: Date; sentAt: Date }) {
  await db
    .insert(phoneCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({ target: phoneCodes.userId, set: { phone: row.phone, codeHash: row.codeHash, expiresAt: row.expiresAt, sentAt: row.sentAt, attempts: 0 } });
}

export async function findPhoneCode(db: DbOrTx, userId: string): Promise<PhoneCodeRow | undefined> {
  const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.userId, userId)).limit(1);
  return row;
}

/** Counts one attempt if any are left; returns the row as it was before counting, or nothing. */
export async function countPhoneCodeAttempt(db: DbOrTx, userId: string, maxAttempts: number): Promise<PhoneCodeRow | undefined> {
  const [row] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.userId, userId), lt(phoneCodes.attempts, maxAttempts)))
    .returning();
  return row ? { ...row, attempts: row.attempts - 1 } : undefined;
}

export async function deletePhoneCode(db: DbOrTx, userId: string) {
  await db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
}

/** Reads the member and locks the row until the transaction ends (serialises resends and code checks). */
export async function lockUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return user;
}
