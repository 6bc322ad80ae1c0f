import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { Sex, VerificationChecklistItem, VerificationState } from '@venue/shared';

// Verification by selfie (docs/decisions/0033): the member's side and staff's review.

/** One of the member's own requests. */
export interface OwnVerificationRequest {
  id: string;
  state: VerificationState;
  /** The one-time code (PENDING only). */
  code: string | null;
  selfieSubmitted: boolean;
  uploadPath: string;
  insertedAt: string;
  submittedAt: string | null;
  decidedAt: string | null;
  reason: string | null;
  viewerCan: { uploadSelfie: boolean };
}

export interface MyVerification {
  canStart: boolean;
  startRefusal: string | null;
  requests: OwnVerificationRequest[];
}

const OwnRequestFields = gql`
  fragment OwnRequestFields on VerificationRequest {
    id
    state
    code
    selfieSubmitted
    uploadPath
    insertedAt
    submittedAt
    decidedAt
    reason
    viewerCan {
      uploadSelfie
    }
  }
`;

export const MyVerificationQuery: TypedDocumentNode<{ myVerification: MyVerification }, Record<string, never>> = gql`
  query MyVerification {
    myVerification {
      canStart
      startRefusal
      requests {
        ...OwnRequestFields
      }
    }
  }
  ${OwnRequestFields}
`;

export const StartVerificationMutation: TypedDocumentNode<{ startVerification: OwnVerificationRequest }, Record<string, never>> = gql`
  mutation StartVerification {
    startVerification {
      ...OwnRequestFields
    }
  }
  ${OwnRequestFields}
`;

export interface VerificationMember {
  id: string;
  username: string;
  slug: string;
  sex: Sex | null;
}

export interface QueueItem {
  id: string;
  state: VerificationState;
  submittedAt: string;
  decidedAt: string | null;
  member: VerificationMember;
}

export interface QueuePage {
  nodes: QueueItem[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export const VerificationQueueQuery: TypedDocumentNode<{ adminVerificationRequests: QueuePage }, { state?: VerificationState | null; first?: number | null; after?: string | null }> = gql`
  query VerificationQueue($state: VerificationState, $first: Int, $after: String) {
    adminVerificationRequests(state: $state, first: $first, after: $after) {
      nodes {
        id
        state
        submittedAt
        decidedAt
        member {
          id
          username
          slug
          sex
        }
      }
      hasNextPage
      endCursor
    }
  }
`;

export const PendingVerificationCountQuery: TypedDocumentNode<{ adminPendingVerificationCount: number }, Record<string, never>> = gql`
  query PendingVerificationCount {
    adminPendingVerificationCount
  }
`;

interface Thumbnail {
  webp: string;
  avif: string;
}

export interface AdminVerificationRequest {
  id: string;
  state: VerificationState;
  code: string;
  insertedAt: string;
  submittedAt: string | null;
  decidedAt: string | null;
  decidedByUsername: string | null;
  reason: string | null;
  selfiePath: string | null;
  selfieViews: { viewedAt: string; adminUsername: string | null }[];
  checklist: VerificationChecklistItem[];
  member: VerificationMember;
  avatar: { id: string; path: string; thumbnail: Thumbnail } | null;
  publicPhotos: { id: string; path: string; width: number; height: number; thumbnail: Thumbnail }[];
  viewerCan: { approve: boolean; deny: boolean };
}

const AdminRequestFields = gql`
  fragment AdminRequestFields on AdminVerificationRequest {
    id
    state
    code
    insertedAt
    submittedAt
    decidedAt
    decidedByUsername
    reason
    selfiePath
    selfieViews {
      viewedAt
      adminUsername
    }
    checklist
    member {
      id
      username
      slug
      sex
    }
    avatar {
      id
      path
      thumbnail {
        webp
        avif
      }
    }
    publicPhotos {
      id
      path
      width
      height
      thumbnail {
        webp
        avif
      }
    }
    viewerCan {
      approve
      deny
    }
  }
`;

export const AdminVerificationRequestQuery: TypedDocumentNode<{ adminVerificationRequest: AdminVerificationRequest | null }, { id: string }> = gql`
  query AdminVerificationRequest($id: ID!) {
    adminVerificationRequest(id: $id) {
      ...AdminRequestFields
    }
  }
  ${AdminRequestFields}
`;

export const ApproveVerificationMutation: TypedDocumentNode<{ approveVerification: AdminVerificationRequest }, { id: string }> = gql`
  mutation ApproveVerification($id: ID!) {
    approveVerification(id: $id) {
      ...AdminRequestFields
    }
  }
  ${AdminRequestFields}
`;

export const DenyVerificationMutation: TypedDocumentNode<{ denyVerification: AdminVerificationRequest }, { id: string; reason: string }> = gql`
  mutation DenyVerification($id: ID!, $reason: String!) {
    denyVerification(id: $id, reason: $reason) {
      ...AdminRequestFields
    }
  }
  ${AdminRequestFields}
`;
