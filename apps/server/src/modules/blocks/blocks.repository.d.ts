import { type SQL, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ProfileViewer } from '../profiles/profiles.policy.js';
import { type UserCardRow } from '../profiles/profiles.repository.js';
import { type BlockRow } from './blocks.table.js';
/** True when either member has blocked the other. */
export declare function isBlockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean>;
/**
 * SQL filter for lists: the member in `userIdColumn` and the viewer have no block between them,
 * in either direction. The list twin of isBlockedEitherWay (a consistency test pairs them).
 */
export declare function notBlockedWithSql(viewerId: string, userIdColumn: AnyColumn): SQL;
/**
 * The same filter as notBlockedWithSql, shaped for scans over many members (search, online users):
 * the viewer's blocks in both directions are read once into a set (PostgreSQL hashes the
 * uncorrelated subquery) instead of one lookup per member. Ids are never null, so NOT IN is exact.
 */
export declare function notBlockedWithSetSql(viewerId: string, userIdColumn: AnyColumn): SQL;
/** The viewer's own block of the target, if any (the other direction is not the viewer's to see). */
export declare function findBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<BlockRow | undefined>;
/** Both directions at once, for the rules: who blocked whom between the two. */
export declare function blocksBetween(db: DbOrTx, a: string, b: string): Promise<{
    aBlockedB: boolean;
    bBlockedA: boolean;
}>;
/** Blocks the target, or updates the reason of an existing block (createdAt stays). */
export declare function upsertBlock(db: DbOrTx, blockerId: string, blockedId: string, reason: string | null, now: Date): Promise<BlockRow>;
/** Lifts the viewer's block; false when there was none. */
export declare function deleteBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean>;
/** Ids of the members the viewer has blocked (CurrentUser.blockedUserIds, spec §3). */
export declare function blockedIdsOf(db: DbOrTx, blockerId: string): Promise<string[]>;
export interface BlockView extends BlockRow {
    member: UserCardRow;
}
/** The viewer's blocks, latest first, of members shown to others (not deleted, not deactivated), after an optional (createdAt, blockedId) keyset. */
export declare function listBlocks(db: DbOrTx, viewer: ProfileViewer, keyset: {
    at: Date;
    id: string;
} | null, limit: number): Promise<BlockView[]>;
/** Ids of the members with a block either way with `userId` (for sets kept in memory, realtime/block-sets.ts). */
export declare function blockedEitherWayIdsOf(db: DbOrTx, userId: string): Promise<string[]>;
