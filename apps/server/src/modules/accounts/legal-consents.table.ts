import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.table.js';

/**
 * What a member accepted and when: at sign-up the 18+ confirmation and the versions of the terms
 * and the privacy policy (LEGAL_VERSIONS). One row per acceptance, so a later new version adds a
 * row. Member data: shown in the data export, erased with the account.
 */
export const legalConsents = pgTable(
  'legal_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    /** When the member confirmed being at least 18 (at sign-up: the same moment). */
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('legal_consents_user_idx').on(t.userId, t.acceptedAt),
    check('legal_consents_versions_check', sql`length(${t.termsVersion}) between 1 and 40 and length(${t.privacyVersion}) between 1 and 40`),
  ],
);

export type LegalConsentRow = typeof legalConsents.$inferSelect;
