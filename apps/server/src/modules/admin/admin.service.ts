import { SEXES, type Sex } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { MEMBER_STATUSES, type MemberStatus } from '../accounts/accounts.policy.js';
import * as repo from './admin.repository.js';

export interface AdminDashboard {
  totalMembers: number;
  byProfileType: { sex: Sex | null; count: number }[];
  byStatus: { status: MemberStatus; count: number }[];
  openReports: number;
  /** Premium subscriptions that are not over, per state, zeros included. */
  subscriptionsByState: { state: LiveSubscriptionState; count: number }[];
  /** Money received this and last calendar month (Zurich), in Rappen. */
  revenueThisMonthRappen: number;
  revenueLastMonthRappen: number;
  /** The last DASHBOARD_WEEKS weeks, oldest first, the current one last; zeros included. */
  newMembersPerWeek: { weekStart: string; count: number }[];
}

export const DASHBOARD_WEEKS = 12;
export const LIVE_SUBSCRIPTION_STATES = ['TRIAL', 'ACTIVE', 'CANCELLED', 'PAST_DUE'] as const;
export type LiveSubscriptionState = (typeof LIVE_SUBSCRIPTION_STATES)[number];

export function createAdminService(deps: AppDeps) {
  return {
    /**
     * Counts for /admin/dashboard: every profile type and every member status listed, zeros
     * included; staff (admin accounts) are not members and are not counted (decision 0031).
     */
    async dashboard(): Promise<AdminDashboard> {
      const db = deps.database.db;
      const now = deps.now();
      const weeks = lastWeekStarts(now, DASHBOARD_WEEKS);
      const months = zurichMonths(now);
      const [bySex, byStatus, openReports, perWeek, liveSubscriptions, revenue] = await Promise.all([
        repo.countMembersBySex(db),
        repo.countMembersByStatus(db, now),
        repo.countOpenReports(db),
        // A day before the first Monday: the query groups by Zurich weeks itself.
        repo.countNewMembersByWeek(db, new Date(Date.parse(`${weeks[0]}T00:00:00Z`) - 86_400_000)),
        repo.countLiveSubscriptionsByState(db),
        // Two days before the first of last month in UTC: the query groups by Zurich months itself.
        repo.revenueByMonth(db, new Date(Date.parse(`${months.last}-01T00:00:00Z`) - 2 * 86_400_000)),
      ]);
      const subscriptionCount = new Map(liveSubscriptions.map((r) => [r.state, r.count]));
      const revenueOf = (month: string) => revenue.find((r) => r.month === month)?.rappen ?? 0;
      const weekCount = new Map(perWeek.map((r) => [r.week, r.count]));
      const sexCount = new Map(bySex.map((r) => [r.sex, Number(r.count)]));
      const statusCount = new Map(byStatus.map((r) => [r.status, Number(r.count)]));
      return {
        totalMembers: bySex.reduce((sum, r) => sum + Number(r.count), 0),
        byProfileType: [...SEXES, null].map((sex) => ({ sex, count: sexCount.get(sex) ?? 0 })),
        byStatus: MEMBER_STATUSES.filter((status) => status !== 'ADMIN').map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
        openReports,
        subscriptionsByState: LIVE_SUBSCRIPTION_STATES.map((state) => ({ state, count: subscriptionCount.get(state) ?? 0 })),
        revenueThisMonthRappen: revenueOf(months.current),
        revenueLastMonthRappen: revenueOf(months.last),
        newMembersPerWeek: weeks.map((weekStart) => ({ weekStart, count: weekCount.get(weekStart) ?? 0 })),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

/** The Mondays (YYYY-MM-DD, Zurich calendar) of the last `n` weeks, oldest first, this week's last. */
export function lastWeekStarts(now: Date, n: number): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const day = new Date(`${today}T00:00:00Z`);
  const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000;
  return Array.from({ length: n }, (_, i) => new Date(monday - (n - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** This and last calendar month in Zurich, as 'YYYY-MM'. */
export function zurichMonths(now: Date): { current: string; last: string } {
  const current = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);
  const [y, m] = current.split('-').map(Number) as [number, number];
  const last = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  return { current, last };
}
