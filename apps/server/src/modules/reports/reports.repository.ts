import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ReportStatus, ReportSubject } from '@venue/shared';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../accounts/accounts.table.js';
import type { Cursor } from '../../shared/cursor.js';
import { reportReplies, reports, reportStatusChanges, type ReportReplyRow, type ReportRow, type ReportStatusChangeRow } from './reports.table.js';

// Queries only: reports, their replies and their status history. Who may see what is reports.policy's.

export interface NewReport {
  reporterId: string;
  subject: ReportSubject;
  subjectUserId: string;
  subjectUploadId: string | null;
  /** ROULETTE: the pair's id and the chat's last lines (decision 0021). */
  subjectMessageId?: string | null;
  subjectMessageBody?: string | null;
  /** CLASSIFIED: the classified's id (its text in subjectMessageBody; decision 0047). */
  subjectClassifiedId?: string | null;
  title: string;
  message: string;
  now: Date;
}

export async function insertReport(db: DbOrTx, r: NewReport): Promise<ReportRow> {
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: r.reporterId,
      subject: r.subject,
      subjectUserId: r.subjectUserId,
      subjectUploadId: r.subjectUploadId,
      subjectMessageId: r.subjectMessageId ?? null,
      subjectMessageBody: r.subjectMessageBody ?? null,
      subjectClassifiedId: r.subjectClassifiedId ?? null,
      title: r.title,
      message: r.message,
      createdAt: r.now,
      updatedAt: r.now,
    })
    .returning();
  return row!;
}

/** The reporter's report on the same subject that is still open, if any (one at a time). */
export async function findOpenReportOn(
  db: DbOrTx,
  reporterId: string,
  subject: ReportSubject,
  subjectUserId: string,
  subjectUploadId: string | null,
  subjectMessageId: string | null = null,
  subjectClassifiedId: string | null = null,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.subject, subject),
        subjectUploadId
          ? eq(reports.subjectUploadId, subjectUploadId)
          : subjectMessageId
            ? eq(reports.subjectMessageId, subjectMessageId)
            : subjectClassifiedId
              ? eq(reports.subjectClassifiedId, subjectClassifiedId)
              : eq(reports.subjectUserId, subjectUserId),
        inArray(reports.status, ['OPEN', 'PROCESSING', 'AWAITING_REPLY']),
      ),
    )
    .limit(1);
  return row;
}

/** Reads and locks the report until the transaction ends (changes to one report run one after the other). */
export async function lockReport(db: DbOrTx, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1).for('update');
  return row;
}

/** Sets the status (or only touches the report when it stays) and records when it last changed. */
export async function setReportStatus(db: DbOrTx, id: string, status: ReportStatus, now: Date): Promise<ReportRow> {
  const [row] = await db.update(reports).set({ status, updatedAt: now }).where(eq(reports.id, id)).returning();
  return row!;
}

export async function insertStatusChange(
  db: DbOrTx,
  c: { reportId: string; fromStatus: ReportStatus; toStatus: ReportStatus; changedBy: string; action?: 'LOGIN_TIMEOUT' | 'DEACTIVATION'; timeoutUntil?: Date; now: Date },
): Promise<void> {
  await db.insert(reportStatusChanges).values({
    reportId: c.reportId,
    fromStatus: c.fromStatus,
    toStatus: c.toStatus,
    changedBy: c.changedBy,
    action: c.action ?? null,
    timeoutUntil: c.timeoutUntil ?? null,
    createdAt: c.now,
  });
}

export interface StatusChangeView extends ReportStatusChangeRow {
  changedByUsername: string | null;
}

/** The whole history of one report, oldest first (it grows only by admin steps). */
export async function listStatusChanges(db: DbOrTx, reportId: string): Promise<StatusChangeView[]> {
  return db
    .select({
      id: reportStatusChanges.id,
      reportId: reportStatusChanges.reportId,
      fromStatus: reportStatusChanges.fromStatus,
      toStatus: reportStatusChanges.toStatus,
      changedBy: reportStatusChanges.changedBy,
      action: reportStatusChanges.action,
      timeoutUntil: reportStatusChanges.timeoutUntil,
      createdAt: reportStatusChanges.createdAt,
      changedByUsername: users.username,
    })
    .from(reportStatusChanges)
    .leftJoin(users, eq(users.id, reportStatusChanges.changedBy))
    .where(eq(reportStatusChanges.reportId, reportId))
    .orderBy(asc(reportStatusChanges.createdAt), asc(reportStatusChanges.id));
}

export async function insertReply(db: DbOrTx, r: { reportId: string; authorId: string; body: string; now: Date }): Promise<ReportReplyRow> {
  const [row] = await db.insert(reportReplies).values({ reportId: r.reportId, authorId: r.authorId, body: r.body, createdAt: r.now }).returning();
  return row!;
}

export interface ReplyView extends ReportReplyRow {
  authorUsername: string | null;
}

/** One page of a report's thread, oldest first, after an optional (createdAt, id) keyset. */
export async function listReplies(db: DbOrTx, reportId: string, after: Cursor | null, limit: number): Promise<ReplyView[]> {
  return db
    .select({
      id: reportReplies.id,
      reportId: reportReplies.reportId,
      authorId: reportReplies.authorId,
      body: reportReplies.body,
      createdAt: reportReplies.createdAt,
      authorUsername: users.username,
    })
    .from(reportReplies)
    .leftJoin(users, eq(users.id, reportReplies.authorId))
    .where(
      and(
        eq(reportReplies.reportId, reportId),
        after ? or(gt(reportReplies.createdAt, after.at), and(eq(reportReplies.createdAt, after.at), gt(reportReplies.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(reportReplies.createdAt), asc(reportReplies.id))
    .limit(limit);
}

/** A report with the names lists show: who filed it and whom it is about (null when the account is gone). */
export interface ReportView extends ReportRow {
  reporterUsername: string | null;
  subjectUsername: string | null;
}

function selectViews(db: DbOrTx) {
  return db
    .select({
      report: reports,
      reporterUsername: sql<string | null>`(select u.username from ${users} u where u.id = ${reports.reporterId})`,
      subjectUsername: sql<string | null>`(select u.username from ${users} u where u.id = ${reports.subjectUserId})`,
    })
    .from(reports);
}

type ViewRow = { report: ReportRow; reporterUsername: string | null; subjectUsername: string | null };
const toView = ({ report, reporterUsername, subjectUsername }: ViewRow): ReportView => ({ ...report, reporterUsername, subjectUsername });

export async function findReportView(db: DbOrTx, id: string): Promise<ReportView | undefined> {
  const [row] = await selectViews(db).where(eq(reports.id, id)).limit(1);
  return row && toView(row);
}

/**
 * One page of the reports `readable` lets the viewer see (readableSql), newest first, optionally of
 * one status, after an optional (createdAt, id) keyset.
 */
export async function listReports(db: DbOrTx, readable: SQL, status: ReportStatus | null, after: Cursor | null, limit: number): Promise<ReportView[]> {
  const rows = await selectViews(db)
    .where(
      and(
        readable,
        status ? eq(reports.status, status) : undefined,
        after ? or(lt(reports.createdAt, after.at), and(eq(reports.createdAt, after.at), lt(reports.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
  return rows.map(toView);
}

/**
 * One page of the queue: reports in one of `statuses` (the open ones), oldest first, after an
 * optional (createdAt, id) keyset, so the one waiting longest is on top.
 */
export async function listReportQueue(db: DbOrTx, statuses: readonly ReportStatus[], after: Cursor | null, limit: number): Promise<ReportView[]> {
  const rows = await selectViews(db)
    .where(
      and(
        inArray(reports.status, [...statuses]),
        after ? or(gt(reports.createdAt, after.at), and(eq(reports.createdAt, after.at), gt(reports.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(limit);
  return rows.map(toView);
}
