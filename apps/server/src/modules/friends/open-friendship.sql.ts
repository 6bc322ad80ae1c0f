import { and, eq, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { friendships } from './friends.table.js';

/**
 * SQL: the friendships row is open (PENDING or ACCEPTED) between members `a` and `b`, whoever asked.
 * Apart from the repository so that the profile's reads can use it without importing the friends'
 * queries (which import the profile's card columns).
 */
export function openFriendshipSql(a: Placeholder | SQL | AnyColumn, b: Placeholder | SQL | AnyColumn): SQL {
  return and(
    sql`${friendships.status} in ('PENDING','ACCEPTED')`,
    or(and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)), and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a))),
  )!;
}
