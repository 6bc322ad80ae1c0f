import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KIND_NAMES } from '@venue/shared';
import { users } from '../accounts/accounts.table.js';

const quoted = (names: readonly string[]) => sql.raw(names.map((n) => `'${n}'`).join(','));

/**
 * A member's choice for one channel of one kind of notification (decision 0041), written when the
 * member switches it; no row: the kind's default (`NOTIFICATION_KINDS`). E-mail of a kind with an
 * `emailSetting` is stored in `user_settings` instead, so the old toggle and the table are one value.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check('notification_preferences_kind_check', sql`${t.kind} in (${quoted(NOTIFICATION_KIND_NAMES)})`),
    check('notification_preferences_channel_check', sql`${t.channel} in (${quoted(NOTIFICATION_CHANNELS)})`),
  ],
);

export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;
