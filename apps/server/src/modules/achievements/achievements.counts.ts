import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AchievementFamily } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { friendships } from '../friends/friends.table.js';
import { userUploads } from '../photos/photos.table.js';
import { chatRooms, roomMessages } from '../rooms/rooms.table.js';
import { sparkDecisions } from '../spark/spark.table.js';
import { giftTransfers } from '../gifts/gifts.table.js';

// What each family counts for one member (decision 0048), bounded by `limit` (the highest threshold
// still open): a member with thousands of messages costs at most `limit` index entries, and nothing
// once the family is complete (the caller does not count then).

/** Room kinds whose messages count as "public chat": the rooms listed for everyone to join, not invite-only ones. */
export const COUNTED_ROOM_KINDS = ['PUBLIC', 'GROUP'] as const;

/** A family's rows for one member, at most `limit` of them (what is counted). */
type FamilyRows = (db: DbOrTx, userId: string | SQL, limit: number) => SQL;

/** SQL: the member's count in the family, at most `limit` (a scalar subquery, to put beside other columns). */
export function familyCountSql(db: DbOrTx, family: AchievementFamily, userId: string | SQL, limit: number): SQL<number> {
  return sql<number>`(select count(*)::int from (${FAMILY_ROWS[family](db, userId, limit)}) as counted)`;
}

/** Friends the member has now (accepted friendships with members not deleted). */
const friends: FamilyRows = (db, userId, limit) =>
  sql`${db
    .select({ one: sql`1` })
    .from(friendships)
    .innerJoin(users, eq(users.id, sql`case when ${friendships.requesterId} = ${userId} then ${friendships.addresseeId} else ${friendships.requesterId} end`))
    .where(and(eq(friendships.status, 'ACCEPTED'), or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)), isNull(users.deletedAt)))
    .limit(limit)}`;

/** Messages the member wrote in public and group chat rooms (not private, invite-only rooms). */
const roomMessagesOf: FamilyRows = (db, userId, limit) =>
  sql`${db
    .select({ one: sql`1` })
    .from(roomMessages)
    .where(
      and(
        eq(roomMessages.senderId, userId),
        inArray(roomMessages.roomId, db.select({ id: chatRooms.id }).from(chatRooms).where(inArray(chatRooms.kind, [...COUNTED_ROOM_KINDS]))),
      ),
    )
    .limit(limit)}`;

/** Photos the member uploaded to their gallery (conversation pictures and selfies are not uploads here). */
const uploads: FamilyRows = (db, userId, limit) =>
  sql`${db.select({ one: sql`1` }).from(userUploads).where(eq(userUploads.userId, userId)).limit(limit)}`;

/** Sparks the member received (skips are not likes); the index on (target_id, kind, decided_at) serves it. */
const likes: FamilyRows = (db, userId, limit) =>
  sql`${db.select({ one: sql`1` }).from(sparkDecisions).where(and(eq(sparkDecisions.targetId, userId), eq(sparkDecisions.kind, 'SPARK'))).limit(limit)}`;

/** Gifts the member sent (issue 17), whatever became of them: giving is what counts. */
const gifts: FamilyRows = (db, userId, limit) =>
  sql`${db.select({ one: sql`1` }).from(giftTransfers).where(eq(giftTransfers.senderId, userId)).limit(limit)}`;

const FAMILY_ROWS: Record<AchievementFamily, FamilyRows> = {
  FRIENDS: friends,
  ROOM_MESSAGES: roomMessagesOf,
  UPLOADS: uploads,
  LIKES: likes,
  GIFTS: gifts,
};

/** The member's count in the family, at most `limit`. */
export async function countFamily(db: DbOrTx, family: AchievementFamily, userId: string, limit: number): Promise<number> {
  const result = (await db.execute(sql`select ${familyCountSql(db, family, userId, limit)} as n`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
