import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

// Chat roulette (spec §1, §6; docs/decisions/0021-chat-roulette.md). Nothing of a chat is
// kept once it ends: its pair row goes, and its messages with it.

/**
 * A live chat between two members under aliases. `reveal_a`/`reveal_b`: each side agreed to show
 * who they are; both must. `last_seq` hands out the messages' places (decision 0017).
 */
export const roulettePairs = pgTable(
  'roulette_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aliasA: text('alias_a').notNull(),
    aliasB: text('alias_b').notNull(),
    revealA: boolean('reveal_a').notNull().default(false),
    revealB: boolean('reveal_b').notNull().default(false),
    lastSeq: integer('last_seq').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roulette_pairs_user_a_idx').on(t.userA), index('roulette_pairs_user_b_idx').on(t.userB)],
);

/**
 * A member's place in the roulette: waiting in the queue (`waiting_since`, until `queue_expires_at`)
 * or in a chat (`pair_id`); `connection_id` names the live subscription that holds the place (it is
 * given up when that subscription ends and no other took over); `last_partner_id` is never paired
 * with them again right away.
 */
export const rouletteMembers = pgTable(
  'roulette_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id'),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    queueExpiresAt: timestamp('queue_expires_at', { withTimezone: true }),
    pairId: uuid('pair_id').references(() => roulettePairs.id, { onDelete: 'set null' }),
    lastPartnerId: uuid('last_partner_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The queue, oldest first.
    index('roulette_members_waiting_idx').on(t.waitingSince).where(sql`${t.waitingSince} is not null`),
    index('roulette_members_pair_idx').on(t.pairId),
    index('roulette_members_last_partner_idx').on(t.lastPartnerId),
  ],
);

/** A message of a live chat (deleted with its pair). */
export const rouletteMessages = pgTable(
  'roulette_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => roulettePairs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roulette_messages_seq_key').on(t.pairId, t.seq), index('roulette_messages_sender_idx').on(t.senderId)],
);

export type RoulettePairRow = typeof roulettePairs.$inferSelect;
export type RouletteMemberRow = typeof rouletteMembers.$inferSelect;
export type RouletteMessageRow = typeof rouletteMessages.$inferSelect;
