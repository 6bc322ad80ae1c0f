import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in test payment provider's own state (PAYMENT_PROVIDER=test): its checkout sessions,
 * saved "cards" and charges. It plays the outside provider, so it keeps its books apart from the
 * app's payments tables, in the database so that a restart loses nothing.
 */
export const testProviderRecords = pgTable(
  'test_provider_records',
  {
    /** tcs_… (checkout session), tpm_… (card), tch_<payment id> (charge). */
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('test_provider_records_kind_check', sql`${t.kind} in ('session','card','charge')`)],
);
