import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { ConversationFolder, ConversationSignalKind } from '@venue/shared';
import { MemberCardFields, type MemberCard } from '../../components/member-card.js';

// Private conversations (spec §2, §3, §7), typed by hand (decision 0001); app/operations.test.ts
// checks them against the schema.

export interface ConversationAbilities {
  __typename?: 'ConversationAbilities';
  write: boolean;
  upload: boolean;
  archive: boolean;
  unarchive: boolean;
  delete: boolean;
}

export interface ReadPosition {
  __typename?: 'ReadPosition';
  userId: string;
  seq: number;
  readAt: string | null;
}

/** A message as the lists show it (the inbox row's preview). */
export interface LatestMessage {
  id: string;
  seq: number;
  preview: string;
  senderId: string | null;
  insertedAt: string;
}

/** A conversation as the inbox row and the open conversation's header show it. */
export interface ConversationSummary {
  id: string;
  lastSeq: number;
  lastMessageAt: string;
  unreadCount: number;
  lastReadSeq: number;
  folder: ConversationFolder;
  writeRefusal: string | null;
  users: MemberCard[];
  latestMessage: LatestMessage | null;
  readPositions: ReadPosition[];
  viewerCan: ConversationAbilities;
}

export interface ConversationUploadItem {
  id: string;
  userId: string;
  messageId: string;
  width: number;
  height: number;
  insertedAt: string;
  path: string;
  thumbnail: { __typename?: 'PhotoSource'; avif: string; webp: string };
}

export interface ChatMessage {
  id: string;
  conversationId: string;
  seq: number;
  body: string;
  erased: boolean;
  insertedAt: string;
  senderId: string | null;
  sender: MemberCard | null;
  readNotifications: { __typename?: 'ReadNotification'; id: string; userId: string; insertedAt: string }[];
}

export interface MessagePage {
  __typename?: 'MessagePage';
  nodes: ChatMessage[];
  pointer: string | null;
}

export const ConversationSummaryFields = gql`
  fragment ConversationSummaryFields on Conversation {
    id
    lastSeq
    lastMessageAt
    unreadCount
    lastReadSeq
    folder
    writeRefusal
    users {
      ...MemberCardFields
    }
    latestMessage {
      id
      seq
      preview
      senderId
      insertedAt
    }
    readPositions {
      userId
      seq
      readAt
    }
    viewerCan {
      write
      upload
      archive
      unarchive
      delete
    }
  }
  ${MemberCardFields}
`;

export const ChatMessageFields = gql`
  fragment ChatMessageFields on Message {
    id
    conversationId
    seq
    body
    erased
    insertedAt
    senderId
    sender {
      ...MemberCardFields
    }
    readNotifications {
      id
      userId
      insertedAt
    }
  }
  ${MemberCardFields}
`;

export interface ConversationPage {
  __typename?: 'ConversationConnection';
  nodes: ConversationSummary[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface InboxViewer {
  __typename?: 'CurrentUser';
  id: string;
  isVerified: boolean;
  isPremium: boolean;
  maximumConversationsReached: boolean;
  unreadMessagesCount: number;
}

/** The viewer's limits for the inbox's notices (spec §6: archive and unlimited conversations for verified members). */
export const InboxViewerQuery: TypedDocumentNode<{ currentUser: InboxViewer | null }, Record<string, never>> = gql`
  query InboxViewer {
    currentUser {
      id
      isVerified
      isPremium
      maximumConversationsReached
      unreadMessagesCount
    }
  }
`;

export const ConversationsQuery: TypedDocumentNode<{ conversations: ConversationPage }, { folder: ConversationFolder; first?: number; after?: string | null }> = gql`
  query Conversations($folder: ConversationFolder, $first: Int, $after: String) {
    conversations(folder: $folder, first: $first, after: $after) {
      nodes {
        ...ConversationSummaryFields
      }
      hasNextPage
      endCursor
    }
  }
  ${ConversationSummaryFields}
`;

export const ConversationQuery: TypedDocumentNode<{ conversation: (ConversationSummary & { messages: MessagePage }) | null }, { id: string; first?: number }> = gql`
  query Conversation($id: ID!, $first: Int) {
    conversation(id: $id) {
      ...ConversationSummaryFields
      messages(first: $first) {
        nodes {
          ...ChatMessageFields
        }
        pointer
      }
    }
  }
  ${ConversationSummaryFields}
  ${ChatMessageFields}
`;

/** The page of messages before `pointer` (spec §7 fetchConversation with a pointer). */
export const OlderMessagesQuery: TypedDocumentNode<{ conversation: { id: string; messages: MessagePage } | null }, { id: string; pointer: string; first?: number }> = gql`
  query OlderMessages($id: ID!, $pointer: String!, $first: Int) {
    conversation(id: $id, pointer: $pointer) {
      id
      messages(first: $first) {
        nodes {
          ...ChatMessageFields
        }
        pointer
      }
    }
  }
  ${ChatMessageFields}
`;

/** What a client missed after `seq` (decision 0017); complete false: reload the newest page. */
export const MessagesAfterQuery: TypedDocumentNode<
  { conversation: { id: string; messagesAfter: { __typename?: 'MessageCatchUp'; nodes: ChatMessage[]; complete: boolean } } | null },
  { id: string; seq: number }
> = gql`
  query MessagesAfter($id: ID!, $seq: Int!) {
    conversation(id: $id) {
      id
      messagesAfter(seq: $seq) {
        nodes {
          ...ChatMessageFields
        }
        complete
      }
    }
  }
  ${ChatMessageFields}
`;

export interface UploadsPage {
  __typename?: 'ConversationUploadConnection';
  nodes: ConversationUploadItem[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export const ConversationUploadsQuery: TypedDocumentNode<{ conversationUploads: UploadsPage }, { conversationId: string; first?: number; after?: string | null }> = gql`
  query ConversationUploads($conversationId: ID!, $first: Int, $after: String) {
    conversationUploads(conversationId: $conversationId, first: $first, after: $after) {
      nodes {
        id
        userId
        messageId
        width
        height
        insertedAt
        path
        thumbnail {
          avif
          webp
        }
      }
      hasNextPage
      endCursor
    }
  }
`;

export interface ContactState {
  __typename?: 'ConversationContact';
  id: string;
  refusal: string | null;
  member: MemberCard;
  conversation: { __typename?: 'Conversation'; id: string } | null;
}

/** The profile's "write" button: the conversation the two share, or why a first message is refused. */
export const ConversationWithQuery: TypedDocumentNode<{ conversationWith: ContactState | null }, { slug: string }> = gql`
  query ConversationWith($slug: String!) {
    conversationWith(slug: $slug) {
      id
      refusal
      member {
        ...MemberCardFields
      }
      conversation {
        id
      }
    }
  }
  ${MemberCardFields}
`;

interface SendPayload {
  __typename?: 'SendMessagePayload';
  message: ChatMessage;
  conversation: ConversationSummary;
}

export const SendMessageMutation: TypedDocumentNode<{ sendMessage: SendPayload }, { conversationId: string; body: string }> = gql`
  mutation SendMessage($conversationId: ID!, $body: String!) {
    sendMessage(conversationId: $conversationId, body: $body) {
      message {
        ...ChatMessageFields
      }
      conversation {
        ...ConversationSummaryFields
      }
    }
  }
  ${ChatMessageFields}
  ${ConversationSummaryFields}
`;

export const WriteToMutation: TypedDocumentNode<{ writeTo: SendPayload }, { slug: string; body: string }> = gql`
  mutation WriteTo($slug: String!, $body: String!) {
    writeTo(slug: $slug, body: $body) {
      message {
        ...ChatMessageFields
      }
      conversation {
        ...ConversationSummaryFields
      }
    }
  }
  ${ChatMessageFields}
  ${ConversationSummaryFields}
`;

export const MarkConversationReadMutation: TypedDocumentNode<{ markConversationRead: ConversationSummary }, { conversationId: string; seq: number }> = gql`
  mutation MarkConversationRead($conversationId: ID!, $seq: Int!) {
    markConversationRead(conversationId: $conversationId, seq: $seq) {
      ...ConversationSummaryFields
    }
  }
  ${ConversationSummaryFields}
`;

export const SetTypingMutation: TypedDocumentNode<{ setTyping: boolean }, { conversationId: string; typing: boolean }> = gql`
  mutation SetTyping($conversationId: ID!, $typing: Boolean!) {
    setTyping(conversationId: $conversationId, typing: $typing)
  }
`;

export const ArchiveConversationMutation: TypedDocumentNode<{ archiveConversation: ConversationSummary }, { id: string }> = gql`
  mutation ArchiveConversation($id: ID!) {
    archiveConversation(id: $id) {
      ...ConversationSummaryFields
    }
  }
  ${ConversationSummaryFields}
`;

export const UnarchiveConversationMutation: TypedDocumentNode<{ unarchiveConversation: ConversationSummary }, { id: string }> = gql`
  mutation UnarchiveConversation($id: ID!) {
    unarchiveConversation(id: $id) {
      ...ConversationSummaryFields
    }
  }
  ${ConversationSummaryFields}
`;

export const DeleteConversationMutation: TypedDocumentNode<{ deleteConversation: string }, { id: string }> = gql`
  mutation DeleteConversation($id: ID!) {
    deleteConversation(id: $id)
  }
`;

export interface ConversationMessageEvent {
  __typename?: 'ConversationMessageEvent';
  message: ChatMessage;
  conversation: ConversationSummary;
  currentUser: { __typename?: 'CurrentUser'; id: string; unreadMessagesCount: number };
}

/** New messages in all of the viewer's conversations (spec §7): the inbox row and the open conversation. */
export const ConversationMessagesSubscription: TypedDocumentNode<{ conversationMessages: ConversationMessageEvent }, Record<string, never>> = gql`
  subscription ConversationMessages {
    conversationMessages {
      message {
        ...ChatMessageFields
      }
      conversation {
        ...ConversationSummaryFields
      }
      currentUser {
        id
        unreadMessagesCount
      }
    }
  }
  ${ChatMessageFields}
  ${ConversationSummaryFields}
`;

export interface ConversationSignal {
  __typename?: 'ConversationSignal';
  kind: ConversationSignalKind;
  conversationId: string;
  userId: string;
  seq: number | null;
  at: string;
  user: MemberCard | null;
  conversation: ConversationSummary | null;
}

/** Typing and read receipts (READ carries the conversation's fresh read positions and unread count). */
export const ConversationSignalsSubscription: TypedDocumentNode<{ conversationSignals: ConversationSignal }, { conversationId?: string | null }> = gql`
  subscription ConversationSignals($conversationId: ID) {
    conversationSignals(conversationId: $conversationId) {
      kind
      conversationId
      userId
      seq
      at
      user {
        ...MemberCardFields
      }
      conversation {
        ...ConversationSummaryFields
      }
    }
  }
  ${MemberCardFields}
  ${ConversationSummaryFields}
`;
