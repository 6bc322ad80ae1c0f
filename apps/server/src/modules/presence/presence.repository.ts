import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { toUserCard, userCardColumns, type UserCardRow } from '../profiles/profiles.repository.js';
import type { Cursor } from '../../shared/cursor.js';
import { ACTIVITY_WRITE_INTERVAL_MS, activeSince, appearsOnlineSinceSql, showsPresenceSql } from './presence.policy.js';
import { preparedForViewerPerLimit } from '../profiles/viewer-prepared.js';
import { ONLINE_USERS } from '@venue/shared';
import { preparedPerHandle, uuidArray } from '../../db/prepared.js';

/**
 * The members the viewer sees online, most recently active first, after an optional
 * (lastActiveAt, id) keyset, as a query (the bench prints its plan). The filter is appearsOnlineSql
 * (the twin of appearsOnline), active since `since` (activeSince); the walk follows
 * users_last_active_idx from the newest activity backwards and stops at the page's end.
 */
export function onlineQuery(db: DbOrTx, viewer: ProfileViewer, since: string | Placeholder, after: Cursor | null, limit: number | Placeholder) {
  return db
    .select(userCardColumns(viewer))
    .from(users)
    .where(and(appearsOnlineSinceSql(viewer.id, since), after ? or(lt(users.lastActiveAt, after.at), and(eq(users.lastActiveAt, after.at), lt(users.id, after.id))) : undefined))
    .orderBy(desc(users.lastActiveAt), desc(users.id))
    .limit(limit);
}

// Home shows the first page on every visit: built once per kind of viewer, its size in the SQL for
// home's page and the online screen's (one row more than shown: is there a next page?).
const firstOnlinePage = preparedForViewerPerLimit('online_first', [ONLINE_USERS.home + 1, ONLINE_USERS.pageSize + 1], (db, viewer, name, limit) =>
  onlineQuery(db, viewer, sql.placeholder('since'), null, limit).prepare(name),
);

export async function listOnline(db: DbOrTx, viewer: ProfileViewer, now: Date, after: Cursor | null, limit: number): Promise<UserCardRow[]> {
  const since = activeSince(now).toISOString();
  if (after) return (await onlineQuery(db, viewer, since, after, limit)).map(toUserCard);
  const { statement, params } = firstOnlinePage(db, viewer, limit);
  return (await statement.execute({ ...params, since })).map(toUserCard);
}

/** For tests and the bench: the raw lastActiveAt of a member. */
export async function lastActiveAtOf(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

/**
 * Records activity of several members at once (their open sockets keep them active): the members
 * whose lastActiveAt is older than a minute get `now`. Answers the ids written.
 */
export async function writeActivityOfMany(db: DbOrTx, userIds: string[], now: Date): Promise<string[]> {
  if (userIds.length === 0) return [];
  const due = new Date(now.getTime() - ACTIVITY_WRITE_INTERVAL_MS);
  const rows = await activityWrite(db).execute({ ids: uuidArray(userIds), now, due });
  return rows.map((r) => r.id);
}

// Signed-in requests write it (at most once a minute per member): one statement for any number of members.
const activityWrite = preparedPerHandle((db) =>
  db
    .update(users)
    .set({ lastActiveAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(and(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`, or(isNull(users.lastActiveAt), lte(users.lastActiveAt, sql.placeholder('due')))))
    .returning({ id: users.id })
    .prepare('activity_write'),
);

/** Of `userIds`, those who show as online to others at all (showsPresenceSql). */
export async function showingPresence(db: DbOrTx, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), showsPresenceSql()));
  return rows.map((r) => r.id);
}

/**
 * Members showing presence whose last activity lies in [from, to): with `to` = now − 5 minutes they
 * have just gone offline. Walks users_last_active_idx over the range.
 */
export async function lastActiveBetween(db: DbOrTx, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(gte(users.lastActiveAt, from), lt(users.lastActiveAt, to), showsPresenceSql()));
  return rows.map((r) => r.id);
}
