import { pino } from 'pino';
import { REPORT_FILTERS, REPORT_STATUSES, REPORTS, createReportInput, reportReplySchema, type ReportableSubject, type ReportFilter, type ReportStatus } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { uniqueConstraintOf } from '../../db/errors.js';
import { AppError, parseInput } from '../../shared/app-error.js';
import { decodeCursor, isUuid, toPage, type Page } from '../../shared/cursor.js';
import { createEffects, type Effect, type EffectLog } from '../accounts/accounts.effects.js';
import { isTimedOut } from '../accounts/accounts.policy.js';
import { findUserById, updateUser } from '../accounts/accounts.repository.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { lockMembers } from '../accounts/members.repository.js';
import { findUserCard } from '../friends/friends.repository.js';
import type { PhotosService } from '../photos/photos.service.js';
import type { RouletteService } from '../roulette/roulette.service.js';
import type { ClassifiedsService } from '../classifieds/classifieds.service.js';
import type { SessionsService } from '../accounts/sessions.service.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import { reportNewsMail, type ReportNews } from './reports.mail.js';
import * as policy from './reports.policy.js';
import * as repo from './reports.repository.js';
import type { ReportRow } from './reports.table.js';
import { assertAllowed, idOrNotFound } from '../../shared/decision.js';

// Reports (spec §2–§5; docs/decisions/0013-report-states.md): one transaction per use case. Every
// change locks the report row first, so two admins working the same report run one after the
// other; the reporter's e-mail goes out after commit.

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** The reported member's state as admins see it next to the actions. */
export interface MemberSanctions {
  timedOutUntil: Date | null;
  isDeactivated: boolean;
}

function pageSize(first: number | null | undefined, size: number, max: number): number {
  if (first === null || first === undefined) return size;
  return Math.min(Math.max(Math.trunc(first), 1), max);
}

const facts = (r: ReportRow): policy.ReportFacts => ({ reporterId: r.reporterId, status: r.status as ReportStatus });

/** What the reporter's e-mail says about a change (one tellsReporter let through). */
function newsOf(change: { reply: true } | { to: ReportStatus }): ReportNews {
  if ('reply' in change) return 'reply';
  return change.to === 'AWAITING_REPLY' ? 'awaitingReply' : 'closed';
}

export function createReportsService(
  deps: AppDeps,
  photos: PhotosService,
  opts: {
    log?: EffectLog;
    /** Signs the sanctioned member out of their open sockets. */
    sessions?: Pick<SessionsService, 'announceSignedOut'>;
    /** Names the partner of a reported roulette chat (without it, ROULETTE reports find nothing). */
    roulette?: Pick<RouletteService, 'reportFacts'>;
    /** Names a reported classified's author and text (without it, CLASSIFIED reports find nothing). */
    classifieds?: Pick<ClassifiedsService, 'reportFacts'>;
  } = {},
) {
  const db = () => deps.database.db;
  const log = opts.log ?? pino({ name: 'reports', level: deps.config.logLevel });
  const effects = createEffects(log);

  /** The e-mail to the reporter, if the change is news to them; at most one per report in 10 minutes. */
  async function reporterMail(tx: DbOrTx, actor: UserRow, report: ReportRow, change: { reply: true } | { to: ReportStatus }): Promise<Effect | null> {
    if (!policy.tellsReporter(actor.id, facts(report), change) || !report.reporterId) return null;
    const reporter = await findUserById(tx, report.reporterId);
    if (!reporter || reporter.deletedAt) return null;
    const mail = reportNewsMail(reporter.language === 'en' ? 'en' : 'de', {
      recipient: reporter.username,
      news: newsOf(change),
      link: `${deps.config.publicUrl}/reports/${report.id}`,
    });
    return {
      kind: 'report-news-mail',
      userId: reporter.id,
      run: async () => {
        // A reply and a status change a moment later make one e-mail, not two.
        const gate = await deps.rateLimiter.hit(`report-mail:${report.id}`, 1, REPORTS.mailEveryMinutes * 60);
        if (gate.allowed) await deps.mailer.send({ to: reporter.email, ...mail });
      },
    };
  }

  /** A report as the API shows it, read after the change committed. */
  async function view(id: string): Promise<repo.ReportView> {
    const found = await repo.findReportView(db(), id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /** The reported member (and photo or roulette chat) named by the input, checked against the rules. */
  async function subjectOf(viewer: UserRow, input: { subject: ReportableSubject; subjectId: string }) {
    if (input.subject === 'PHOTO') {
      const photo = await photos.photo(viewer, input.subjectId);
      assertAllowed(policy.canReportPhoto(viewer, photo ? { ownerId: photo.userId } : null));
      return { subjectUserId: photo!.userId, subjectUploadId: photo!.id, subjectMessageId: null, subjectMessageBody: null };
    }
    if (input.subject === 'ROULETTE') {
      // Only a side of the viewer's own chat: a stranger, a forged id and someone else's pair look the same.
      const chat = opts.roulette ? await opts.roulette.reportFacts(viewer, input.subjectId) : null;
      const partner = chat ? await findUserById(db(), chat.partnerId) : undefined;
      assertAllowed(policy.canReportRoulettePartner(viewer, chat && partner));
      return { subjectUserId: partner!.id, subjectUploadId: null, subjectMessageId: input.subjectId, subjectMessageBody: chat!.quote || null };
    }
    if (input.subject === 'CLASSIFIED') {
      // A classified the reporter may see now; its text is kept, so the report outlives it (decision 0047).
      if (!opts.classifieds) throw new AppError('NOT_FOUND');
      const classified = await opts.classifieds.reportFacts(viewer, input.subjectId);
      return { subjectUserId: classified.authorId, subjectUploadId: null, subjectMessageId: null, subjectClassifiedId: input.subjectId, subjectMessageBody: classified.body };
    }
    const target = await findUserById(db(), input.subjectId);
    assertAllowed(policy.canReportMember(viewer, target));
    return { subjectUserId: target!.id, subjectUploadId: null, subjectMessageId: null, subjectMessageBody: null };
  }

  /**
   * Runs an admin action on the reported member inside one transaction with the report's new status
   * and its history entry; the reporter hears of a closing.
   */
  async function act(
    viewer: UserRow,
    id: unknown,
    close: boolean,
    action: { kind: 'LOGIN_TIMEOUT'; until: Date } | { kind: 'DEACTIVATION' },
  ): Promise<repo.ReportView> {
    const rid = idOrNotFound(id);
    const now = deps.now();
    const { mail, memberId } = await db().transaction(async (tx) => {
      const report = await repo.lockReport(tx, rid);
      const member = report?.subjectUserId ? (await lockMembers(tx, [report.subjectUserId])).get(report.subjectUserId) : undefined;
      assertAllowed(policy.canTakeAction(viewer, report && facts(report), member));
      if (action.kind === 'LOGIN_TIMEOUT') await updateUser(tx, member!.id, { loginTimeoutUntil: action.until });
      else await updateUser(tx, member!.id, { isDeactivated: true });
      const to = policy.statusAfterAction(facts(report!), close);
      await repo.insertStatusChange(tx, {
        reportId: rid,
        fromStatus: report!.status as ReportStatus,
        toStatus: to,
        changedBy: viewer.id,
        action: action.kind,
        ...(action.kind === 'LOGIN_TIMEOUT' ? { timeoutUntil: action.until } : {}),
        now,
      });
      await repo.setReportStatus(tx, rid, to, now);
      return { mail: await reporterMail(tx, viewer, report!, { to }), memberId: member!.id };
    });
    opts.sessions?.announceSignedOut(memberId, action.kind === 'LOGIN_TIMEOUT' ? 'timeout' : 'deactivated');
    if (mail) effects.run([mail]);
    return view(rid);
  }

  return {
    /** Waits for the e-mails under way (tests; shutdown). */
    drain: () => effects.drain(),

    /**
     * Files a report on a member, a photo or the viewer's roulette partner. Bad input, the rules
     * (oneself, unknown or hidden subjects, a chat that is not the viewer's), a second open report on
     * the same subject and more than 10 a day are refused.
     */
    async create(viewer: UserRow, raw: unknown): Promise<repo.ReportView> {
      const input = parseInput(createReportInput, raw);
      assertAllowed(policy.mayFileReports(viewer));
      const subject = await subjectOf(viewer, input);
      const limit = await deps.rateLimiter.hit(`report:${viewer.id}`, REPORTS.perDay, 86_400);
      if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: limit.retryAfterSeconds });
      const now = deps.now();
      const created = await db()
        .transaction(async (tx) => {
          // The reporter's row serialises their reports: the duplicate check below holds.
          await lockMembers(tx, [viewer.id]);
          if (await repo.findOpenReportOn(tx, viewer.id, input.subject, subject.subjectUserId, subject.subjectUploadId, subject.subjectMessageId, 'subjectClassifiedId' in subject ? subject.subjectClassifiedId : null)) throw new AppError('REPORT_EXISTS');
          return repo.insertReport(tx, { reporterId: viewer.id, subject: input.subject, ...subject, title: input.title, message: input.message, now });
        })
        .catch((error: unknown) => {
          if (uniqueConstraintOf(error) === 'reports_open_subject_key') throw new AppError('REPORT_EXISTS');
          throw error;
        });
      return view(created.id);
    },

    /** The reports the viewer may read (their own; all for admins), newest first, of one status or ALL. */
    async list(viewer: UserRow, args: PageArgs & { status?: ReportFilter | null }): Promise<Page<repo.ReportView>> {
      const filter = args.status ?? 'ALL';
      if (!REPORT_FILTERS.includes(filter)) throw new AppError('BAD_INPUT', { fields: [{ field: 'status', code: 'BAD_INPUT' }] });
      const size = pageSize(args.first, REPORTS.pageSize, REPORTS.pageSizeMax);
      const rows = await repo.listReports(db(), policy.readableSql(viewer), filter === 'ALL' ? null : filter, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
    },

    /** Staff's queue: the reports still open, oldest first (NOT_ALLOWED for members). */
    async queue(viewer: UserRow, args: PageArgs): Promise<Page<repo.ReportView>> {
      assertAllowed(policy.canReadQueue(viewer));
      const size = pageSize(args.first, REPORTS.pageSize, REPORTS.pageSizeMax);
      const rows = await repo.listReportQueue(db(), policy.OPEN_STATUSES, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
    },

    /** One report if the viewer may read it; null for unknown ids and other people's reports alike. */
    async get(viewer: UserRow, id: unknown): Promise<repo.ReportView | null> {
      if (typeof id !== 'string' || !isUuid(id)) return null;
      const report = await repo.findReportView(db(), id.toLowerCase());
      return report && policy.canRead(viewer, facts(report)).allowed ? report : null;
    },

    /**
     * Adds a reply to the thread (reporter or admin, while the report is open). The reporter's reply
     * to AWAITING_REPLY gives it back to the team (PROCESSING, recorded); a team reply e-mails the reporter.
     */
    async reply(viewer: UserRow, id: unknown, rawBody: unknown): Promise<repo.ReportView> {
      const parsed = reportReplySchema.safeParse(rawBody);
      if (!parsed.success) {
        const code = parsed.error.issues[0]?.message === 'REPORT_REPLY_TOO_LONG' ? 'REPORT_REPLY_TOO_LONG' : 'REPORT_REPLY_TOO_SHORT';
        throw new AppError(code, { fields: [{ field: 'body', code }] });
      }
      const rid = idOrNotFound(id);
      assertAllowed(policy.mayFileReports(viewer));
      if (!viewer.admin) {
        const limit = await deps.rateLimiter.hit(`report-reply:${viewer.id}`, REPORTS.repliesPerHour, 3600);
        if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: limit.retryAfterSeconds });
      }
      const now = deps.now();
      const { mail } = await db().transaction(async (tx) => {
        const report = await repo.lockReport(tx, rid);
        assertAllowed(policy.canReply(viewer, report && facts(report)));
        await repo.insertReply(tx, { reportId: rid, authorId: viewer.id, body: parsed.data, now });
        const to = policy.statusAfterReply(viewer, facts(report!));
        if (to !== report!.status) await repo.insertStatusChange(tx, { reportId: rid, fromStatus: report!.status as ReportStatus, toStatus: to, changedBy: viewer.id, now });
        await repo.setReportStatus(tx, rid, to, now);
        return { mail: await reporterMail(tx, viewer, report!, { reply: true }) };
      });
      if (mail) effects.run([mail]);
      return view(rid);
    },

    /** Admins move a report along the status table (decision 0013); recorded with who and when. */
    async changeStatus(viewer: UserRow, id: unknown, to: unknown): Promise<repo.ReportView> {
      const rid = idOrNotFound(id);
      if (!REPORT_STATUSES.includes(to as ReportStatus)) throw new AppError('BAD_INPUT', { fields: [{ field: 'status', code: 'BAD_INPUT' }] });
      const status = to as ReportStatus;
      const now = deps.now();
      const { mail } = await db().transaction(async (tx) => {
        const report = await repo.lockReport(tx, rid);
        assertAllowed(policy.canChangeStatus(viewer, report && facts(report), status));
        await repo.insertStatusChange(tx, { reportId: rid, fromStatus: report!.status as ReportStatus, toStatus: status, changedBy: viewer.id, now });
        await repo.setReportStatus(tx, rid, status, now);
        return { mail: await reporterMail(tx, viewer, report!, { to: status }) };
      });
      if (mail) effects.run([mail]);
      return view(rid);
    },

    /**
     * Admins: a login timeout for the reported member until `until` (the member's next request is
     * refused with LOGIN_TIMEOUT, decision 0003), by default closing the report as CLOSED_ACTION_TAKEN.
     */
    async timeoutMember(viewer: UserRow, id: unknown, until: unknown, close = true): Promise<repo.ReportView> {
      const end = until instanceof Date ? until : new Date(Number.NaN);
      const valid = policy.isValidTimeoutEnd(end, deps.now());
      if (!valid.allowed) throw new AppError(valid.code, { fields: [{ field: 'until', code: valid.code }] });
      return act(viewer, id, close, { kind: 'LOGIN_TIMEOUT', until: end });
    },

    /** Admins: deactivates the reported member (spec §4: reversible), by default closing the report. */
    deactivateMember: (viewer: UserRow, id: unknown, close = true): Promise<repo.ReportView> => act(viewer, id, close, { kind: 'DEACTIVATION' }),

    /** One page of a readable report's thread, oldest first. */
    async replies(report: ReportRow, args: PageArgs): Promise<Page<repo.ReplyView>> {
      const size = pageSize(args.first, REPORTS.repliesPageSize, REPORTS.repliesPageSizeMax);
      const rows = await repo.listReplies(db(), report.id, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
    },

    /** The history as the viewer may see it: members the status changes, admins also the actions. */
    async history(viewer: UserRow, report: ReportRow): Promise<repo.StatusChangeView[]> {
      const changes = await repo.listStatusChanges(db(), report.id);
      return changes.filter((c) => policy.isHistoryShown(viewer, c));
    },

    /** The reported member as lists show them to the viewer, or null when the account is gone (or, for a roulette partner, to the reporter). */
    async subjectMember(viewer: UserRow, report: ReportRow): Promise<UserCardRow | null> {
      if (!report.subjectUserId || !policy.showsReportedMember(viewer, report)) return null;
      return (await findUserCard(db(), viewer, report.subjectUserId)) ?? null;
    },

    /** The reported photo if the viewer may (still) see it. */
    subjectPhoto: (viewer: UserRow, report: ReportRow) => (report.subjectUploadId ? photos.photo(viewer, report.subjectUploadId) : Promise.resolve(null)),

    /** Who filed it: for admins (and the reporter, who is the viewer). */
    async reporter(viewer: UserRow, report: ReportRow): Promise<UserCardRow | null> {
      if (!report.reporterId || (!viewer.admin && report.reporterId !== viewer.id)) return null;
      return (await findUserCard(db(), viewer, report.reporterId)) ?? null;
    },

    /** Admins: whether the reported member is timed out or deactivated now. */
    async sanctions(viewer: UserRow, report: ReportRow): Promise<MemberSanctions | null> {
      if (!viewer.admin || !report.subjectUserId) return null;
      const member = await findUserById(db(), report.subjectUserId);
      if (!member) return null;
      return { timedOutUntil: isTimedOut(member, deps.now()) ? member.loginTimeoutUntil : null, isDeactivated: member.isDeactivated };
    },

    /** What the report screen offers the viewer (the same rules the use cases check). */
    async abilities(viewer: UserRow, report: ReportRow): Promise<policy.ReportAbilities> {
      const member = viewer.admin && report.subjectUserId ? await findUserById(db(), report.subjectUserId) : undefined;
      return policy.reportAbilities(viewer, facts(report), member);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
