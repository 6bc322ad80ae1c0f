import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KIND_NAMES } from '@venue/shared';
import { users } from '../accounts/accounts.table.js';
import { pushSubscriptions } from './push-subscriptions.table.js';

/**
 * The Web Push outbox (decision 0040): one row per subscription per notification, written in the
 * transaction of the change it reports. The sender claims due rows in batches FOR UPDATE SKIP LOCKED
 * and leases them (`lease_until`), sends outside that transaction, then deletes the row or moves
 * `run_at` (retry). A lease that runs out (the instance died) makes the row due again. Ids only: the
 * texts are written when it is sent, in the member's language and the device's choice of detail.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What it is about (a conversation for MESSAGE, a reservation, a friendship, …). */
    subjectId: uuid('subject_id'),
    /** MESSAGE: the message's seq in the conversation (not sent once the member has read it). */
    messageSeq: bigint('message_seq', { mode: 'number' }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_deliveries_due_idx').on(t.runAt),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
    index('push_deliveries_user_idx').on(t.userId),
    index('push_deliveries_actor_idx').on(t.actorId),
    check('push_deliveries_kind_check', sql`${t.kind} in (${sql.raw(NOTIFICATION_KIND_NAMES.map((n) => `'${n}'`).join(','))})`),
  ],
);

export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;
