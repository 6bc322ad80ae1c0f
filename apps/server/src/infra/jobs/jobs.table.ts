import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Durable scheduled work (decision 0035): trial and period ends, renewals and their retries, selfie
 * deletion. A row is claimed FOR UPDATE SKIP LOCKED inside the transaction that runs it and marks it
 * done, so a restart loses nothing and two instances never run one job twice. The payload holds ids
 * only, never personal data.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** With a key, at most one PENDING job per kind and key (enqueueing again is a no-op). */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('scheduled_jobs_state_check', sql`${t.state} in ('PENDING', 'DONE', 'FAILED')`),
    check('scheduled_jobs_kind_check', sql`length(${t.kind}) between 1 and 100 and (${t.key} is null or length(${t.key}) between 1 and 200)`),
    uniqueIndex('scheduled_jobs_pending_key_idx').on(t.kind, t.key).where(sql`${t.state} = 'PENDING' and ${t.key} is not null`),
    index('scheduled_jobs_due_idx').on(t.runAt).where(sql`${t.state} = 'PENDING'`),
  ],
);

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
