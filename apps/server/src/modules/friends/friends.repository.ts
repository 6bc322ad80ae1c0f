import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { friendships } from './friends.table.js';

/** The open (PENDING or ACCEPTED) friendship row between two members, whoever asked, if any. */
export async function findOpenFriendship(db: DbOrTx, a: string, b: string) {
  const [row] = await db
    .select()
    .from(friendships)
    .where(
      and(
        sql`${friendships.status} in ('PENDING','ACCEPTED')`,
        or(and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)), and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a))),
      ),
    )
    .limit(1);
  return row;
}

/** True when the two members are friends (an ACCEPTED friendship, either direction). */
export async function areFriends(db: DbOrTx, a: string, b: string): Promise<boolean> {
  return (await findOpenFriendship(db, a, b))?.status === 'ACCEPTED';
}

/** SQL filter: the member in `userIdColumn` is a friend of the viewer. The list twin of areFriends. */
export function isFriendOfSql(viewerId: string, userIdColumn: AnyColumn): SQL {
  return sql`exists (select 1 from ${friendships} f where f.status = 'ACCEPTED' and ((f.requester_id = ${viewerId} and f.addressee_id = ${userIdColumn}) or (f.requester_id = ${userIdColumn} and f.addressee_id = ${viewerId})))`;
}

/** How many friends a member has (for the 10-friend limit of unverified members). */
export async function countFriends(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(friendships)
    .where(and(eq(friendships.status, 'ACCEPTED'), or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId))));
  return row?.n ?? 0;
}
