import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';
import { events } from '../events/events.table.js';

/**
 * Guestbook entries (spec §3, §4): written by members, reviewed and published by admins.
 * State: SUBMITTED (new) → UNDER_REVIEW (an admin looks at it) → PUBLISHED, or REJECTED.
 */
export const guestbookEntries = pgTable(
  'guestbook_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The day of the visit, or the event visited (either may be given). */
    visitDate: date('visit_date', { mode: 'string' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    officialAnswer: text('official_answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    state: text('state').notNull().default('SUBMITTED'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guestbook_entries_state_published_idx').on(t.state, t.publishedAt),
    index('guestbook_entries_author_idx').on(t.authorId),
    check('guestbook_entries_rating_check', sql`${t.rating} between 0 and 3`),
    check('guestbook_entries_state_check', sql`${t.state} in ('SUBMITTED','UNDER_REVIEW','PUBLISHED','REJECTED')`),
  ],
);

export type GuestbookEntryRow = typeof guestbookEntries.$inferSelect;
