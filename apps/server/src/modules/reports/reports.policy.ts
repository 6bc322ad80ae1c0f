import { sql, type SQL } from 'drizzle-orm';
import { REPORTS, type ReportStatus } from '@venue/shared';
import { reports } from './reports.table.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Pure rules of reports (spec §2, §3, §4, §5; docs/decisions/0013-report-states.md). The service
// gathers the facts inside its transaction and asks these functions; the GraphQL `viewerCan` fields
// ask the same ones, so the report screen shows exactly what the server allows.

export type { Decision };

/** The viewer as the rules see them. */
export interface Viewer {
  id: string;
  admin: boolean;
}

/** A member who files a report: signed in, activated and active (the app's members' area). */
export interface Filer extends Viewer {
  isDeactivated: boolean;
  deletedAt: Date | null;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
}

/** A report as far as the rules care. */
export interface ReportFacts {
  reporterId: string | null;
  status: ReportStatus;
}

/** The reported member, for admin actions. */
export interface ReportedMember {
  id: string;
  admin: boolean;
  deletedAt: Date | null;
}

export const OPEN_STATUSES: readonly ReportStatus[] = ['OPEN', 'PROCESSING', 'AWAITING_REPLY'];

export function isClosed(status: ReportStatus): boolean {
  return !OPEN_STATUSES.includes(status);
}

/**
 * The status table (decision 0013): which status an admin may move a report to. Nothing goes back to
 * OPEN ("nobody has looked yet"); a closed report is reopened to PROCESSING before anything else.
 * Members never change a status themselves: their reply to an AWAITING_REPLY report moves it back
 * to PROCESSING (statusAfterReply).
 */
export const TRANSITIONS: Readonly<Record<ReportStatus, readonly ReportStatus[]>> = {
  OPEN: ['PROCESSING', 'AWAITING_REPLY', 'CLOSED_ACTION_TAKEN', 'CLOSED_NO_ACTION_TAKEN'],
  PROCESSING: ['AWAITING_REPLY', 'CLOSED_ACTION_TAKEN', 'CLOSED_NO_ACTION_TAKEN'],
  AWAITING_REPLY: ['PROCESSING', 'CLOSED_ACTION_TAKEN', 'CLOSED_NO_ACTION_TAKEN'],
  CLOSED_ACTION_TAKEN: ['PROCESSING'],
  CLOSED_NO_ACTION_TAKEN: ['PROCESSING'],
};

/** Filing a report: a member the app lets in (spec §2 /reports: signed in and active). */
export function mayFileReports(viewer: Filer): Decision {
  if (viewer.isDeactivated || viewer.deletedAt) return deny('NEED_ACTIVE');
  if (!viewer.emailVerifiedAt || !viewer.phoneVerifiedAt) return deny('NEED_PHONE_AND_EMAIL');
  return ALLOWED;
}

/**
 * Reporting a member: any member shown to others except oneself. A block either way does not stop
 * a report (harassment often comes before the block), and says nothing about one.
 */
export function canReportMember(viewer: Viewer, target: { id: string; deletedAt: Date | null; isDeactivated: boolean } | null | undefined): Decision {
  if (!target || target.deletedAt || target.isDeactivated) return deny('USER_NOT_FOUND');
  if (target.id === viewer.id) return deny('REPORT_SELF');
  return ALLOWED;
}

/**
 * Reporting a photo: only one the viewer may see (photos' maySeePhoto decides; `photo` is null
 * otherwise, so a hidden photo and an unknown id look the same), and not one's own.
 */
export function canReportPhoto(viewer: Viewer, photo: { ownerId: string } | null | undefined): Decision {
  if (!photo) return deny('NOT_FOUND');
  if (photo.ownerId === viewer.id) return deny('REPORT_SELF');
  return ALLOWED;
}

/**
 * Reporting one's chat roulette partner (decision 0021): `partner` is given only when the pair is
 * the viewer's own chat (roulette's reportFacts), so a stranger, a forged pair id and someone
 * else's pair all get NOT_FOUND. A partner whose account is gone is not found either.
 */
export function canReportRoulettePartner(viewer: Viewer, partner: { id: string; deletedAt: Date | null } | null | undefined): Decision {
  if (!partner || partner.deletedAt) return deny('NOT_FOUND');
  if (partner.id === viewer.id) return deny('REPORT_SELF');
  return ALLOWED;
}

/** Who the reported member is: shown to the reporter too, except a roulette partner (anonymous; admins only). */
export function showsReportedMember(viewer: Viewer, report: { subject: string }): boolean {
  return viewer.admin || report.subject !== 'ROULETTE';
}

/** The quoted chat lines of a roulette report: what the admins judge, for them only. */
export function showsSubjectQuote(viewer: Viewer): boolean {
  return viewer.admin;
}

/** Reading a report: its reporter and admins; anyone else learns nothing (NOT_FOUND). */
export function canRead(viewer: Viewer, report: ReportFacts | null | undefined): Decision {
  if (!report) return deny('NOT_FOUND');
  return viewer.admin || report.reporterId === viewer.id ? ALLOWED : deny('NOT_FOUND');
}

/** SQL twin of canRead over `reports`: the filter of every list (a test keeps the two equal). */
export function readableSql(viewer: Viewer): SQL<boolean> {
  return viewer.admin ? sql<boolean>`true` : sql<boolean>`${reports.reporterId} = ${viewer.id}`;
}

/**
 * The queue: every report still open (OPEN_STATUSES), oldest first, for the team to work through
 * like the guestbook's review queue. Staff only; a member lists their own reports (`reports`).
 */
export function canReadQueue(viewer: Viewer): Decision {
  return viewer.admin ? ALLOWED : deny('NOT_ALLOWED');
}

/** Changing the status: admins only, along the table; the reporter is told NOT_ALLOWED. */
export function canChangeStatus(viewer: Viewer, report: ReportFacts | null | undefined, to: ReportStatus): Decision {
  const read = canRead(viewer, report);
  if (!read.allowed) return read;
  if (!viewer.admin) return deny('NOT_ALLOWED');
  return TRANSITIONS[report!.status].includes(to) ? ALLOWED : deny('REPORT_STATUS_CHANGE_REFUSED');
}

/** The statuses the viewer may move the report to (none for members). */
export function nextStatuses(viewer: Viewer, report: ReportFacts): readonly ReportStatus[] {
  return viewer.admin ? TRANSITIONS[report.status] : [];
}

/** Replying: the reporter and admins, while the report is not closed. */
export function canReply(viewer: Viewer, report: ReportFacts | null | undefined): Decision {
  const read = canRead(viewer, report);
  if (!read.allowed) return read;
  return isClosed(report!.status) ? deny('REPORT_CLOSED') : ALLOWED;
}

/** The reporter's reply to AWAITING_REPLY gives the report back to the team (PROCESSING). */
export function statusAfterReply(viewer: Viewer, report: ReportFacts): ReportStatus {
  return !viewer.admin && report.status === 'AWAITING_REPLY' ? 'PROCESSING' : report.status;
}

/**
 * An action on the reported member (login timeout, deactivation): admins, on a report still open,
 * against a member who still exists and is not an admin.
 */
export function canTakeAction(viewer: Viewer, report: ReportFacts | null | undefined, member: ReportedMember | null | undefined): Decision {
  const read = canRead(viewer, report);
  if (!read.allowed) return read;
  if (!viewer.admin) return deny('NOT_ALLOWED');
  if (isClosed(report!.status)) return deny('REPORT_CLOSED');
  if (!member || member.deletedAt) return deny('USER_NOT_FOUND');
  if (member.admin) return deny('REPORT_TARGET_IS_ADMIN');
  return ALLOWED;
}

/** A login timeout ends in the future, and not absurdly far (a mistyped year). */
export function isValidTimeoutEnd(until: Date, now: Date): Decision {
  const ms = until.getTime();
  if (Number.isNaN(ms) || ms <= now.getTime()) return deny('TIMEOUT_UNTIL_INVALID');
  return ms <= now.getTime() + REPORTS.timeoutMaxDays * 86_400_000 ? ALLOWED : deny('TIMEOUT_UNTIL_INVALID');
}

/** Taking an action closes the report as CLOSED_ACTION_TAKEN unless the admin keeps it open. */
export function statusAfterAction(report: ReportFacts, close: boolean): ReportStatus {
  return close ? 'CLOSED_ACTION_TAKEN' : report.status;
}

/**
 * Whether the reporter hears of a change by e-mail: a reply from the team, a request for more
 * information (AWAITING_REPLY), and the closing; never of their own doing, nor of an action that
 * leaves the status as it was.
 */
export function tellsReporter(actorId: string, report: ReportFacts, change: { reply: true } | { to: ReportStatus }): boolean {
  if (!report.reporterId || report.reporterId === actorId) return false;
  if ('reply' in change) return true;
  if (change.to === report.status) return false;
  return change.to === 'AWAITING_REPLY' || isClosed(change.to);
}

/** A reply is "from the team" unless its author is the reporter (also when either account is gone). */
export function isTeamReply(reply: { authorId: string | null }, report: { reporterId: string | null }): boolean {
  return reply.authorId !== report.reporterId;
}

/** A status history entry as the viewer may see it: members see status changes, not the actions. */
export function isHistoryShown(viewer: Viewer, change: { fromStatus: string; toStatus: string }): boolean {
  return viewer.admin || change.fromStatus !== change.toStatus;
}

export interface ReportAbilities {
  reply: boolean;
  changeStatusTo: readonly ReportStatus[];
  timeoutMember: boolean;
  deactivateMember: boolean;
}

/** What the report screen offers the viewer; every use case checks again. */
export function reportAbilities(viewer: Viewer, report: ReportFacts, member: ReportedMember | null | undefined): ReportAbilities {
  const action = canTakeAction(viewer, report, member).allowed;
  return {
    reply: canReply(viewer, report).allowed,
    changeStatusTo: nextStatuses(viewer, report),
    timeoutMember: action,
    deactivateMember: action,
  };
}
