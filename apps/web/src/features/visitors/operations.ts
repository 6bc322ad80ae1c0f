import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Profile visitors (verified members; docs/decisions/0009). Typed by hand (decision 0001).

export interface ProfileVisit {
  __typename?: 'ProfileVisit';
  id: string;
  day: string;
  lastVisitedAt: string;
  visitor: MemberCard & { __typename?: 'UserWithAvatar' };
}

export interface ProfileVisitPage {
  __typename?: 'ProfileVisitConnection';
  nodes: ProfileVisit[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export const ProfileVisitorsQuery: TypedDocumentNode<{ profileVisitors: ProfileVisitPage }, { first?: number; after?: string | null }> = gql`
  query ProfileVisitors($first: Int, $after: String) {
    profileVisitors(first: $first, after: $after) {
      nodes {
        id
        day
        lastVisitedAt
        visitor {
          ...MemberCardFields
          isOnline
        }
      }
      hasNextPage
      endCursor
    }
  }
  ${MemberCardFields}
`;
