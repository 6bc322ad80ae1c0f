import { date, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/** Who visited whose profile: one row per visitor, profile and (Swiss) day, with the latest time. */
export const profileVisits = pgTable(
  'profile_visits',
  {
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitedId: uuid('visited_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.visitedId, t.day, t.visitorId] }),
    index('profile_visits_visited_last_idx').on(t.visitedId, t.lastVisitedAt),
  ],
);
