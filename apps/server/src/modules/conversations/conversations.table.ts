import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

// Private conversations (spec §3, §4; docs/decisions/0018-conversations.md).

/**
 * A conversation. `last_seq` hands out each message's place: the writing transaction increments it
 * (`update … set last_seq = last_seq + 1 returning`), so concurrent senders are serialised and the
 * seqs of a conversation are 1, 2, 3, … without gaps (decision 0017).
 */
export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member in a conversation, with what is the member's own: archive, deletion (for oneself), how
 * far they have read and how many messages of the others they have not read. `last_message_at` is
 * the conversation's, copied to every participant by the writing transaction so that a member's
 * inbox is one walk along their own index.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // Inbox (archived false) and archive (true), latest first: one index walk per page.
    index('conversation_participants_folder_idx')
      .on(t.userId, sql`(${t.archivedAt} is not null)`, t.lastMessageAt.desc(), t.conversationId.desc())
      .where(sql`${t.deletedAt} is null`),
    check('conversation_participants_unread_check', sql`${t.unreadCount} >= 0`),
  ],
);

/** A message: plain text (decision 0017), its place `seq` in the conversation. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** Null once the sender's account was deleted (their messages stay, emptied; decision 0018). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the body was removed with the sender's account. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    // Paging backwards by pointer, catch-up after a seq, the latest message: all along this index.
    uniqueIndex('conversation_messages_seq_key').on(t.conversationId, t.seq),
    index('conversation_messages_sender_idx').on(t.senderId),
  ],
);

/**
 * How far a member had read, and when: one row each time the member's read mark moved forward. A
 * message `m` was read by `u` at the earliest mark of `u` with seq ≥ m.seq (spec §3 read notification).
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId, t.seq] })],
);

/**
 * A picture sent in a conversation (spec §3 conversation upload): re-encoded without metadata and
 * stored under `storage_key`, served only to the conversation's participants. Its message's body is
 * the picture's address, so it shows where it was sent.
 */
export const conversationUploads = pgTable(
  'conversation_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_uploads_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('conversation_uploads_message_idx').on(t.messageId),
    index('conversation_uploads_user_idx').on(t.userId),
  ],
);

/**
 * The message e-mail's state per member, stored so that it holds across instances and restarts:
 * until when a device of the member reads live (it holds the live subscription), and when the last
 * message e-mail went out (at most one per 5 minutes, spec §9).
 */
export const messageMailState = pgTable('message_mail_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  liveUntil: timestamp('live_until', { withTimezone: true }),
  lastMailAt: timestamp('last_mail_at', { withTimezone: true }),
});

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
export type ConversationReadRow = typeof conversationReads.$inferSelect;
export type ConversationUploadRow = typeof conversationUploads.$inferSelect;
