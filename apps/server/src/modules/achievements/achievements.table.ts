import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * The achievements a member earned (spec §9, issue 16; decision 0048). One row per member and
 * achievement: the unique key makes the award happen exactly once, whichever transaction or app
 * instance gets there first (`ON CONFLICT DO NOTHING`). Earned rows stay when the count drops again.
 */
export const memberAchievements = pgTable(
  'member_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_achievements_user_key').on(t.userId, t.key),
    check(
      'member_achievements_key_check',
      sql`${t.key} in ('FRIENDS_1','FRIENDS_50','FRIENDS_100','ROOM_MESSAGES_1','ROOM_MESSAGES_500','ROOM_MESSAGES_1000','UPLOADS_1','UPLOADS_50','LIKES_1','LIKES_100','FIRST_GIFT')`,
    ),
  ],
);

export type MemberAchievementRow = typeof memberAchievements.$inferSelect;
