import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle, uuidArray } from '../../db/prepared.js';
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
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // One statement: PostgreSQL sorts the rows first and locks them as they come out of the sort
  // (the SELECT page, "The Locking Clause"), so the locks are taken in id order (it was one
  // statement per member: a round trip each in every social transaction, issue 18).
  const rows = await lockedMembers(db).execute({ ids: uuidArray(unique) });
  return new Map(rows.map((user) => [user.id, user]));
}

const lockedMembers = preparedPerHandle((db) =>
  db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(users.id))
    .for('update')
    .prepare('locked_members'),
);

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
