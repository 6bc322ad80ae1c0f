import { type SQL } from 'drizzle-orm';
import { type ErrorCode, type ReportStatus } from '@venue/shared';
export type Decision = {
    allowed: true;
} | {
    allowed: false;
    code: ErrorCode;
};
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
export declare const OPEN_STATUSES: readonly ReportStatus[];
export declare function isClosed(status: ReportStatus): boolean;
/**
 * The status table (decision 0013): which status an admin may move a report to. Nothing goes back to
 * OPEN ("nobody has looked yet"); a closed report is reopened to PROCESSING before anything else.
 * Members never change a status themselves: their reply to an AWAITING_REPLY report moves it back
 * to PROCESSING (statusAfterReply).
 */
export declare const TRANSITIONS: Readonly<Record<ReportStatus, readonly ReportStatus[]>>;
/** Filing a report: a member the app lets in (spec §2 /reports: signed in and active). */
export declare function mayFileReports(viewer: Filer): Decision;
/**
 * Reporting a member: any member shown to others except oneself. A block either way does not stop
 * a report (harassment often comes before the block), and says nothing about one.
 */
export declare function canReportMember(viewer: Viewer, target: {
    id: string;
    deletedAt: Date | null;
    isDeactivated: boolean;
} | null | undefined): Decision;
/**
 * Reporting a photo: only one the viewer may see (photos' maySeePhoto decides; `photo` is null
 * otherwise, so a hidden photo and an unknown id look the same), and not one's own.
 */
export declare function canReportPhoto(viewer: Viewer, photo: {
    ownerId: string;
} | null | undefined): Decision;
/**
 * Reporting one's chat roulette partner (decision 0021): `partner` is given only when the pair is
 * the viewer's own chat (roulette's reportFacts), so a stranger, a forged pair id and someone
 * else's pair all get NOT_FOUND. A partner whose account is gone is not found either.
 */
export declare function canReportRoulettePartner(viewer: Viewer, partner: {
    id: string;
    deletedAt: Date | null;
} | null | undefined): Decision;
/** Who the reported member is: shown to the reporter too, except a roulette partner (anonymous; admins only). */
export declare function showsReportedMember(viewer: Viewer, report: {
    subject: string;
}): boolean;
/** The quoted chat lines of a roulette report: what the admins judge, for them only. */
export declare function showsSubjectQuote(viewer: Viewer): boolean;
/** Reading a report: its reporter and admins; anyone else learns nothing (NOT_FOUND). */
export declare function canRead(viewer: Viewer, report: ReportFacts | null | undefined): Decision;
/** SQL twin of canRead over `reports`: the filter of every list (a test keeps the two equal). */
export declare function readableSql(viewer: Viewer): SQL<boolean>;
/** Changing the status: admins only, along the table; the reporter is told NOT_ALLOWED. */
export declare function canChangeStatus(viewer: Viewer, report: ReportFacts | null | undefined, to: ReportStatus): Decision;
/** The statuses the viewer may move the report to (none for members). */
export declare function nextStatuses(viewer: Viewer, report: ReportFacts): readonly ReportStatus[];
/** Replying: the reporter and admins, while the report is not closed. */
export declare function canReply(viewer: Viewer, report: ReportFacts | null | undefined): Decision;
/** The reporter's reply to AWAITING_REPLY gives the report back to the team (PROCESSING). */
export declare function statusAfterReply(viewer: Viewer, report: ReportFacts): ReportStatus;
/**
 * An action on the reported member (login timeout, deactivation): admins, on a report still open,
 * against a member who still exists and is not an admin.
 */
export declare function canTakeAction(viewer: Viewer, report: ReportFacts | null | undefined, member: ReportedMember | null | undefined): Decision;
/** A login timeout ends in the future, and not absurdly far (a mistyped year). */
export declare function isValidTimeoutEnd(until: Date, now: Date): Decision;
/** Taking an action closes the report as CLOSED_ACTION_TAKEN unless the admin keeps it open. */
export declare function statusAfterAction(report: ReportFacts, close: boolean): ReportStatus;
/**
 * Whether the reporter hears of a change by e-mail: a reply from the team, a request for more
 * information (AWAITING_REPLY), and the closing; never of their own doing, nor of an action that
 * leaves the status as it was.
 */
export declare function tellsReporter(actorId: string, report: ReportFacts, change: {
    reply: true;
} | {
    to: ReportStatus;
}): boolean;
/** A reply is "from the team" unless its author is the reporter (also when either account is gone). */
export declare function isTeamReply(reply: {
    authorId: string | null;
}, report: {
    reporterId: string | null;
}): boolean;
/** A status history entry as the viewer may see it: members see status changes, not the actions. */
export declare function isHistoryShown(viewer: Viewer, change: {
    fromStatus: string;
    toStatus: string;
}): boolean;
export interface ReportAbilities {
    reply: boolean;
    changeStatusTo: readonly ReportStatus[];
    timeoutMember: boolean;
    deactivateMember: boolean;
}
/** What the report screen offers the viewer; every use case checks again. */
export declare function reportAbilities(viewer: Viewer, report: ReportFacts, member: ReportedMember | null | undefined): ReportAbilities;
