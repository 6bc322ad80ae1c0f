import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Values the app generates once and every instance then shares (e.g. the VAPID key pair, decision
 * 0008). A row is written once and never changed by the app; operators may delete it.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
