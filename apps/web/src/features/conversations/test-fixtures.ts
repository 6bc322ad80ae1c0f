import type { MemberCard } from '../../components/member-card.js';
import type { ChatMessage, ConversationSummary } from './operations.js';

// Answers of a stand-in /graphql for the conversation screens' tests, with the __typename the
// members' normalised cache needs.

export const VIEWER_ID = '00000000-0000-4000-8000-0000000000a1';

export function card(username: string, n: number, overrides: Partial<MemberCard> = {}): MemberCard & { __typename: 'UserWithAvatar' } {
  return {
    __typename: 'UserWithAvatar',
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: username.toLowerCase(),
    username,
    sex: 'F',
    isPremium: false,
    isVerified: false,
    isAllowedToVisit: true,
    avatar: null,
    ...overrides,
  };
}

export const viewerCard = card('anna', 0, { id: VIEWER_ID });

export function conversation(n: number, others: MemberCard[], overrides: Partial<ConversationSummary> = {}): ConversationSummary & { __typename: 'Conversation' } {
  const id = `00000000-0000-4000-8000-c0000000000${n}`;
  return {
    __typename: 'Conversation',
    id,
    lastSeq: 3,
    lastMessageAt: `2026-05-0${n}T18:00:00.000Z`,
    unreadCount: 0,
    lastReadSeq: 3,
    folder: 'INBOX',
    writeRefusal: null,
    users: [viewerCard, ...others],
    latestMessage: { __typename: 'Message', id: `${id}-m3`, seq: 3, preview: `Hallo aus ${n}`, senderId: others[0]?.id ?? null, insertedAt: `2026-05-0${n}T18:00:00.000Z` } as ConversationSummary['latestMessage'],
    readPositions: others.map((o) => ({ __typename: 'ReadPosition' as const, userId: o.id, seq: 0, readAt: null })),
    viewerCan: { __typename: 'ConversationAbilities', write: true, upload: true, archive: false, unarchive: false, delete: true },
    ...overrides,
  };
}

export function message(conversationId: string, seq: number, sender: MemberCard, body: string, overrides: Partial<ChatMessage> = {}): ChatMessage & { __typename: 'Message' } {
  return {
    __typename: 'Message',
    id: `${conversationId}-m${seq}`,
    conversationId,
    seq,
    body,
    erased: false,
    insertedAt: `2026-05-01T18:${String(seq).padStart(2, '0')}:00.000Z`,
    senderId: sender.id,
    sender,
    readNotifications: [],
    ...overrides,
  };
}

export const page = (nodes: ConversationSummary[], more: Partial<{ hasNextPage: boolean; endCursor: string | null }> = {}) => ({
  __typename: 'ConversationConnection',
  nodes,
  hasNextPage: false,
  endCursor: null,
  ...more,
});
