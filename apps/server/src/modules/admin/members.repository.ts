import { and, desc, eq, ilike, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users, type UserRow } from '../accounts/accounts.table.js';
import type { Cursor } from '../../shared/cursor.js';
import { likePattern } from './members.policy.js';

/**
 * Member accounts for staff, newest first: not staff, not deleted; narrowed to those whose username
 * or e-mail contains `search` (case-insensitive) when one is given.
 */
export async function listMemberAccounts(db: DbOrTx, search: string, after: Cursor | null, limit: number): Promise<UserRow[]> {
  const pattern = likePattern(search);
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.admin, false),
        isNull(users.deletedAt),
        search ? or(ilike(users.username, pattern), ilike(users.email, pattern)) : undefined,
        after ? or(lt(users.createdAt, after.at), and(eq(users.createdAt, after.at), lt(users.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}
