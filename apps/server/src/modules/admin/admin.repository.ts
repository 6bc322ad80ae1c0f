import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import { memberStatusSql, type MemberStatus } from '../accounts/accounts.policy.js';
import { reports } from '../reports/reports.table.js';
import { payments } from '../payments/payments.table.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';

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

/** Reports staff still have to work on (docs/decisions/0013: the open states). */
export async function countOpenReports(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: count() }).from(reports).where(inArray(reports.status, ['OPEN', 'PROCESSING', 'AWAITING_REPLY']));
  return Number(row?.count ?? 0);
}

/** New members per week (Monday, Zurich time) since `since`; weeks without sign-ups are missing. */
export async function countNewMembersByWeek(db: DbOrTx, since: Date): Promise<{ week: string; count: number }[]> {
  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone 'Europe/Zurich'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, count: count() })
    .from(users)
    .where(and(isMember, gte(users.createdAt, since)))
    .groupBy(week);
  return rows.map((r) => ({ week: r.week, count: Number(r.count) }));
}

/** Subscriptions that are not over, per state (TRIAL, ACTIVE, CANCELLED before its end, PAST_DUE). */
export async function countLiveSubscriptionsByState(db: DbOrTx): Promise<{ state: string; count: number }[]> {
  const rows = await db
    .select({ state: subscriptions.state, count: count() })
    .from(subscriptions)
    .where(sql`${subscriptions.state} <> 'ENDED'`)
    .groupBy(subscriptions.state);
  return rows.map((r) => ({ state: r.state, count: Number(r.count) }));
}

/** Money received (succeeded payments, in Rappen) per Zurich calendar month ('YYYY-MM') since `since`. */
export async function revenueByMonth(db: DbOrTx, since: Date): Promise<{ month: string; rappen: number }[]> {
  const month = sql<string>`to_char(${payments.paidAt} at time zone 'Europe/Zurich', 'YYYY-MM')`;
  const rows = await db
    .select({ month, rappen: sql<string>`coalesce(sum(${payments.amountRappen}), 0)` })
    .from(payments)
    .where(and(eq(payments.status, 'SUCCEEDED'), gte(payments.paidAt, since)))
    .groupBy(month);
  return rows.map((r) => ({ month: r.month, rappen: Number(r.rappen) }));
}
