import { and, asc, count, desc, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { VerificationState } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import type { Cursor } from '../../shared/cursor.js';
import { users } from '../accounts/accounts.table.js';
import { verificationRequests, verificationSelfieViews, type VerificationRequestRow } from './verification.table.js';

// Queries only (docs/decisions/0033); the service holds the rules and the transactions.

export async function findPendingOf(db: DbOrTx, userId: string): Promise<VerificationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.state, 'PENDING')))
    .limit(1);
  return row;
}

export async function insertRequest(tx: DbOrTx, values: { userId: string; code: string; at: Date }): Promise<VerificationRequestRow> {
  const [row] = await tx.insert(verificationRequests).values({ userId: values.userId, code: values.code, createdAt: values.at }).returning();
  return row!;
}

/** The member's requests, newest first. */
export function listOwn(db: DbOrTx, userId: string, limit: number): Promise<VerificationRequestRow[]> {
  return db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(limit);
}

export async function findRequest(db: DbOrTx, id: string): Promise<VerificationRequestRow | undefined> {
  const [row] = await db.select().from(verificationRequests).where(eq(verificationRequests.id, id));
  return row;
}

/** The request row locked for a change (upload, decision). */
export async function lockRequest(tx: DbOrTx, id: string): Promise<VerificationRequestRow | undefined> {
  const [row] = await tx.select().from(verificationRequests).where(eq(verificationRequests.id, id)).for('update');
  return row;
}

export async function updateRequest(tx: DbOrTx, id: string, patch: Partial<VerificationRequestRow>): Promise<VerificationRequestRow> {
  const [row] = await tx.update(verificationRequests).set(patch).where(eq(verificationRequests.id, id)).returning();
  return row!;
}

/** Staff's queue: submitted requests (with a selfie sent) in `state`, oldest submission first. */
export function listQueue(db: DbOrTx, state: VerificationState, after: Cursor | null, limit: number) {
  return db
    .select({ request: verificationRequests, member: { id: users.id, username: users.username, slug: users.slug, sex: users.sex } })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(
      and(
        eq(verificationRequests.state, state),
        isNotNull(verificationRequests.submittedAt),
        after ? or(gt(verificationRequests.submittedAt, after.at), and(eq(verificationRequests.submittedAt, after.at), gt(verificationRequests.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(verificationRequests.submittedAt), asc(verificationRequests.id))
    .limit(limit);
}

/** Requests with a selfie that wait for staff: the count of the staff navigation and dashboard. */
export async function countAwaitingReview(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.state, 'PENDING'), isNotNull(verificationRequests.submittedAt)));
  return Number(row?.n ?? 0);
}

export async function logSelfieView(db: DbOrTx, requestId: string, adminId: string, at: Date): Promise<void> {
  await db.insert(verificationSelfieViews).values({ requestId, adminId, viewedAt: at });
}

/** Who opened a request's selfie and when, newest first (shown to staff on the request). */
export function listSelfieViews(db: DbOrTx, requestId: string) {
  return db
    .select({ viewedAt: verificationSelfieViews.viewedAt, adminUsername: users.username })
    .from(verificationSelfieViews)
    .leftJoin(users, eq(users.id, verificationSelfieViews.adminId))
    .where(eq(verificationSelfieViews.requestId, requestId))
    .orderBy(desc(verificationSelfieViews.viewedAt))
    .limit(100);
}

export async function setUserVerified(tx: DbOrTx, userId: string, at: Date): Promise<void> {
  await tx.update(users).set({ isVerified: true, updatedAt: at }).where(eq(users.id, userId));
}
