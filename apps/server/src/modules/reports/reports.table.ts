import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.js';
import { userUploads } from '../photos/photos.table.js';

/**
 * A member reports a member, a photo or a message (spec §3, §4). Admins move it through the
 * statuses; every change is recorded in report_status_changes, the conversation in report_replies.
 * `subject_user_id` is the reported member for every subject (a photo's or message's author at the
 * time of the report), so admin actions still find them when the photo is gone
 * (docs/decisions/0013-report-states.md).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUploadId: uuid('subject_upload_id').references(() => userUploads.id, { onDelete: 'set null' }),
    /**
     * A private message (conversation_messages), a room message (room_messages) or, for ROULETTE, the
     * chat (roulette_pairs); no foreign key, so the report outlives them (decisions 0018, 0019).
     */
    subjectMessageId: uuid('subject_message_id'),
    /** The reported message's text as it was when reported (for ROULETTE the chat's last messages, for CLASSIFIED its text): what the admins judge. */
    subjectMessageBody: text('subject_message_body'),
    /** CLASSIFIED: the classified's id; no foreign key, so the report outlives it (decision 0047). */
    subjectClassifiedId: uuid('subject_classified_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_created_idx').on(t.createdAt),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    index('reports_subject_user_idx').on(t.subjectUserId),
    // One open report per reporter and subject: a second one is refused (the reporter replies instead).
    // A photo report whose photo was deleted (upload id set null) names no subject any more and
    // leaves the index, so deleting two reported photos of one member cannot collide.
    uniqueIndex('reports_open_subject_key')
      .on(t.reporterId, t.subject, sql`coalesce(${t.subjectUploadId}, ${t.subjectMessageId}, ${t.subjectClassifiedId}, ${t.subjectUserId})`)
      .where(
        sql`${t.status} in ('OPEN','PROCESSING','AWAITING_REPLY') and (${t.subject} = 'USER' or ${t.subjectUploadId} is not null or ${t.subjectMessageId} is not null or ${t.subjectClassifiedId} is not null)`,
      ),
    check('reports_subject_check', sql`${t.subject} in ('USER','PHOTO','MESSAGE','ROOM_MESSAGE','ROULETTE','CLASSIFIED')`),
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
    /** An admin action taken on the reported member with this change (from = to when the report stayed open). */
    action: text('action'),
    /** The end of the login timeout an action LOGIN_TIMEOUT set. */
    timeoutUntil: timestamp('timeout_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_status_changes_report_idx').on(t.reportId, t.createdAt),
    check('report_status_changes_action_check', sql`${t.action} in ('LOGIN_TIMEOUT','DEACTIVATION')`),
    check('report_status_changes_timeout_check', sql`coalesce(${t.action} = 'LOGIN_TIMEOUT', false) = (${t.timeoutUntil} is not null)`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
export type ReportReplyRow = typeof reportReplies.$inferSelect;
export type ReportStatusChangeRow = typeof reportStatusChanges.$inferSelect;
