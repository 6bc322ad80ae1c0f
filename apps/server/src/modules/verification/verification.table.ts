import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * A member's request to become verified (spec §4: PENDING, VERIFIED, DENIED): the one-time `code`
 * they write on paper, the selfie holding it (`selfie_storage_key`: null before the upload and again
 * once decided, when the file is deleted), and the decision: who, when, and for a denial the reason
 * the member reads (docs/decisions/0033).
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    state: text('state').notNull().default('PENDING'),
    selfieStorageKey: text('selfie_storage_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    denyReason: text('deny_reason'),
    /** The admin who decided; kept as the record of who (docs/decisions/0033). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Only one PENDING request per member (spec §4); the service checks first, this is the backstop.
    uniqueIndex('verification_requests_one_pending_key').on(t.userId).where(sql`${t.state} = 'PENDING'`),
    index('verification_requests_user_created_idx').on(t.userId, t.createdAt),
    // Staff's queue: by state, oldest submitted first.
    index('verification_requests_queue_idx').on(t.state, t.submittedAt, t.id),
    check('verification_requests_state_check', sql`${t.state} in ('PENDING','VERIFIED','DENIED')`),
    check('verification_requests_decided_check', sql`(${t.state} = 'PENDING') = (${t.decidedAt} is null)`),
    check('verification_requests_reason_check', sql`(${t.state} = 'DENIED') = (${t.denyReason} is not null)`),
  ],
);

export type VerificationRequestRow = typeof verificationRequests.$inferSelect;

/** Every time an admin opened a selfie (docs/decisions/0033: selfies are sensitive, each view is logged). */
export const verificationSelfieViews = pgTable(
  'verification_selfie_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => verificationRequests.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_selfie_views_request_idx').on(t.requestId, t.viewedAt)],
);

export type VerificationSelfieViewRow = typeof verificationSelfieViews.$inferSelect;
