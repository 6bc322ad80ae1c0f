import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * What a member sees on /home: friend requests, accepted friendships, new profile visitors, and the
 * decision on their verification request (no actor: staff are not shown as members, decision 0031).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The thing it is about (a friendship, …); its table follows from `kind`. */
    subjectId: uuid('subject_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    check('notifications_kind_check', sql`${t.kind} in ('FRIEND_REQUEST','FRIEND_ACCEPTED','PROFILE_VISIT','VERIFICATION_APPROVED','VERIFICATION_DENIED','PREMIUM_RENEWAL_FAILED','PREMIUM_ENDED','FRIEND_RESERVED','RESERVATION_PROMOTED','SPARK_MATCH','ACHIEVEMENT_EARNED','GIFT_RECEIVED')`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
