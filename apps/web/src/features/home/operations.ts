import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import { FRIENDS, ONLINE_USERS, type AchievementKey } from '@venue/shared';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// /home's notifications (docs/decisions/0009). Typed by hand (decision 0001).

export type NotificationKind =
  | 'FRIEND_REQUEST'
  | 'FRIEND_ACCEPTED'
  | 'PROFILE_VISIT'
  | 'VERIFICATION_APPROVED'
  | 'VERIFICATION_DENIED'
  | 'PREMIUM_RENEWAL_FAILED'
  | 'PREMIUM_ENDED'
  | 'FRIEND_RESERVED'
  | 'RESERVATION_PROMOTED'
  | 'SPARK_MATCH'
  | 'ACHIEVEMENT_EARNED'
  | 'GIFT_RECEIVED';

/** What a reservation notification is about: the event, or the regular day's date (YYYY-MM-DD, Zurich). */
export interface NotificationReservation {
  __typename?: 'ReservationSubject';
  kind: 'EVENT' | 'DAILY';
  date: string;
  event: { __typename?: 'Event'; id: string; slug: string; titleDe: string; titleEn: string } | null;
}

export interface HomeNotification {
  __typename?: 'Notification';
  id: string;
  kind: NotificationKind;
  createdAt: string;
  readAt: string | null;
  /** null for a visit when the member may not see their visitors (not verified). */
  actor: (MemberCard & { __typename?: 'UserWithAvatar' }) | null;
  /** FRIEND_RESERVED and RESERVATION_PROMOTED: the event or day (null when gone). */
  reservation?: NotificationReservation | null;
  /** ACHIEVEMENT_EARNED: the achievement earned. */
  achievement?: { __typename?: 'EarnedAchievement'; key: AchievementKey } | null;
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
        reservation {
          kind
          date
          event {
            id
            slug
            titleDe
            titleEn
          }
        }
        achievement {
          key
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

// The member home's blocks (issue 12 item 6), composed from existing queries in one request.

export interface HomeConversation {
  __typename?: 'Conversation';
  id: string;
  unreadCount: number;
  lastMessageAt: string;
  users: (MemberCard & { __typename?: 'UserWithAvatar' })[];
  latestMessage: { __typename?: 'Message'; id: string; preview: string; senderId: string | null; insertedAt: string } | null;
}

export interface HomeFriendRequest {
  __typename?: 'FriendshipListItem';
  id: string;
  member: MemberCard & { __typename?: 'UserWithAvatar' };
  friendship: { __typename?: 'Friendship'; id: string; status: string; viewerCan: { __typename?: 'FriendshipAbilities'; accept: boolean } };
}

export interface HomeEvent {
  __typename?: 'Event';
  id: string;
  slug: string;
  titleDe: string;
  titleEn: string;
  startsAt: string;
  coupleOnly: boolean;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

export interface HomeOverview {
  currentUser: {
    __typename?: 'CurrentUser';
    id: string;
    unreadMessagesCount: number;
    avatar: { __typename?: 'ProfileImage'; id: string } | null;
    wallImage: { __typename?: 'ProfileImage'; id: string } | null;
    lookingFor: string[];
    conversations: { __typename?: 'ConversationConnection'; nodes: HomeConversation[] };
  } | null;
  events: { __typename?: 'EventConnection'; nodes: HomeEvent[] };
  friendRequests: { __typename?: 'FriendshipConnection'; nodes: HomeFriendRequest[] };
  onlineUsers: { __typename?: 'UserWithAvatarConnection'; nodes: (MemberCard & { __typename?: 'UserWithAvatar'; isOnline: boolean; ages: number[] })[] };
}

export const HomeOverviewQuery: TypedDocumentNode<HomeOverview, Record<string, never>> = gql`
  query HomeOverview {
    currentUser {
      id
      unreadMessagesCount
      avatar {
        id
      }
      wallImage {
        id
      }
      lookingFor
      conversations(first: 3) {
        nodes {
          id
          unreadCount
          lastMessageAt
          users {
            ...MemberCardFields
          }
          latestMessage {
            id
            preview
            senderId
            insertedAt
          }
        }
      }
    }
    events(when: UPCOMING, first: 3) {
      nodes {
        id
        slug
        titleDe
        titleEn
        startsAt
        coupleOnly
        imageKey
        imageWidth
        imageHeight
      }
    }
    friendRequests(direction: INCOMING, first: ${String(FRIENDS.homeRequests)}) {
      nodes {
        id
        member {
          ...MemberCardFields
        }
        friendship {
          id
          status
          viewerCan {
            accept
          }
        }
      }
    }
    onlineUsers(first: ${String(ONLINE_USERS.home)}) {
      nodes {
        ...MemberCardFields
        isOnline
        ages
        region
      }
    }
  }
  ${MemberCardFields}
`;

export const HomeAcceptFriendshipMutation: TypedDocumentNode<{ acceptFriendship: { __typename?: 'Friendship'; id: string; status: string } }, { id: string }> = gql`
  mutation HomeAcceptFriendship($id: ID!) {
    acceptFriendship(id: $id) {
      id
      status
    }
  }
`;
