import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { blocks } from '../blocks/blocks.table.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { shownToOthersSql } from '../accounts/members.repository.js';
import { notBlockedWithSql } from '../blocks/blocks.repository.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { toUserCard, userCardColumns, type UserCardRow } from '../profiles/profiles.repository.js';
import { notifications, type NotificationRow } from './notifications.table.js';
import { preparedForViewer, preparedForViewerPerLimit } from '../profiles/viewer-prepared.js';
import { PROFILE_LISTS } from '@venue/shared';
import { preparedPerHandle } from '../../db/prepared.js';

export const NOTIFICATION_KINDS = ['FRIEND_REQUEST', 'FRIEND_ACCEPTED', 'PROFILE_VISIT', 'VERIFICATION_APPROVED', 'VERIFICATION_DENIED', 'PREMIUM_RENEWAL_FAILED', 'PREMIUM_ENDED', 'FRIEND_RESERVED', 'RESERVATION_PROMOTED', 'SPARK_MATCH', 'ACHIEVEMENT_EARNED', 'GIFT_RECEIVED'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Adds a notification for `userId` (call it inside the transaction of the change it reports). `at`
 * is the app's clock, as for the change itself: the list is ordered by it.
 */
export async function addNotification(
  db: DbOrTx,
  n: { userId: string; kind: NotificationKind; /** null: from the venue (a staff decision), not from a member. */ actorId: string | null; subjectId?: string | null; at: Date },
): Promise<NotificationRow> {
  const [row] = await notificationInsert(db).execute({ userId: n.userId, kind: n.kind, actorId: n.actorId, subjectId: n.subjectId ?? null, at: n.at });
  return row!;
}

// Inside every change that notifies (a visit, a request, an achievement): prepared.
const notificationInsert = preparedPerHandle((db) =>
  db
    .insert(notifications)
    .values({
      userId: sql.placeholder('userId'),
      kind: sql.placeholder('kind'),
      actorId: sql.placeholder('actorId'),
      subjectId: sql.placeholder('subjectId'),
      createdAt: sql.placeholder('at'),
    })
    .returning()
    .prepare('add_notification'),
);

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

// ---- /home: the notifications a member is shown, each with its actor as lists show members ----

/**
 * Shown to the member: from the venue (no actor), or the actor is shown to others and no block lies
 * between them (twins of canVisit). The venue's notices: verification decisions, premium renewals.
 */
function shownTo(viewer: ProfileViewer) {
  return and(eq(notifications.userId, viewer.id), or(isNull(notifications.actorId), and(shownToOthersSql(), notBlockedWithSql(viewer.id, users.id))));
}

export interface NotificationCardRow extends Pick<NotificationRow, 'id' | 'kind' | 'subjectId' | 'createdAt' | 'readAt'> {
  /** null for a notification from the venue. */
  actor: UserCardRow | null;
}

/** The member's shown notifications, newest first, after an optional (createdAt, id) keyset. */
export async function listShownNotifications(db: DbOrTx, viewer: ProfileViewer, limit: number, after?: { at: Date; id: string }): Promise<NotificationCardRow[]> {
  const rows = after ? await shownNotificationsQuery(db, viewer, after).limit(limit) : await firstShownPage(db, viewer, limit);
  return rows.map(({ notificationId, kind, subjectId, createdAt, readAt, ...card }) => ({
    id: notificationId,
    kind,
    subjectId,
    createdAt,
    readAt,
    actor: card.id === null ? null : toUserCard(card as Parameters<typeof toUserCard>[0]),
  }));
}

function shownNotificationsQuery(db: DbOrTx, viewer: ProfileViewer, after?: { at: Date; id: string }) {
  return db
    .select({
      notificationId: notifications.id,
      kind: notifications.kind,
      subjectId: notifications.subjectId,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      ...userCardColumns(viewer),
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(
      and(
        shownTo(viewer),
        after ? or(lt(notifications.createdAt, after.at), and(eq(notifications.createdAt, after.at), lt(notifications.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .$dynamic();
}

// Home asks for the first page and the unread count on every visit: built once per kind of viewer,
// its size in the SQL for home's page (the default size, one row more than shown: is there a next page?).
const firstShownPageOf = preparedForViewerPerLimit('shown_notifications_first', [PROFILE_LISTS.pageSize + 1], (db, viewer, name, limit) =>
  shownNotificationsQuery(db, viewer).limit(limit).prepare(name),
);
async function firstShownPage(db: DbOrTx, viewer: ProfileViewer, limit: number) {
  const { statement, params } = firstShownPageOf(db, viewer, limit);
  return statement.execute(params);
}

const shownUnreadOf = preparedForViewer('shown_unread_notifications', (db, viewer, name) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(shownTo(viewer), isNull(notifications.readAt)))
    .prepare(name),
);

/** How many of the shown notifications are unread. */
export async function countShownUnread(db: DbOrTx, viewer: ProfileViewer): Promise<number> {
  const { statement, params } = shownUnreadOf(db, viewer);
  const [row] = await statement.execute({ ...params });
  return row?.n ?? 0;
}

/**
 * countShownUnread for many members at once (the push badge of a batch): the same filter, with the
 * recipient's column in place of one viewer's id.
 */
export async function countShownUnreadOf(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(
      and(
        inArray(notifications.userId, userIds),
        isNull(notifications.readAt),
        or(
          isNull(notifications.actorId),
          and(
            shownToOthersSql(),
            sql`not exists (select 1 from ${blocks} b where b.blocker_id = ${notifications.userId} and b.blocked_id = ${users.id})`,
            sql`not exists (select 1 from ${blocks} b where b.blocker_id = ${users.id} and b.blocked_id = ${notifications.userId})`,
          ),
        ),
      ),
    )
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}
