import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { Sex } from '@venue/shared';

export const MEMBER_STATUSES = ['PENDING_ACTIVATION', 'ACTIVE', 'VERIFIED', 'DEACTIVATED', 'TIMED_OUT', 'ADMIN'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface AdminDashboard {
  totalMembers: number;
  byProfileType: { sex: Sex | null; count: number }[];
  byStatus: { status: MemberStatus; count: number }[];
  openReports: number;
  /** Premium subscriptions that are not over: TRIAL, ACTIVE, CANCELLED, PAST_DUE. */
  subscriptionsByState: { state: 'TRIAL' | 'ACTIVE' | 'CANCELLED' | 'PAST_DUE'; count: number }[];
  revenueThisMonthRappen: number;
  revenueLastMonthRappen: number;
  /** The last 12 weeks, oldest first; weekStart is the Monday (YYYY-MM-DD). */
  newMembersPerWeek: { weekStart: string; count: number }[];
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
      openReports
      subscriptionsByState {
        state
        count
      }
      revenueThisMonthRappen
      revenueLastMonthRappen
      newMembersPerWeek {
        weekStart
        count
      }
    }
  }
`;

/** A member account as staff see it (/admin/members; decision 0031). */
export interface AdminMember {
  id: string;
  username: string;
  slug: string;
  email: string;
  sex: Sex | null;
  status: MemberStatus;
  isActivated: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  isVerified: boolean;
  isDeactivated: boolean;
  /** End of a login timeout in force; null when none is. */
  loginTimeoutUntil: string | null;
  createdAt: string;
  lastActiveAt: string | null;
}

export interface AdminMemberPage {
  nodes: AdminMember[];
  hasNextPage: boolean;
  endCursor: string | null;
}

const AdminMemberFields = gql`
  fragment AdminMemberFields on AdminMember {
    id
    username
    slug
    email
    sex
    status
    isActivated
    emailVerified
    phoneVerified
    isVerified
    isDeactivated
    loginTimeoutUntil
    createdAt
    lastActiveAt
  }
`;

export const AdminMembersQuery: TypedDocumentNode<{ adminMembers: AdminMemberPage }, { search?: string | null; first?: number; after?: string | null }> = gql`
  query AdminMembers($search: String, $first: Int, $after: String) {
    adminMembers(search: $search, first: $first, after: $after) {
      nodes {
        ...AdminMemberFields
      }
      hasNextPage
      endCursor
    }
  }
  ${AdminMemberFields}
`;

export const AdminMemberQuery: TypedDocumentNode<{ adminMember: AdminMember | null }, { id: string }> = gql`
  query AdminMember($id: ID!) {
    adminMember(id: $id) {
      ...AdminMemberFields
    }
  }
  ${AdminMemberFields}
`;

export const AdminSetLoginTimeoutMutation: TypedDocumentNode<{ adminSetLoginTimeout: AdminMember }, { id: string; until: string }> = gql`
  mutation AdminSetLoginTimeout($id: ID!, $until: DateTime!) {
    adminSetLoginTimeout(id: $id, until: $until) {
      ...AdminMemberFields
    }
  }
  ${AdminMemberFields}
`;

export const AdminEndLoginTimeoutMutation: TypedDocumentNode<{ adminEndLoginTimeout: AdminMember }, { id: string }> = gql`
  mutation AdminEndLoginTimeout($id: ID!) {
    adminEndLoginTimeout(id: $id) {
      ...AdminMemberFields
    }
  }
  ${AdminMemberFields}
`;

export const AdminDeactivateMemberMutation: TypedDocumentNode<{ adminDeactivateMember: AdminMember }, { id: string }> = gql`
  mutation AdminDeactivateMember($id: ID!) {
    adminDeactivateMember(id: $id) {
      ...AdminMemberFields
    }
  }
  ${AdminMemberFields}
`;

export const AdminReactivateMemberMutation: TypedDocumentNode<{ adminReactivateMember: AdminMember }, { id: string }> = gql`
  mutation AdminReactivateMember($id: ID!) {
    adminReactivateMember(id: $id) {
      ...AdminMemberFields
    }
  }
  ${AdminMemberFields}
`;

/** Verification requests waiting for staff (the dashboard's "pending verifications", docs/decisions/0033). */
export const DashboardPendingVerificationsQuery: TypedDocumentNode<{ adminPendingVerificationCount: number }, Record<string, never>> = gql`
  query DashboardPendingVerifications {
    adminPendingVerificationCount
  }
`;
