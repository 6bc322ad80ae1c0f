import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * Classifieds (spec §3 "body text, looking-for types"; docs/decisions/0046): a verified member's short
 * text and the profile types it looks for. Listed until 30 days after `renewed_at` (posting or the
 * last renewal); the queries apply the expiry, no job has to run. Gone with the author's account.
 */
export const classifieds = pgTable(
  'classifieds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Profile types (SEXES) it looks for: at least one. */
    lookingFor: text('looking_for').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Posting or the last renewal: the list's order and the start of the 30 days. */
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('classifieds_renewed_idx').on(t.renewedAt, t.id),
    index('classifieds_author_idx').on(t.authorId, t.renewedAt),
    check('classifieds_body_length_check', sql`char_length(${t.body}) between 1 and 255`),
    check('classifieds_looking_for_check', sql`cardinality(${t.lookingFor}) >= 1 and ${t.lookingFor} <@ array['M','F','MF','MM','FF']::text[]`),
  ],
);

export type ClassifiedRow = typeof classifieds.$inferSelect;
