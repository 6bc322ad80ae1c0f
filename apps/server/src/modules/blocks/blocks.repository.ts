import { and, eq, or, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { blocks } from './blocks.table.js';

// A block works both ways at once (spec §6): every check and list filter looks in both directions.

/** True when either member has blocked the other. */
export async function isBlockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1);
  return Boolean(row);
}

/**
 * SQL filter for lists: the member in `userIdColumn` and the viewer have no block between them,
 * in either direction. The list twin of isBlockedEitherWay (a consistency test pairs them).
 */
export function notBlockedWithSql(viewerId: string, userIdColumn: AnyColumn): SQL {
  return sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${viewerId} and b.blocked_id = ${userIdColumn}) or (b.blocker_id = ${userIdColumn} and b.blocked_id = ${viewerId}))`;
}
