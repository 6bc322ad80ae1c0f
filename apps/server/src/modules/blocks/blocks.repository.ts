import { and, desc, eq, lt, or, sql, type SQL, type AnyColumn, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { users } from '../accounts/accounts.table.js';
import { shownToOthersSql } from '../accounts/members.repository.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { toUserCard, userCardColumns, type UserCardRow } from '../profiles/profiles.repository.js';
import { blocks, type BlockRow } from './blocks.table.js';

// A block works both ways at once (spec §6): every check and list filter looks in both directions.

const blockBetween = preparedPerHandle((db) => {
  const [a, b] = [sql.placeholder('a'), sql.placeholder('b')];
  return db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1)
    .prepare('block_between');
});

/** True when either member has blocked the other. */
export async function isBlockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await blockBetween(db).execute({ a, b });
  return Boolean(row);
}

/**
 * SQL filter for lists: the member in `userIdColumn` and the viewer have no block between them,
 * in either direction. The list twin of isBlockedEitherWay (a consistency test pairs them).
 */
export function notBlockedWithSql(viewerId: string | Placeholder, userIdColumn: AnyColumn | SQL): SQL {
  // Two lookups of the primary key (blocker, blocked), one per direction: cheaper than one with OR.
  return sql`(not ${hasBlockedSql(viewerId, userIdColumn)} and not ${hasBlockedSql(userIdColumn, viewerId)})`;
}

/** SQL: `blockerId` has blocked `blockedId` (one lookup of the primary key). */
export function hasBlockedSql(blockerId: string | Placeholder | AnyColumn | SQL, blockedId: string | Placeholder | AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks} b where b.blocker_id = ${blockerId} and b.blocked_id = ${blockedId})`;
}

/**
 * The same filter as notBlockedWithSql, shaped for scans over many members (search, online users):
 * the viewer's blocks in both directions are read once into a set (PostgreSQL hashes the
 * uncorrelated subquery) instead of one lookup per member. Ids are never null, so NOT IN is exact.
 */
export function notBlockedWithSetSql(viewerId: string, userIdColumn: AnyColumn): SQL {
  return sql`${userIdColumn} not in (select b.blocked_id from ${blocks} b where b.blocker_id = ${viewerId} union all select b.blocker_id from ${blocks} b where b.blocked_id = ${viewerId})`;
}

/** The viewer's own block of the target, if any (the other direction is not the viewer's to see). */
export async function findBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<BlockRow | undefined> {
  const [row] = await db
    .select()
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return row;
}

/** Both directions at once, for the rules: who blocked whom between the two. */
export async function blocksBetween(db: DbOrTx, a: string, b: string): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))));
  return { aBlockedB: rows.some((r) => r.blockerId === a), bBlockedA: rows.some((r) => r.blockerId === b) };
}

/** Blocks the target, or updates the reason of an existing block (createdAt stays). */
export async function upsertBlock(db: DbOrTx, blockerId: string, blockedId: string, reason: string | null, now: Date): Promise<BlockRow> {
  const [row] = await db
    .insert(blocks)
    .values({ blockerId, blockedId, reason, createdAt: now })
    .onConflictDoUpdate({ target: [blocks.blockerId, blocks.blockedId], set: { reason } })
    .returning();
  return row!;
}

/** Lifts the viewer's block; false when there was none. */
export async function deleteBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockedId: blocks.blockedId });
  return rows.length > 0;
}

/** Ids of the members the viewer has blocked (CurrentUser.blockedUserIds, spec §3). */
export async function blockedIdsOf(db: DbOrTx, blockerId: string): Promise<string[]> {
  const rows = await db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, blockerId)).orderBy(desc(blocks.createdAt));
  return rows.map((r) => r.id);
}

export interface BlockView extends BlockRow {
  member: UserCardRow;
}

/** The viewer's blocks, latest first, of members shown to others (not deleted, not deactivated), after an optional (createdAt, blockedId) keyset. */
export async function listBlocks(db: DbOrTx, viewer: ProfileViewer, keyset: { at: Date; id: string } | null, limit: number): Promise<BlockView[]> {
  const rows = await db
    .select({ b: blocks, ...userCardColumns(viewer) })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(
      and(
        eq(blocks.blockerId, viewer.id),
        shownToOthersSql(),
        keyset ? or(lt(blocks.createdAt, keyset.at), and(eq(blocks.createdAt, keyset.at), lt(blocks.blockedId, keyset.id))) : undefined,
      ),
    )
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(limit);
  return rows.map(({ b, ...card }) => ({ ...b, member: toUserCard(card) }));
}

/** Ids of the members with a block either way with `userId` (for sets kept in memory, realtime/block-sets.ts). */
export async function blockedEitherWayIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await blocksEitherWayOf(db).execute({ userId });
  return rows.map((r) => (r.blocker === userId ? r.blocked : r.blocker));
}

// Read whenever a member's sockets open a room or a conversation stream (block-sets.ts): prepared.
const blocksEitherWayOf = preparedPerHandle((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ blocker: blocks.blockerId, blocked: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)))
    .prepare('blocks_either_way_of');
});
