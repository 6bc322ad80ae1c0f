import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Values every instance shares: generated once and never changed by the app (the VAPID key pair,
 * decision 0008; the test payment provider's webhook secret), or set by staff (premium prices and
 * trial length, decision 0034). Operators may delete a generated row.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
