import { gql, type TypedDocumentNode } from 'urql';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// /home's notifications (docs/decisions/0009). Typed by hand (decision 0001).

export type NotificationKind = 'FRIEND_REQUEST' | 'FRIEND_ACCEPTED' | 'PROFILE_VISIT';

export interface HomeNotification {
  __typename?: 'Notification';
  id: string;
  kind: NotificationKind;
  createdAt: string;
  readAt: string | null;
  /** null for a visit when the member may not see their visitors (not verified). */
  actor: (MemberCard & { __typename?: 'UserWithAvatar' }) | null;
}

export interface NotificationPage {
  __typename?: 'NotificationConnection';
  nodes: HomeNotification[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export const NotificationsQuery: TypedDocumentNode<{ notifications: NotificationPage }, { first?: number; after?: string | null }> = gql`
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      nodes {
        id
        kind
        createdAt
        readAt
        actor {
          ...MemberCardFields
        }
      }
      hasNextPage
      endCursor
    }
  }
  ${MemberCardFields}
`;

export const UnreadNotificationCountQuery: TypedDocumentNode<{ unreadNotificationCount: number }, Record<string, never>> = gql`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`;

export const MarkNotificationsReadMutation: TypedDocumentNode<{ markNotificationsRead: number }, Record<string, never>> = gql`
  mutation MarkNotificationsRead {
    markNotificationsRead
  }
`;
