import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

// Chat rooms (spec §2, §3, §6; docs/decisions/0019-chat-rooms.md).

/**
 * A chat room: PUBLIC (the venue's), GROUP (a verified member's, open to verified members) or
 * PRIVATE (a verified member's, invite-only). `last_seq` hands out each message's place: the
 * writing transaction increments it, so concurrent senders are serialised (decision 0017).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Who created it: protected from losing the admin right; null once their account is gone. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    /** The latest message's time, or the creation time: the list's order. */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_rooms_kind_active_idx').on(t.kind, t.activeAt.desc(), t.id.desc()),
    index('chat_rooms_owner_idx').on(t.ownerId),
    check('chat_rooms_kind_check', sql`${t.kind} in ('PUBLIC','GROUP','PRIVATE')`),
  ],
);

/**
 * A member in a room (spec §3 room membership: id, admin, roomId, user). `joined_at` null is an
 * open invitation to a private room. `last_read_seq` is how far the member has read (unread counts).
 */
export const roomMemberships = pgTable(
  'room_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    admin: boolean('admin').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('room_memberships_room_user_key').on(t.roomId, t.userId),
    index('room_memberships_user_idx').on(t.userId),
    index('room_memberships_room_joined_idx').on(t.roomId, t.joinedAt, t.id),
    index('room_memberships_invited_by_idx').on(t.invitedBy),
  ],
);

/** A member banned from a room by its admins, until unbanned (optional reason, shown to admins). */
export const roomBans = pgTable(
  'room_bans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannedBy: uuid('banned_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('room_bans_room_user_key').on(t.roomId, t.userId),
    // CurrentUser.bannedRoomIds, read at every guarded screen.
    index('room_bans_user_idx').on(t.userId),
    index('room_bans_room_created_idx').on(t.roomId, t.createdAt.desc(), t.id.desc()),
    index('room_bans_banned_by_idx').on(t.bannedBy),
  ],
);

/** A message in a room: plain text (decision 0017), its place `seq` in the room. */
export const roomMessages = pgTable(
  'room_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Paging backwards, catch-up after a seq, unread counts, the latest message: all along this index.
    uniqueIndex('room_messages_seq_key').on(t.roomId, t.seq),
    // A member's messages (erasure, export) and, by room, their count towards the chat achievements
    // (an index-only scan, decision 0048).
    index('room_messages_sender_room_idx').on(t.senderId, t.roomId),
  ],
);

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type RoomMembershipRow = typeof roomMemberships.$inferSelect;
export type RoomBanRow = typeof roomBans.$inferSelect;
export type RoomMessageRow = typeof roomMessages.$inferSelect;
