import { type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow } from './accounts.table.js';
/** The member with this slug, in any state (callers decide what a deleted or deactivated one means). */
export declare function findMemberBySlug(db: DbOrTx, slug: string): Promise<UserRow | undefined>;
/**
 * Reads and locks the given members until the transaction ends, always in id order, so two
 * use cases locking the same pair wait for each other instead of deadlocking.
 */
export declare function lockMembers(db: DbOrTx, ids: string[]): Promise<Map<string, UserRow>>;
/** Members shown to others: not deleted and not deactivated (spec §4, issue 4 rules). */
export declare function isShownToOthers(user: Pick<UserRow, 'deletedAt' | 'isDeactivated'>): boolean;
/** SQL twin of isShownToOthers for the users row in the query. */
export declare function shownToOthersSql(): SQL;
/**
 * The id of the query's `users` row, always with the table name. Drizzle writes columns without it in
 * a select that has no join, so inside a subquery over a table with an `id` of its own (user_uploads)
 * a bare ${users.id} would silently mean that table's id.
 */
export declare const usersIdSql: SQL;
