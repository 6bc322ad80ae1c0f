import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * A member's photos (spec: user uploads). The file is re-encoded without metadata and stored under
 * `storage_key`; PUBLIC photos are seen by whoever may see the profile, FRIENDS photos only by the
 * owner, friends and admins. `position` orders the gallery.
 */
export const userUploads = pgTable(
  'user_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    visibility: text('visibility').notNull().default('PUBLIC'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_uploads_user_position_idx').on(t.userId, t.position),
    check('user_uploads_visibility_check', sql`${t.visibility} in ('PUBLIC','FRIENDS')`),
  ],
);

export type UserUploadRow = typeof userUploads.$inferSelect;
