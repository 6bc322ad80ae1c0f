import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/** A member's settings (spec §3): e-mail toggles, visibility, contactability. Defaults: open and mailed. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailOnFriendRequest: boolean('email_on_friend_request').notNull().default(true),
    emailOnGiftReceived: boolean('email_on_gift_received').notNull().default(true),
    emailOnFriendDailyReservation: boolean('email_on_friend_daily_reservation').notNull().default(true),
    emailOnFriendEventReservation: boolean('email_on_friend_event_reservation').notNull().default(true),
    emailOnMessage: boolean('email_on_message').notNull().default(true),
    foundInSpark: boolean('found_in_spark').notNull().default(true),
    reservationsVisibleTo: text('reservations_visible_to').notNull().default('EVERYONE'),
    shownOnline: boolean('shown_online').notNull().default(true),
    visitableOnlyByVerified: boolean('visitable_only_by_verified').notNull().default(false),
    onlyVerifiedMayContact: boolean('only_verified_may_contact').notNull().default(false),
    messagesFromFriendsOnly: boolean('messages_from_friends_only').notNull().default(false),
    foundInSearch: boolean('found_in_search').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_settings_reservations_check', sql`${t.reservationsVisibleTo} in ('EVERYONE','FRIENDS')`)],
);

export type UserSettingsRow = typeof userSettings.$inferSelect;
