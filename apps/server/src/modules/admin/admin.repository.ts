import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { memberStatusSql, type MemberStatus } from '../accounts/accounts.policy.js';

/** Members, not staff: admin accounts are not counted (docs/decisions/0031). */
const isMember = eq(users.admin, false);

/** Members per profile type (null: not chosen yet). */
export async function countMembersBySex(db: DbOrTx) {
  return db.select({ sex: users.sex, count: count() }).from(users).where(isMember).groupBy(users.sex);
}

/**
 * Members per status, with the same rule as accounts.policy memberStatus.
 * The status is computed in a subquery: grouping by the parameterised CASE itself fails,
 * because PostgreSQL sees the select list and GROUP BY as different expressions ($1 vs $2).
 */
export async function countMembersByStatus(db: DbOrTx, now: Date): Promise<{ status: MemberStatus; count: number }[]> {
  const perMember = db.select({ status: memberStatusSql(now).as('status') }).from(users).where(isMember).as('per_member');
  return db.select({ status: perMember.status, count: count() }).from(perMember).groupBy(perMember.status);
}
