import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * Friend requests and friendships (spec §4): PENDING → ACCEPTED | DECLINED | REVOKED (by the
 * sender); ACCEPTED → REMOVED. Ended rows stay as history; at most one open row (PENDING or
 * ACCEPTED) per pair of members, whoever asked.
 */
export const friendships = pgTable(
  'friendships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('friendships_open_pair_key')
      .on(sql`least(${t.requesterId}, ${t.addresseeId})`, sql`greatest(${t.requesterId}, ${t.addresseeId})`)
      .where(sql`${t.status} in ('PENDING','ACCEPTED')`),
    index('friendships_requester_status_idx').on(t.requesterId, t.status),
    index('friendships_addressee_status_idx').on(t.addresseeId, t.status),
    check('friendships_status_check', sql`${t.status} in ('PENDING','ACCEPTED','DECLINED','REVOKED','REMOVED')`),
    check('friendships_not_self_check', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

export type FriendshipRow = typeof friendships.$inferSelect;
