import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { users, type UserRow } from './accounts.table.js';

// Looking up and locking other members for social use cases (friends, blocks).

const memberBySlug = preparedPerHandle((db) => db.select().from(users).where(eq(users.slug, sql.placeholder('slug'))).limit(1).prepare('member_by_slug'));

/** The member with this slug, in any state (callers decide what a deleted or deactivated one means). */
export async function findMemberBySlug(db: DbOrTx, slug: string): Promise<UserRow | undefined> {
  const [user] = await memberBySlug(db).execute({ slug: slug.toLowerCase() });
  return user;
}

/**
 * Reads and locks the given members until the transaction ends, always in id order, so two
 * use cases locking the same pair wait for each other instead of deadlocking.
 */
export async function lockMembers(db: DbOrTx, ids: string[]): Promise<Map<string, UserRow>> {
  const sorted = [...new Set(ids)].sort();
  const found = new Map<string, UserRow>();
  // One statement per row: the order of the locks is the order of the statements.
  for (const id of sorted) {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    if (user) found.set(id, user);
  }
  return found;
}

/** Members shown to others: not deleted and not deactivated (spec §4, issue 4 rules). */
export function isShownToOthers(user: Pick<UserRow, 'deletedAt' | 'isDeactivated'>): boolean {
  return !user.deletedAt && !user.isDeactivated;
}

/** SQL twin of isShownToOthers for the users row in the query. */
export function shownToOthersSql(): SQL {
  return and(isNull(users.deletedAt), eq(users.isDeactivated, false))!;
}

/**
 * The id of the query's `users` row, always with the table name. Drizzle writes columns without it in
 * a select that has no join, so inside a subquery over a table with an `id` of its own (user_uploads)
 * a bare ${users.id} would silently mean that table's id.
 */
export const usersIdSql: SQL = sql`${users}.${sql.identifier('id')}`;
