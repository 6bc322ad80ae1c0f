import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { memberStatusSql, type MemberStatus } from '../accounts/accounts.policy.js';

/** Members per profile type (null: not chosen yet). */
export async function countMembersBySex(db: DbOrTx) {
  return db.select({ sex: users.sex, count: count() }).from(users).groupBy(users.sex);
}

/** Members per status, with the same rule as accounts.policy memberStatus. */
export async function countMembersByStatus(db: DbOrTx, now: Date): Promise<{ status: MemberStatus; count: number }[]> {
  const status = memberStatusSql(now);
  return db.select({ status, count: count() }).from(users).groupBy(status);
}
