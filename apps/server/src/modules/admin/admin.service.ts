import { SEXES, type Sex } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { MEMBER_STATUSES, type MemberStatus } from '../accounts/accounts.policy.js';
import * as repo from './admin.repository.js';

export interface AdminDashboard {
  totalMembers: number;
  byProfileType: { sex: Sex | null; count: number }[];
  byStatus: { status: MemberStatus; count: number }[];
}

export function createAdminService(deps: AppDeps) {
  return {
    /**
     * Counts for /admin/dashboard: every profile type and every member status listed, zeros
     * included; staff (admin accounts) are not members and are not counted (decision 0031).
     */
    async dashboard(): Promise<AdminDashboard> {
      const db = deps.database.db;
      const [bySex, byStatus] = await Promise.all([repo.countMembersBySex(db), repo.countMembersByStatus(db, deps.now())]);
      const sexCount = new Map(bySex.map((r) => [r.sex, Number(r.count)]));
      const statusCount = new Map(byStatus.map((r) => [r.status, Number(r.count)]));
      return {
        totalMembers: bySex.reduce((sum, r) => sum + Number(r.count), 0),
        byProfileType: [...SEXES, null].map((sex) => ({ sex, count: sexCount.get(sex) ?? 0 })),
        byStatus: MEMBER_STATUSES.filter((status) => status !== 'ADMIN').map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
