import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';

/**
 * A member's Spark decision about another (docs/decisions/0044, 0045): SPARK is final; SKIP keeps the
 * other out of the deck for SPARK.skipPeriodDays and may be undone (only the last one). One row per
 * ordered pair: sparking someone skipped earlier turns the row into a SPARK.
 */
export const sparkDecisions = pgTable(
  'spark_decisions',
  {
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.actorId, t.targetId] }),
    // Today's sparks of a member (the daily limit) and the last decision (undo).
    index('spark_decisions_actor_time_idx').on(t.actorId, t.decidedAt),
    // Who sparked a member, newest first.
    index('spark_decisions_target_kind_time_idx').on(t.targetId, t.kind, t.decidedAt),
    check('spark_decisions_kind_check', sql`${t.kind} in ('SPARK','SKIP')`),
    check('spark_decisions_not_self_check', sql`${t.actorId} <> ${t.targetId}`),
  ],
);

/** A spark both ways, recorded once per pair (user_a < user_b). */
export const sparkMatches = pgTable(
  'spark_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('spark_matches_pair_key').on(t.userA, t.userB),
    index('spark_matches_user_b_idx').on(t.userB, t.createdAt),
    index('spark_matches_user_a_idx').on(t.userA, t.createdAt),
    check('spark_matches_order_check', sql`${t.userA} < ${t.userB}`),
  ],
);

export type SparkDecisionRow = typeof sparkDecisions.$inferSelect;
export type SparkMatchRow = typeof sparkMatches.$inferSelect;
