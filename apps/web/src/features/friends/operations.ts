import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { FriendRelation, FriendRequestDirection, FriendshipStatus } from '@venue/shared';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Friends operations, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export interface Friendship {
  id: string;
  status: FriendshipStatus;
  incoming: boolean;
  createdAt: string;
  respondedAt: string | null;
  viewerCan: { __typename?: 'FriendshipAbilities'; accept: boolean; decline: boolean; revoke: boolean; remove: boolean };
}

export interface FriendshipListItem {
  id: string;
  member: MemberCard;
  friendship: Friendship;
}

export interface FriendshipPage {
  nodes: FriendshipListItem[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface FriendshipState {
  id: string;
  relation: FriendRelation;
  requestRefusal: string | null;
  member: MemberCard;
  friendship: Friendship | null;
  viewerCan: { __typename?: 'FriendshipStateAbilities'; request: boolean; accept: boolean; decline: boolean; revoke: boolean; remove: boolean };
}

const FriendshipFields = gql`
  fragment FriendshipFields on Friendship {
    id
    status
    incoming
    createdAt
    respondedAt
    viewerCan {
      accept
      decline
      revoke
      remove
    }
  }
`;

const FriendshipPageFields = gql`
  fragment FriendshipPageFields on FriendshipConnection {
    nodes {
      id
      member {
        ...MemberCardFields
        isOnline
      }
      friendship {
        ...FriendshipFields
      }
    }
    hasNextPage
    endCursor
  }
  ${MemberCardFields}
  ${FriendshipFields}
`;

const FriendshipStateFields = gql`
  fragment FriendshipStateFields on FriendshipState {
    id
    relation
    requestRefusal
    member {
      ...MemberCardFields
    }
    friendship {
      ...FriendshipFields
    }
    viewerCan {
      request
      accept
      decline
      revoke
      remove
    }
  }
  ${MemberCardFields}
  ${FriendshipFields}
`;

interface PageVariables {
  first?: number;
  after?: string | null;
}

export const FriendsQuery: TypedDocumentNode<{ friends: FriendshipPage }, PageVariables> = gql`
  query Friends($first: Int, $after: String) {
    friends(first: $first, after: $after) {
      ...FriendshipPageFields
    }
  }
  ${FriendshipPageFields}
`;

export const FriendRequestsQuery: TypedDocumentNode<{ friendRequests: FriendshipPage }, PageVariables & { direction: FriendRequestDirection }> = gql`
  query FriendRequests($direction: FriendRequestDirection!, $first: Int, $after: String) {
    friendRequests(direction: $direction, first: $first, after: $after) {
      ...FriendshipPageFields
    }
  }
  ${FriendshipPageFields}
`;

export const FriendshipWithQuery: TypedDocumentNode<{ friendshipWith: FriendshipState | null }, { slug: string }> = gql`
  query FriendshipWith($slug: String!) {
    friendshipWith(slug: $slug) {
      ...FriendshipStateFields
    }
  }
  ${FriendshipStateFields}
`;

export const RequestFriendshipMutation: TypedDocumentNode<{ requestFriendship: FriendshipState }, { slug: string }> = gql`
  mutation RequestFriendship($slug: String!) {
    requestFriendship(slug: $slug) {
      ...FriendshipStateFields
    }
  }
  ${FriendshipStateFields}
`;

export const RemoveFriendMutation: TypedDocumentNode<{ removeFriend: FriendshipState }, { slug: string }> = gql`
  mutation RemoveFriend($slug: String!) {
    removeFriend(slug: $slug) {
      ...FriendshipStateFields
    }
  }
  ${FriendshipStateFields}
`;

export const AcceptFriendshipMutation: TypedDocumentNode<{ acceptFriendship: Friendship }, { id: string }> = gql`
  mutation AcceptFriendship($id: ID!) {
    acceptFriendship(id: $id) {
      ...FriendshipFields
    }
  }
  ${FriendshipFields}
`;

export const DeclineFriendshipMutation: TypedDocumentNode<{ declineFriendship: Friendship }, { id: string }> = gql`
  mutation DeclineFriendship($id: ID!) {
    declineFriendship(id: $id) {
      ...FriendshipFields
    }
  }
  ${FriendshipFields}
`;

export const RevokeFriendshipMutation: TypedDocumentNode<{ revokeFriendship: Friendship }, { id: string }> = gql`
  mutation RevokeFriendship($id: ID!) {
    revokeFriendship(id: $id) {
      ...FriendshipFields
    }
  }
  ${FriendshipFields}
`;
