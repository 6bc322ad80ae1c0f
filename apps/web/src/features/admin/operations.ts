import { gql, type TypedDocumentNode } from 'urql';
import type { Sex } from '@venue/shared';

export const MEMBER_STATUSES = ['PENDING_ACTIVATION', 'ACTIVE', 'VERIFIED', 'DEACTIVATED', 'TIMED_OUT', 'ADMIN'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface AdminDashboard {
  totalMembers: number;
  byProfileType: { sex: Sex | null; count: number }[];
  byStatus: { status: MemberStatus; count: number }[];
}

export const AdminDashboardQuery: TypedDocumentNode<{ adminDashboard: AdminDashboard }, Record<string, never>> = gql`
  query AdminDashboard {
    adminDashboard {
      totalMembers
      byProfileType {
        sex
        count
      }
      byStatus {
        status
        count
      }
    }
  }
`;
