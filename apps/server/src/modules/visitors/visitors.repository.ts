import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { users } from '../accounts/accounts.table.js';
import { shownToOthersSql } from '../accounts/members.repository.js';
import { notBlockedWithSql } from '../blocks/blocks.repository.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { toUserCard, userCardColumns, type UserCardRow } from '../profiles/profiles.repository.js';
import { profileVisits } from './profile-visits.table.js';
import { recipientChannelsSql, type RecipientFacts } from '../notifications/notify.js';

/**
 * Records a visit: one row per visitor, visited member and Swiss day, its time moved to the latest
 * visit. Tells whether this was the first visit of that day (the row was new).
 */
export async function recordVisit(tx: DbOrTx, v: { visitorId: string; visitedId: string; day: string; at: Date }): Promise<{ firstOfDay: boolean; visited: RecipientFacts | undefined }> {
  const [row] = await visitUpsert(tx).execute({ visitorId: v.visitorId, visitedId: v.visitedId, day: v.day, at: v.at });
  if (!row) return { firstOfDay: false, visited: undefined };
  const { inserted, admin, deletedAt, isDeactivated, stored, settings, devices } = row;
  // The visited member's facts for the notification come back with the row (one round trip less).
  const visited = admin === null ? undefined : { admin: Boolean(admin), deletedAt: deletedAt ? new Date(deletedAt) : null, isDeactivated: Boolean(isDeactivated), stored, settings, devices };
  return { firstOfDay: Boolean(inserted), visited };
}

// Every profile visit: prepared.
const visitUpsert = preparedPerHandle((db) =>
  db
    .insert(profileVisits)
    .values({ visitorId: sql.placeholder('visitorId'), visitedId: sql.placeholder('visitedId'), day: sql.placeholder('day'), lastVisitedAt: sql.placeholder('at') })
    .onConflictDoUpdate({ target: [profileVisits.visitedId, profileVisits.day, profileVisits.visitorId], set: { lastVisitedAt: sql`excluded.last_visited_at` } })
    // xmax is 0 only for a row this statement inserted (an update leaves the old version's id).
    // With it, what the first visit's notification needs of the visited member (notify's `known`).
    .returning({
      inserted: sql<boolean>`(xmax = 0)`,
      admin: sql<boolean | null>`(select u.admin from ${users} u where u.id = ${profileVisits.visitedId})`,
      deletedAt: sql<string | Date | null>`(select u.deleted_at from ${users} u where u.id = ${profileVisits.visitedId})`,
      isDeactivated: sql<boolean | null>`(select u.is_deactivated from ${users} u where u.id = ${profileVisits.visitedId})`,
      ...recipientChannelsSql(sql`${profileVisits.visitedId}`, sql`'PROFILE_VISIT'`),
    })
    .prepare('record_profile_visit'),
);

export interface VisitRow {
  visitor: UserCardRow;
  day: string;
  lastVisitedAt: Date;
}

/**
 * The viewer's visitors, newest first, after an optional (lastVisitedAt, visitorId) keyset: only
 * members shown to others and with no block either way (the twins of canVisit's first checks).
 */
export async function listVisitors(db: DbOrTx, viewer: ProfileViewer, limit: number, after?: { at: Date; id: string }): Promise<VisitRow[]> {
  const rows = await db
    .select({ ...userCardColumns(viewer), day: profileVisits.day, lastVisitedAt: profileVisits.lastVisitedAt })
    .from(profileVisits)
    .innerJoin(users, eq(users.id, profileVisits.visitorId))
    .where(
      and(
        eq(profileVisits.visitedId, viewer.id),
        shownToOthersSql(),
        notBlockedWithSql(viewer.id, users.id),
        after
          ? or(lt(profileVisits.lastVisitedAt, after.at), and(eq(profileVisits.lastVisitedAt, after.at), lt(profileVisits.visitorId, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(profileVisits.lastVisitedAt), desc(profileVisits.visitorId))
    .limit(limit);
  return rows.map(({ day, lastVisitedAt, ...card }) => ({ visitor: toUserCard(card), day, lastVisitedAt }));
}
