import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

export type SubscriptionState = 'TRIAL' | 'ACTIVE' | 'CANCELLED' | 'PAST_DUE' | 'ENDED';

/**
 * A member's premium subscription (spec §4, §9; docs/decisions/0034). States: TRIAL, ACTIVE,
 * CANCELLED (access until period end), PAST_DUE (a renewal failed, retrying), ENDED. At most one
 * subscription per member is not ENDED. users.is_premium follows the state in the same transaction.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The package renewals charge: 1, 3 or 12 months. */
    packageMonths: integer('package_months').notNull(),
    state: text('state').$type<SubscriptionState>().notNull(),
    /** Set when it began as a trial (a member has one trial, ever). */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Failed renewal charges of the current period end (0 when paid). */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    /** False when paid with a method that cannot be charged again (TWINT): no automatic renewal. */
    autoRenew: boolean('auto_renew').notNull().default(true),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_live_key').on(t.userId).where(sql`${t.state} <> 'ENDED'`),
    index('subscriptions_user_idx').on(t.userId),
    check('subscriptions_state_check', sql`${t.state} in ('TRIAL','ACTIVE','CANCELLED','PAST_DUE','ENDED')`),
    check('subscriptions_package_check', sql`${t.packageMonths} in (1, 3, 12)`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
