import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';
import { userUploads } from '../photos/photos.table.js';

/**
 * A member reports a member, a photo or a message (spec §3, §4). Admins move it through the
 * statuses; every change is recorded in report_status_changes, the conversation in report_replies.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUploadId: uuid('subject_upload_id').references(() => userUploads.id, { onDelete: 'set null' }),
    /** Messages arrive with the chat issue; no foreign key until then. */
    subjectMessageId: uuid('subject_message_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId),
    check('reports_subject_check', sql`${t.subject} in ('USER','PHOTO','MESSAGE')`),
    check(
      'reports_status_check',
      sql`${t.status} in ('OPEN','PROCESSING','AWAITING_REPLY','CLOSED_ACTION_TAKEN','CLOSED_NO_ACTION_TAKEN')`,
    ),
  ],
);

export const reportReplies = pgTable(
  'report_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_replies_report_idx').on(t.reportId, t.createdAt)],
);

export const reportStatusChanges = pgTable(
  'report_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_status_changes_report_idx').on(t.reportId, t.createdAt)],
);

export type ReportRow = typeof reports.$inferSelect;
