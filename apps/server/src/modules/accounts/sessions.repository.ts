import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from './accounts.table.js';

export async function insertSession(db: DbOrTx, row: { userId: string; tokenHash: string; expiresAt: Date; userAgent?: string | null }) {
  const [session] = await db.insert(sessions).values(row).returning();
  return session!;
}

export async function findSessionWithUser(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

/** Marks use at most once a minute so that every request does not cost a write. */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, sql`${now.toISOString()}::timestamptz - interval '1 minute'`)));
}

export async function deleteSessionByHash(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
