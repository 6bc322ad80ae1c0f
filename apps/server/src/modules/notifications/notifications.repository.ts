import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications, type NotificationRow } from './notifications.table.js';

export type NotificationKind = 'FRIEND_REQUEST' | 'FRIEND_ACCEPTED' | 'PROFILE_VISIT';

/** Adds a notification for `userId` (call it inside the transaction of the change it reports). */
export async function addNotification(
  db: DbOrTx,
  n: { userId: string; kind: NotificationKind; actorId: string; subjectId?: string | null },
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: n.userId, kind: n.kind, actorId: n.actorId, subjectId: n.subjectId ?? null })
    .returning();
  return row!;
}

/** A member's notifications, newest first, after an optional (createdAt, id) keyset. */
export async function listNotifications(db: DbOrTx, userId: string, limit: number, after?: { at: Date; id: string }) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after ? or(lt(notifications.createdAt, after.at), and(eq(notifications.createdAt, after.at), lt(notifications.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Marks all of a member's notifications read; returns how many changed. */
export async function markAllRead(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
