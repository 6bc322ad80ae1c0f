import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../accounts/accounts.table.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import * as policy from './conversations.policy.js';
import * as repo from './conversations.repository.js';
import * as messagesRepo from './messages.repository.js';
import type { ConversationReadRow, ConversationUploadRow, MessageRow, ParticipantRow } from './conversations.table.js';
import { readAll } from '../../db/read-all.js';

// Conversations and messages as one viewer sees them, loaded for a page at once (a few queries per
// page, not per row) and handed to the GraphQL fields, which only read them.

export interface ConversationView {
  id: string;
  lastSeq: number;
  /** The viewer's own participation. */
  own: ParticipantRow;
  participants: ParticipantRow[];
  /** Every participant's card as the viewer sees it, with deleted/deactivated for the rules. */
  members: Map<string, repo.MemberFacts>;
  latestMessage: MessageRow | null;
  /** How far each participant has read, and when their mark got there (none of members blocked either way). */
  readPositions: ReadPosition[];
  /** Participants blocked either way with the viewer: their read marks are not shown (issue 11 item 8). */
  blockedEitherWay: Set<string>;
  facts: policy.WriteFacts;
}

export interface ReadPosition {
  userId: string;
  seq: number;
  readAt: Date | null;
}

export interface ReadNotificationView {
  id: string;
  userId: string;
  messageId: string;
  insertedAt: Date;
  /** The reader as the viewer sees them (null when no longer shown). */
  user: UserCardRow | null;
}

export interface MessageView {
  row: MessageRow;
  conversation: ConversationView;
  /** The sender as the viewer sees them; null when the account was deleted or is deactivated. */
  sender: UserCardRow | null;
  readNotifications: ReadNotificationView[];
  uploads: ConversationUploadRow[];
}

const shown = (m: repo.MemberFacts | undefined): m is repo.MemberFacts => !!m && !m.deletedAt && !m.isDeactivated;

/** The participants the viewer sees as "users" of a conversation: shown members, the viewer first. */
export function shownUsers(view: ConversationView, viewerId: string): UserCardRow[] {
  const cards = view.participants.map((p) => view.members.get(p.userId)).filter(shown);
  return cards.sort((a, b) => Number(b.id === viewerId) - Number(a.id === viewerId));
}

/** What every participant's view of some conversations shares: its participants, latest message, last seq and read marks. */
export interface ConversationFacts {
  participants: ParticipantRow[];
  latest: Map<string, MessageRow>;
  seqs: Map<string, number>;
  marks: ConversationReadRow[];
}

/** The shared facts of these conversations: participants, counters, latest messages and read marks, in one statement. */
export async function loadConversationFacts(db: DbOrTx, ids: string[]): Promise<ConversationFacts> {
  return messagesRepo.conversationFactsOf(db, ids);
}

/**
 * The views of the viewer's participations (rows of listFolder or findParticipation), in their order.
 * `shared`: the conversations' facts when already read (a message event's subscribers share them).
 */
export async function loadConversationViews(db: DbOrTx, viewer: UserRow, own: ParticipantRow[], shared?: ConversationFacts): Promise<ConversationView[]> {
  const ids = own.map((p) => p.conversationId);
  if (ids.length === 0) return [];
  const { participants: all, latest, seqs, marks } = shared ?? (await loadConversationFacts(db, ids));
  const memberIds = all.map((p) => p.userId);
  const { members, blocked } = await repo.membersWithBlocksFor(db, viewer, memberIds);
  const blockedEitherWay = new Set([...blocked.blockedByViewer, ...blocked.blockedViewer]);
  return own.map((mine) => {
    const participants = all.filter((p) => p.conversationId === mine.conversationId);
    const facts: policy.WriteFacts = {
      viewer,
      own: mine,
      others: participants
        .filter((p) => p.userId !== viewer.id)
        .map((p) => ({
          member: members.get(p.userId) ?? null,
          deletedAt: p.deletedAt,
          blockedByViewer: blocked.blockedByViewer.has(p.userId),
          blockedViewer: blocked.blockedViewer.has(p.userId),
        })),
    };
    return {
      id: mine.conversationId,
      lastSeq: seqs.get(mine.conversationId) ?? 0,
      own: mine,
      participants,
      members,
      latestMessage: latest.get(mine.conversationId) ?? null,
      readPositions: participants.filter((p) => !blockedEitherWay.has(p.userId)).map((p) => ({
        userId: p.userId,
        seq: Number(p.lastReadSeq),
        readAt: marks.find((m) => m.conversationId === p.conversationId && m.userId === p.userId && Number(m.seq) === Number(p.lastReadSeq))?.readAt ?? null,
      })),
      facts,
      blockedEitherWay,
    };
  });
}

/**
 * Who read each message and when (spec §3 read notification): a participant other than the sender
 * read message m at their earliest read mark with seq ≥ m.seq. Marks come sorted by user and seq.
 */
export function readNotificationsOf(message: MessageRow, marks: ConversationReadRow[]): Omit<ReadNotificationView, 'user'>[] {
  const firstByUser = new Map<string, ConversationReadRow>();
  for (const mark of marks) {
    if (mark.userId === message.senderId || mark.seq < message.seq || firstByUser.has(mark.userId)) continue;
    firstByUser.set(mark.userId, mark);
  }
  return [...firstByUser.values()].map((mark) => ({ id: `${message.id}:${mark.userId}`, userId: mark.userId, messageId: message.id, insertedAt: mark.readAt }));
}

/** Who read from a message on, and its pictures: what a message's view reads besides the conversation's. */
export interface MessageFacts {
  marks: ConversationReadRow[];
  uploads: ConversationUploadRow[];
}

/** The message facts of some messages of one conversation (one round trip). */
export async function loadMessageFacts(db: DbOrTx, conversationId: string, rows: MessageRow[]): Promise<MessageFacts> {
  const minSeq = Math.min(...rows.map((r) => Number(r.seq)));
  const [marks, uploads] = await readAll(db, [
    () => messagesRepo.readMarksFrom(db, conversationId, null, minSeq),
    () =>
      messagesRepo.uploadsOfMessages(
        db,
        rows.map((r) => r.id),
      ),
  ]);
  return { marks, uploads };
}

/**
 * The message views of some messages of one conversation (a page, a catch-up, one new message);
 * `shared`: their facts when already read.
 */
export async function loadMessageViews(db: DbOrTx, viewer: UserRow, conversation: ConversationView, rows: MessageRow[], shared?: MessageFacts): Promise<MessageView[]> {
  if (rows.length === 0) return [];
  const { marks, uploads } = shared ?? (await loadMessageFacts(db, conversation.id, rows));
  return rows.map((row) => {
    const member = row.senderId ? conversation.members.get(row.senderId) : undefined;
    const sender = row.senderId === viewer.id ? (member ?? null) : shown(member) ? member : null;
    return {
      row,
      conversation,
      sender,
      readNotifications: readNotificationsOf(row, marks.filter((m) => !conversation.blockedEitherWay.has(m.userId))).map((r) => {
        const reader = conversation.members.get(r.userId);
        return { ...r, user: shown(reader) ? reader : null };
      }),
      uploads: uploads.filter((u) => u.messageId === row.id),
    };
  });
}
