import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { Sex } from '@venue/shared';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Finding people (docs/decisions/0015), typed by hand (decision 0001); app/operations.test.ts checks
// them against the schema.

/** A member card with what the search and online lists add: the online mark and last activity. */
export interface FoundMember extends MemberCard {
  __typename?: 'UserWithAvatar';
  isOnline: boolean;
  lastActiveAt: string | null;
  ages: number[];
}

export interface FoundMemberPage {
  __typename?: 'UserWithAvatarConnection';
  nodes: FoundMember[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** The search's filter as the API takes it (every field optional). */
export interface ProfileSearchFilter {
  profileTypes?: Sex[];
  ageMin?: number | null;
  ageMax?: number | null;
  lookingFor?: Sex[];
  hasPhoto?: boolean;
  verifiedOnly?: boolean;
  onlineNow?: boolean;
  /** Also profiles the viewer may not open (shown locked); off unless asked. */
  includeLocked?: boolean;
}

const FoundMemberPageFields = gql`
  fragment FoundMemberPageFields on UserWithAvatarConnection {
    nodes {
      ...MemberCardFields
      isOnline
      lastActiveAt
      ages
      region
    }
    hasNextPage
    endCursor
  }
  ${MemberCardFields}
`;

export const ProfileSearchQuery: TypedDocumentNode<{ profileSearch: FoundMemberPage }, { filter: ProfileSearchFilter; first?: number; after?: string | null }> = gql`
  query ProfileSearch($filter: ProfileSearchFilter, $first: Int, $after: String) {
    profileSearch(filter: $filter, first: $first, after: $after) {
      ...FoundMemberPageFields
    }
  }
  ${FoundMemberPageFields}
`;

export const OnlineUsersQuery: TypedDocumentNode<{ onlineUsers: FoundMemberPage }, { first?: number; after?: string | null }> = gql`
  query OnlineUsers($first: Int, $after: String) {
    onlineUsers(first: $first, after: $after) {
      ...FoundMemberPageFields
    }
  }
  ${FoundMemberPageFields}
`;
