import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { ReportableSubject, ReportAction, ReportFilter, ReportStatus, ReportSubject } from '@venue/shared';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Report operations, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export interface ReportAbilities {
  reply: boolean;
  changeStatusTo: ReportStatus[];
  timeoutMember: boolean;
  deactivateMember: boolean;
}

/** A report as lists show it. */
export interface ReportSummary {
  id: string;
  subject: ReportSubject;
  title: string;
  status: ReportStatus;
  createdAt: string;
  updatedAt: string;
  mine: boolean;
  reporterUsername: string | null;
  subjectUsername: string | null;
}

export interface ReportReply {
  id: string;
  body: string;
  createdAt: string;
  fromTeam: boolean;
  mine: boolean;
  authorUsername: string | null;
}

export interface ReportStatusChange {
  id: string;
  fromStatus: ReportStatus;
  toStatus: ReportStatus;
  createdAt: string;
  changedByUsername: string | null;
  action: ReportAction | null;
  timeoutUntil: string | null;
}

export interface Report extends ReportSummary {
  message: string;
  subjectMember: MemberCard | null;
  subjectPhoto: { id: string; ownerSlug: string } | null;
  /** Admins only: a roulette report's quoted chat lines. */
  subjectQuote: string | null;
  history: ReportStatusChange[];
  memberSanctions: { timedOutUntil: string | null; isDeactivated: boolean } | null;
  viewerCan: ReportAbilities;
}

export interface Page<T> {
  nodes: T[];
  hasNextPage: boolean;
  endCursor: string | null;
}

const ReportSummaryFields = gql`
  fragment ReportSummaryFields on Report {
    id
    subject
    title
    status
    createdAt
    updatedAt
    mine
    reporterUsername
    subjectUsername
  }
`;

const ReportFields = gql`
  fragment ReportFields on Report {
    ...ReportSummaryFields
    message
    subjectMember {
      ...MemberCardFields
    }
    subjectPhoto {
      id
      ownerSlug
    }
    subjectQuote
    history {
      id
      fromStatus
      toStatus
      createdAt
      changedByUsername
      action
      timeoutUntil
    }
    memberSanctions {
      timedOutUntil
      isDeactivated
    }
    viewerCan {
      reply
      changeStatusTo
      timeoutMember
      deactivateMember
    }
  }
  ${ReportSummaryFields}
  ${MemberCardFields}
`;

export const ReportsQuery: TypedDocumentNode<{ reports: Page<ReportSummary> }, { status: ReportFilter; first?: number; after?: string | null }> = gql`
  query Reports($status: ReportStatusFilter, $first: Int, $after: String) {
    reports(status: $status, first: $first, after: $after) {
      nodes {
        ...ReportSummaryFields
      }
      hasNextPage
      endCursor
    }
  }
  ${ReportSummaryFields}
`;

/** Staff's queue: the reports still open, oldest first (admins only). */
export const ReportQueueQuery: TypedDocumentNode<{ reportQueue: Page<ReportSummary> }, { first?: number; after?: string | null }> = gql`
  query ReportQueue($first: Int, $after: String) {
    reportQueue(first: $first, after: $after) {
      nodes {
        ...ReportSummaryFields
      }
      hasNextPage
      endCursor
    }
  }
  ${ReportSummaryFields}
`;

export const ReportQuery: TypedDocumentNode<{ report: Report | null }, { id: string }> = gql`
  query Report($id: ID!) {
    report(id: $id) {
      ...ReportFields
    }
  }
  ${ReportFields}
`;

export const ReportRepliesQuery: TypedDocumentNode<{ report: { id: string; replies: Page<ReportReply> } | null }, { id: string; first?: number; after?: string | null }> = gql`
  query ReportReplies($id: ID!, $first: Int, $after: String) {
    report(id: $id) {
      id
      replies(first: $first, after: $after) {
        nodes {
          id
          body
          createdAt
          fromTeam
          mine
          authorUsername
        }
        hasNextPage
        endCursor
      }
    }
  }
`;

export const PhotoReportabilityQuery: TypedDocumentNode<{ photo: { id: string; ownerSlug: string; ownerUsername: string; viewerCanReport: boolean } | null }, { id: string }> = gql`
  query PhotoReportability($id: ID!) {
    photo(id: $id) {
      id
      ownerSlug
      ownerUsername
      viewerCanReport
    }
  }
`;

export interface CreateReportVariables {
  input: { subject: ReportableSubject; subjectId: string; title: string; message: string };
}

export const CreateReportMutation: TypedDocumentNode<{ createReport: ReportSummary }, CreateReportVariables> = gql`
  mutation CreateReport($input: CreateReportInput!) {
    createReport(input: $input) {
      ...ReportSummaryFields
    }
  }
  ${ReportSummaryFields}
`;

export const ReplyToReportMutation: TypedDocumentNode<{ replyToReport: Report }, { id: string; body: string }> = gql`
  mutation ReplyToReport($id: ID!, $body: String!) {
    replyToReport(id: $id, body: $body) {
      ...ReportFields
    }
  }
  ${ReportFields}
`;

export const ChangeReportStatusMutation: TypedDocumentNode<{ changeReportStatus: Report }, { id: string; status: ReportStatus }> = gql`
  mutation ChangeReportStatus($id: ID!, $status: ReportStatus!) {
    changeReportStatus(id: $id, status: $status) {
      ...ReportFields
    }
  }
  ${ReportFields}
`;

export const TimeoutMemberMutation: TypedDocumentNode<{ timeoutMember: Report }, { reportId: string; until: string; closeReport: boolean }> = gql`
  mutation TimeoutMember($reportId: ID!, $until: DateTime!, $closeReport: Boolean) {
    timeoutMember(reportId: $reportId, until: $until, closeReport: $closeReport) {
      ...ReportFields
    }
  }
  ${ReportFields}
`;

export const DeactivateMemberMutation: TypedDocumentNode<{ deactivateMember: Report }, { reportId: string; closeReport: boolean }> = gql`
  mutation DeactivateMember($reportId: ID!, $closeReport: Boolean) {
    deactivateMember(reportId: $reportId, closeReport: $closeReport) {
      ...ReportFields
    }
  }
  ${ReportFields}
`;
