import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { RoomKind, RoomListFilter } from '@venue/shared';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Public chat rooms, typed by hand (decision 0001); app/operations.test.ts checks them against the schema.

export interface RoomAbilities {
  __typename?: 'RoomAbilities';
  read: boolean;
  join: boolean;
  leave: boolean;
  write: boolean;
  invite: boolean;
  editSettings: boolean;
  manageMembers: boolean;
  delete: boolean;
}

export interface RoomMembership {
  __typename?: 'RoomMembership';
  id: string;
  admin: boolean;
  /** null: an open invitation. */
  joinedAt: string | null;
}

export interface ChatRoom {
  __typename?: 'ChatRoom';
  id: string;
  kind: RoomKind;
  name: string;
  description: string;
  createdAt: string;
  activeAt: string;
  lastSeq: number;
  memberCount: number;
  unreadCount: number;
  latestMessagePreview: string | null;
  isOwner: boolean;
  membership: RoomMembership | null;
  viewerCan: RoomAbilities;
}

export interface ChatRoomPage {
  nodes: ChatRoom[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface RoomMessage {
  __typename?: 'RoomMessage';
  id: string;
  roomId: string;
  seq: number;
  body: string;
  createdAt: string;
  mine: boolean;
  sender: MemberCard;
}

export interface RoomMessagePage {
  nodes: RoomMessage[];
  hasMore: boolean;
}

export type RoomEventKind = 'MESSAGE' | 'BANNED' | 'MEMBERS_CHANGED' | 'ROOM_UPDATED' | 'ROOM_DELETED';

export interface RoomEvent {
  kind: RoomEventKind;
  roomId: string;
  message: RoomMessage | null;
}

export interface RoomMember {
  __typename?: 'RoomMember';
  id: string;
  admin: boolean;
  isOwner: boolean;
  joinedAt: string | null;
  member: MemberCard;
  viewerCan: { __typename?: 'RoomMemberAbilities'; ban: boolean; makeAdmin: boolean; revokeAdmin: boolean };
}

export interface RoomMemberPage {
  nodes: RoomMember[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface RoomBan {
  __typename?: 'RoomBan';
  id: string;
  reason: string | null;
  createdAt: string;
  member: MemberCard;
}

export interface RoomBanPage {
  nodes: RoomBan[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export const ChatRoomFields = gql`
  fragment ChatRoomFields on ChatRoom {
    id
    kind
    name
    description
    createdAt
    activeAt
    lastSeq
    memberCount
    unreadCount
    latestMessagePreview
    isOwner
    membership {
      id
      admin
      joinedAt
    }
    viewerCan {
      read
      join
      leave
      write
      invite
      editSettings
      manageMembers
      delete
    }
  }
`;

const RoomMessageFields = gql`
  fragment RoomMessageFields on RoomMessage {
    id
    roomId
    seq
    body
    createdAt
    mine
    sender {
      ...MemberCardFields
    }
  }
  ${MemberCardFields}
`;

interface PageVariables {
  first?: number;
  after?: string | null;
}

/** What the member may create (the list's link and the form's kinds). */
export const RoomCreationQuery: TypedDocumentNode<{ currentUser: { __typename?: 'CurrentUser'; id: string; creatableRoomKinds: RoomKind[] } | null }, Record<string, never>> = gql`
  query RoomCreation {
    currentUser {
      id
      creatableRoomKinds
    }
  }
`;

export const ChatRoomsQuery: TypedDocumentNode<{ chatRooms: ChatRoomPage }, PageVariables & { filter: RoomListFilter }> = gql`
  query ChatRooms($filter: RoomListFilter, $first: Int, $after: String) {
    chatRooms(filter: $filter, first: $first, after: $after) {
      nodes {
        ...ChatRoomFields
      }
      hasNextPage
      endCursor
    }
  }
  ${ChatRoomFields}
`;

export const ChatRoomQuery: TypedDocumentNode<{ chatRoom: ChatRoom | null }, { id: string }> = gql`
  query ChatRoom($id: ID!) {
    chatRoom(id: $id) {
      ...ChatRoomFields
    }
  }
  ${ChatRoomFields}
`;

export const RoomMessagesQuery: TypedDocumentNode<{ roomMessages: RoomMessagePage }, { roomId: string; beforeSeq?: number; afterSeq?: number; first?: number }> = gql`
  query RoomMessages($roomId: ID!, $beforeSeq: Int, $afterSeq: Int, $first: Int) {
    roomMessages(roomId: $roomId, beforeSeq: $beforeSeq, afterSeq: $afterSeq, first: $first) {
      nodes {
        ...RoomMessageFields
      }
      hasMore
    }
  }
  ${RoomMessageFields}
`;

export const RoomEventsSubscription: TypedDocumentNode<{ roomEvents: RoomEvent }, { roomId: string }> = gql`
  subscription RoomEvents($roomId: ID!) {
    roomEvents(roomId: $roomId) {
      kind
      roomId
      message {
        ...RoomMessageFields
      }
    }
  }
  ${RoomMessageFields}
`;

export const RoomMembersQuery: TypedDocumentNode<{ roomMembers: RoomMemberPage }, PageVariables & { roomId: string; invited?: boolean }> = gql`
  query RoomMembers($roomId: ID!, $invited: Boolean, $first: Int, $after: String) {
    roomMembers(roomId: $roomId, invited: $invited, first: $first, after: $after) {
      nodes {
        id
        admin
        isOwner
        joinedAt
        member {
          ...MemberCardFields
        }
        viewerCan {
          ban
          makeAdmin
          revokeAdmin
        }
      }
      hasNextPage
      endCursor
    }
  }
  ${MemberCardFields}
`;

export const RoomBansQuery: TypedDocumentNode<{ roomBans: RoomBanPage }, PageVariables & { roomId: string }> = gql`
  query RoomBans($roomId: ID!, $first: Int, $after: String) {
    roomBans(roomId: $roomId, first: $first, after: $after) {
      nodes {
        id
        reason
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

export const CreateChatRoomMutation: TypedDocumentNode<{ createChatRoom: ChatRoom }, { input: { kind: RoomKind; name: string; description?: string | null } }> = gql`
  mutation CreateChatRoom($input: CreateRoomInput!) {
    createChatRoom(input: $input) {
      ...ChatRoomFields
    }
  }
  ${ChatRoomFields}
`;

export const UpdateChatRoomMutation: TypedDocumentNode<{ updateChatRoom: ChatRoom }, { id: string; input: { name: string; description?: string | null } }> = gql`
  mutation UpdateChatRoom($id: ID!, $input: RoomSettingsInput!) {
    updateChatRoom(id: $id, input: $input) {
      ...ChatRoomFields
    }
  }
  ${ChatRoomFields}
`;

export const DeleteChatRoomMutation: TypedDocumentNode<{ deleteChatRoom: boolean }, { id: string }> = gql`
  mutation DeleteChatRoom($id: ID!) {
    deleteChatRoom(id: $id)
  }
`;

export const JoinChatRoomMutation: TypedDocumentNode<{ joinChatRoom: ChatRoom }, { id: string }> = gql`
  mutation JoinChatRoom($id: ID!) {
    joinChatRoom(id: $id) {
      ...ChatRoomFields
    }
  }
  ${ChatRoomFields}
`;

export const LeaveChatRoomMutation: TypedDocumentNode<{ leaveChatRoom: boolean }, { id: string }> = gql`
  mutation LeaveChatRoom($id: ID!) {
    leaveChatRoom(id: $id)
  }
`;

export const SendRoomMessageMutation: TypedDocumentNode<{ sendRoomMessage: RoomMessage }, { roomId: string; body: string }> = gql`
  mutation SendRoomMessage($roomId: ID!, $body: String!) {
    sendRoomMessage(roomId: $roomId, body: $body) {
      ...RoomMessageFields
    }
  }
  ${RoomMessageFields}
`;

export const MarkRoomReadMutation: TypedDocumentNode<{ markRoomRead: boolean }, { roomId: string; seq: number }> = gql`
  mutation MarkRoomRead($roomId: ID!, $seq: Int!) {
    markRoomRead(roomId: $roomId, seq: $seq)
  }
`;

export const BanRoomMemberMutation: TypedDocumentNode<{ banRoomMember: { __typename?: 'RoomBan'; id: string } }, { roomId: string; userId: string; reason?: string | null }> = gql`
  mutation BanRoomMember($roomId: ID!, $userId: ID!, $reason: String) {
    banRoomMember(roomId: $roomId, userId: $userId, reason: $reason) {
      id
    }
  }
`;

export const UnbanRoomMemberMutation: TypedDocumentNode<{ unbanRoomMember: boolean }, { roomId: string; userId: string }> = gql`
  mutation UnbanRoomMember($roomId: ID!, $userId: ID!) {
    unbanRoomMember(roomId: $roomId, userId: $userId)
  }
`;

export const SetRoomAdminMutation: TypedDocumentNode<{ setRoomAdmin: { __typename?: 'RoomMembership'; id: string; admin: boolean } }, { roomId: string; userId: string; admin: boolean }> = gql`
  mutation SetRoomAdmin($roomId: ID!, $userId: ID!, $admin: Boolean!) {
    setRoomAdmin(roomId: $roomId, userId: $userId, admin: $admin) {
      id
      admin
    }
  }
`;

export const InviteToChatRoomMutation: TypedDocumentNode<{ inviteToChatRoom: { __typename?: 'RoomMembership'; id: string; joinedAt: string | null } }, { roomId: string; slug: string }> = gql`
  mutation InviteToChatRoom($roomId: ID!, $slug: String!) {
    inviteToChatRoom(roomId: $roomId, slug: $slug) {
      id
      joinedAt
    }
  }
`;
