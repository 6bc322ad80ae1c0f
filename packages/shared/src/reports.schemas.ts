import { z } from 'zod';
import { REPORT_STATUSES } from './enums.js';
import { stripInvisibleFromName, stripInvisibleFromText } from './invisible-text.js';
import { LIMITS } from './limits.js';

// Reports (spec §3, §4, §5, §9; docs/decisions/0013-report-states.md): constants and input shared
// by the server (authoritative) and the forms. Messages are error codes.

export const REPORTS = {
  /** Spec §5, §9: title at least 5, message at least 50 characters. */
  titleMin: LIMITS.reportTitleMin,
  titleMax: 120,
  messageMin: LIMITS.reportMessageMin,
  messageMax: 5000,
  /** Spec §5 "a reply message must not be too short": chosen in decision 0013. */
  replyMin: 10,
  replyMax: 5000,
  pageSize: 20,
  pageSizeMax: 50,
  repliesPageSize: 50,
  repliesPageSizeMax: 100,
  /** New reports per member and rolling day (honest members report rarely; a shield against floods). */
  perDay: 10,
  /** Replies per member and hour (admins are not limited). */
  repliesPerHour: 30,
  /** A login timeout ends at most this many days ahead (catches a mistyped year). */
  timeoutMaxDays: 3650,
  /** At most one e-mail per report to its reporter in this many minutes. */
  mailEveryMinutes: 10,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list filter of /reports: every status, or ALL (spec §4). */
export const REPORT_FILTERS = ['ALL', ...REPORT_STATUSES] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/**
 * What a member can name in a new report today: a member, a photo, or their chat roulette partner
 * (subjectId: the pair's id; the partner stays anonymous to the reporter, decision 0021), or a
 * classified (subjectId: its id; decision 0047).
 */
export const REPORTABLE_SUBJECTS = ['USER', 'PHOTO', 'ROULETTE', 'CLASSIFIED'] as const;
export type ReportableSubject = (typeof REPORTABLE_SUBJECTS)[number];

/** What an admin did to the reported member with a report. */
export const REPORT_ACTIONS = ['LOGIN_TIMEOUT', 'DEACTIVATION'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const reportTitleSchema = z
  .string({ error: 'REPORT_TITLE_TOO_SHORT' })
  .overwrite(stripInvisibleFromName)
  .trim()
  .min(REPORTS.titleMin, 'REPORT_TITLE_TOO_SHORT')
  .max(REPORTS.titleMax, 'REPORT_TITLE_TOO_LONG');

export const reportMessageSchema = z
  .string({ error: 'REPORT_MESSAGE_TOO_SHORT' })
  .overwrite(stripInvisibleFromText)
  .trim()
  .min(REPORTS.messageMin, 'REPORT_MESSAGE_TOO_SHORT')
  .max(REPORTS.messageMax, 'REPORT_MESSAGE_TOO_LONG');

export const reportReplySchema = z
  .string({ error: 'REPORT_REPLY_TOO_SHORT' })
  .trim()
  .min(REPORTS.replyMin, 'REPORT_REPLY_TOO_SHORT')
  .max(REPORTS.replyMax, 'REPORT_REPLY_TOO_LONG');

/** The dialog's fields (the subject comes from where the dialog was opened). */
export const reportFormSchema = z.object({ title: reportTitleSchema, message: reportMessageSchema });
export type ReportFormValues = z.input<typeof reportFormSchema>;

/** createReport's input: what is reported (a member's, a photo's or a roulette pair's id) and why. */
export const createReportInput = z.object({
  subject: z.enum(REPORTABLE_SUBJECTS, { error: 'BAD_INPUT' }),
  subjectId: z.string({ error: 'NOT_FOUND' }).regex(UUID, 'NOT_FOUND').transform((id) => id.toLowerCase()),
  title: reportTitleSchema,
  message: reportMessageSchema,
});
export type CreateReportInput = z.output<typeof createReportInput>;
