import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { Sex, SparkPrerequisite } from '@venue/shared';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Spark (issue 16; docs/decisions/0044, 0045). Typed by hand (decision 0001).

type Member = MemberCard & { __typename?: 'UserWithAvatar' };

export interface SparkStatus {
  __typename?: 'SparkStatus';
  missing: SparkPrerequisite[];
  /** null: unlimited (verified and premium). */
  sparksLeftToday: number | null;
  canUndoSkip: boolean;
}

export interface SparkCard {
  __typename?: 'SparkCard';
  id: string;
  member: Member & { ages: number[]; region: MemberCard['region'] };
  wallImage: { __typename?: 'ProfileImage'; id: string; width: number; height: number } | null;
  lookingFor: Sex[];
}

export interface SparkMatch {
  __typename?: 'SparkMatch';
  id: string;
  createdAt: string;
  member: Member;
}

const STATUS_FIELDS = `missing sparksLeftToday canUndoSkip`;

export const SparkStatusQuery: TypedDocumentNode<{ sparkStatus: SparkStatus }, Record<string, never>> = gql`
  query SparkStatus {
    sparkStatus {
      ${STATUS_FIELDS}
    }
  }
`;

const CARD = gql`
  fragment SparkCardFields on SparkCard {
    id
    member {
      ...MemberCardFields
      ages
      region
    }
    wallImage {
      id
      width
      height
    }
    lookingFor
  }
  ${MemberCardFields}
`;

export const NextSparkCardQuery: TypedDocumentNode<{ nextSparkCard: SparkCard | null }, Record<string, never>> = gql`
  query NextSparkCard {
    nextSparkCard {
      ...SparkCardFields
    }
  }
  ${CARD}
`;

export const SendSparkMutation: TypedDocumentNode<{ sendSpark: { __typename?: 'SparkResult'; sparksLeftToday: number | null; match: SparkMatch | null } }, { memberId: string }> = gql`
  mutation SendSpark($memberId: ID!) {
    sendSpark(memberId: $memberId) {
      sparksLeftToday
      match {
        id
        createdAt
        member {
          ...MemberCardFields
        }
      }
    }
  }
  ${MemberCardFields}
`;

export const SkipSparkMutation: TypedDocumentNode<{ skipSpark: SparkStatus }, { memberId: string }> = gql`
  mutation SkipSpark($memberId: ID!) {
    skipSpark(memberId: $memberId) {
      ${STATUS_FIELDS}
    }
  }
`;

export const UndoSparkSkipMutation: TypedDocumentNode<{ undoSparkSkip: SparkCard | null }, Record<string, never>> = gql`
  mutation UndoSparkSkip {
    undoSparkSkip {
      ...SparkCardFields
    }
  }
  ${CARD}
`;

export interface SparkMatchPage {
  __typename?: 'SparkMatchConnection';
  nodes: SparkMatch[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export const SparkMatchesQuery: TypedDocumentNode<{ sparkMatches: SparkMatchPage }, { first?: number; after?: string | null }> = gql`
  query SparkMatches($first: Int, $after: String) {
    sparkMatches(first: $first, after: $after) {
      nodes {
        id
        createdAt
        member {
          ...MemberCardFields
        }
      }
      hasNextPage
      endCursor
    }
  }
  ${MemberCardFields}
`;

export interface SparkAdmirer {
  __typename?: 'SparkAdmirer';
  id: string;
  sparkedAt: string;
  member: Member & { ages: number[]; region: MemberCard['region'] };
}

export interface SparkAdmirerPage {
  __typename?: 'SparkAdmirerConnection';
  nodes: SparkAdmirer[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export const SparkAdmirersQuery: TypedDocumentNode<{ sparkAdmirers: SparkAdmirerPage }, { first?: number; after?: string | null }> = gql`
  query SparkAdmirers($first: Int, $after: String) {
    sparkAdmirers(first: $first, after: $after) {
      nodes {
        id
        sparkedAt
        member {
          ...MemberCardFields
          ages
          region
        }
      }
      hasNextPage
      endCursor
    }
  }
  ${MemberCardFields}
`;
