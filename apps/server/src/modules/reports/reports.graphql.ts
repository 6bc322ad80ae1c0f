import { REPORT_ACTIONS, REPORT_FILTERS, REPORT_STATUSES, REPORT_SUBJECTS, REPORTABLE_SUBJECTS, REPORTS, type ReportAction, type ReportStatus, type ReportSubject } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Page } from '../../shared/cursor.js';
import { Photo } from '../photos/photos.graphql.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import { canReportPhoto, isTeamReply, showsReportedMember, showsSubjectQuote, type ReportAbilities } from './reports.policy.js';
import type { ReplyView, ReportView, StatusChangeView } from './reports.repository.js';
import type { MemberSanctions } from './reports.service.js';

// Thin adapters: the reports service checks reports.policy inside one transaction per change.

const ReportStatusEnum = builder.enumType('ReportStatus', {
  description:
    'OPEN → PROCESSING | AWAITING_REPLY | CLOSED_*; PROCESSING → AWAITING_REPLY | CLOSED_*; AWAITING_REPLY → PROCESSING | CLOSED_*; CLOSED_* → PROCESSING (admins; docs/decisions/0013). The reporter’s reply moves AWAITING_REPLY back to PROCESSING.',
  values: REPORT_STATUSES,
});
const ReportStatusFilterEnum = builder.enumType('ReportStatusFilter', { description: 'ALL, or one status.', values: REPORT_FILTERS });
const ReportSubjectEnum = builder.enumType('ReportSubject', { description: 'What a report is about: a member, a photo, a message, a chat roulette partner or a classified.', values: REPORT_SUBJECTS });
const ReportableSubjectEnum = builder.enumType('ReportableSubject', {
  description:
    'What a new report can name today: a member (subjectId: their id), a photo (its id), the chat roulette partner (ROULETTE, subjectId: the pair’s id, rouletteState.pair.id; the partner stays anonymous to the reporter) or a classified (CLASSIFIED, subjectId: its id).',
  values: REPORTABLE_SUBJECTS,
});
const ReportActionEnum = builder.enumType('ReportAction', { description: 'What an admin did to the reported member.', values: REPORT_ACTIONS });

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

const ReportAbilitiesRef = builder.objectRef<ReportAbilities>('ReportAbilities').implement({
  description: 'What the viewer may do with the report: the same rules the mutations check.',
  fields: (t) => ({
    reply: t.exposeBoolean('reply'),
    changeStatusTo: t.field({ type: [ReportStatusEnum], description: 'The statuses the viewer may move it to (admins only; empty for members).', resolve: (a) => [...a.changeStatusTo] }),
    timeoutMember: t.exposeBoolean('timeoutMember'),
    deactivateMember: t.exposeBoolean('deactivateMember'),
  }),
});

const MemberSanctionsRef = builder.objectRef<MemberSanctions>('MemberSanctions').implement({
  description: 'The reported member’s state now (admins only).',
  fields: (t) => ({
    timedOutUntil: t.field({ type: 'DateTime', nullable: true, description: 'End of a login timeout in force.', resolve: (s) => s.timedOutUntil }),
    isDeactivated: t.exposeBoolean('isDeactivated'),
  }),
});

type ThreadReply = ReplyView & { reporterId: string | null };

const ReportReply = builder.objectRef<ThreadReply>('ReportReply').implement({
  description: 'One message of a report’s thread.',
  fields: (t) => ({
    id: t.exposeID('id'),
    body: t.exposeString('body'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    fromTeam: t.boolean({ description: 'Written by the team (an admin), not by the reporter.', resolve: (r) => isTeamReply(r, r) }),
    mine: t.boolean({ resolve: (r, _a, ctx) => r.authorId === viewer(ctx).id }),
    authorUsername: t.string({
      nullable: true,
      description: 'Who wrote it: admins see every name; members see their own, and the team’s replies as the team’s.',
      resolve: (r, _a, ctx) => (viewer(ctx).admin || r.authorId === viewer(ctx).id ? r.authorUsername : null),
    }),
  }),
});

const ReportReplyConnection = builder.objectRef<Page<ThreadReply>>('ReportReplyConnection').implement({
  description: 'One page of the thread, oldest first; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [ReportReply], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const adminOnly = <T,>(ctx: GraphQLContext, value: T): T | null => (viewer(ctx).admin ? value : null);

const ReportStatusChange = builder.objectRef<StatusChangeView>('ReportStatusChange').implement({
  description: 'A step in the report’s history. Members see the status changes; admins also who acted and the actions taken.',
  fields: (t) => ({
    id: t.exposeID('id'),
    fromStatus: t.field({ type: ReportStatusEnum, resolve: (c) => c.fromStatus as ReportStatus }),
    toStatus: t.field({ type: ReportStatusEnum, resolve: (c) => c.toStatus as ReportStatus }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    changedByUsername: t.string({ nullable: true, description: 'Admins only.', resolve: (c, _a, ctx) => adminOnly(ctx, c.changedByUsername) }),
    action: t.field({ type: ReportActionEnum, nullable: true, description: 'Admins only.', resolve: (c, _a, ctx) => adminOnly(ctx, c.action as ReportAction | null) }),
    timeoutUntil: t.field({ type: 'DateTime', nullable: true, description: 'Admins only: the end of the login timeout set.', resolve: (c, _a, ctx) => adminOnly(ctx, c.timeoutUntil) }),
  }),
});

const Report = builder.objectRef<ReportView>('Report').implement({
  description: 'A report (spec §3): seen by the member who filed it and by admins only.',
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.field({ type: ReportSubjectEnum, resolve: (r) => r.subject as ReportSubject }),
    title: t.exposeString('title'),
    message: t.exposeString('message'),
    status: t.field({ type: ReportStatusEnum, resolve: (r) => r.status as ReportStatus }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last reply or status change.', resolve: (r) => r.updatedAt }),
    mine: t.boolean({ description: 'Filed by the viewer.', resolve: (r, _a, ctx) => r.reporterId === viewer(ctx).id }),
    reporterUsername: t.string({ nullable: true, description: 'Admins (and the reporter); null when the account is gone.', resolve: (r, _a, ctx) => (viewer(ctx).admin || r.reporterId === viewer(ctx).id ? r.reporterUsername : null) }),
    subjectUsername: t.string({
      nullable: true,
      description: 'The reported member’s name; null when the account is gone, and for the reporter of a ROULETTE report (the partner stays anonymous).',
      resolve: (r, _a, ctx) => (showsReportedMember(viewer(ctx), r) ? r.subjectUsername : null),
    }),
    subjectMember: t.field({ type: UserWithAvatar, nullable: true, description: 'The reported member as lists show them to the viewer (not to the reporter of a ROULETTE report).', resolve: (r, _a, ctx) => ctx.services.reports.subjectMember(viewer(ctx), r) }),
    subjectQuote: t.string({
      nullable: true,
      description: 'Admins only: for ROULETTE, the chat’s last lines as they were when reported (one per line: [time] alias: text; the reporter’s lines marked); for CLASSIFIED, the classified’s text as it was when reported.',
      resolve: (r, _a, ctx) => (showsSubjectQuote(viewer(ctx)) ? r.subjectMessageBody : null),
    }),
    subjectPhoto: t.field({ type: Photo, nullable: true, description: 'The reported photo while the viewer may see it.', resolve: (r, _a, ctx) => ctx.services.reports.subjectPhoto(viewer(ctx), r) }),
    reporter: t.field({ type: UserWithAvatar, nullable: true, description: 'Admins (and the reporter).', resolve: (r, _a, ctx) => ctx.services.reports.reporter(viewer(ctx), r) }),
    replies: t.field({
      type: ReportReplyConnection,
      args: { first: t.arg.int({ required: false, description: `Page size: ${REPORTS.repliesPageSize} by default, at most ${REPORTS.repliesPageSizeMax}.` }), after: t.arg.string({ required: false }) },
      resolve: async (r, args, ctx) => {
        const page = await ctx.services.reports.replies(r, args);
        return { ...page, nodes: page.nodes.map((n) => ({ ...n, reporterId: r.reporterId })) };
      },
    }),
    history: t.field({ type: [ReportStatusChange], description: 'Oldest first.', resolve: (r, _a, ctx) => ctx.services.reports.history(viewer(ctx), r) }),
    memberSanctions: t.field({ type: MemberSanctionsRef, nullable: true, description: 'Admins only.', resolve: (r, _a, ctx) => ctx.services.reports.sanctions(viewer(ctx), r) }),
    viewerCan: t.field({ type: ReportAbilitiesRef, resolve: (r, _a, ctx) => ctx.services.reports.abilities(viewer(ctx), r) }),
  }),
});

const ReportConnection = builder.objectRef<Page<ReportView>>('ReportConnection').implement({
  description: 'One page of reports, newest first; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [Report], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

// The photo page's "report" button (the profile's is profile.viewerCan.report).
builder.objectFields(Photo, (t) => ({
  viewerCanReport: t.boolean({
    description: 'The viewer may report this photo (anyone who sees it but its owner).',
    resolve: (p, _a, ctx) => !!ctx.viewer && canReportPhoto(ctx.viewer, { ownerId: p.userId }).allowed,
  }),
}));

const CreateReportInput = builder.inputType('CreateReportInput', {
  description: `Title ${REPORTS.titleMin}–${REPORTS.titleMax} and message ${REPORTS.messageMin}–${REPORTS.messageMax} characters (spec §5).`,
  fields: (t) => ({
    subject: t.field({ type: ReportableSubjectEnum, required: true }),
    subjectId: t.id({ required: true, description: 'The member’s id (USER), the photo’s id (PHOTO), the roulette pair’s id (ROULETTE) or the classified’s id (CLASSIFIED).' }),
    title: t.string({ required: true }),
    message: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  reports: t.field({
    type: ReportConnection,
    description: 'The reports the signed-in member filed — for admins every report (the queue) — newest first, of one status or ALL.',
    authScopes: { signedIn: true },
    args: {
      status: t.arg({ type: ReportStatusFilterEnum, required: false, defaultValue: 'ALL' }),
      first: t.arg.int({ required: false, description: `Page size: ${REPORTS.pageSize} by default, at most ${REPORTS.pageSizeMax}.` }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_r, args, ctx) => ctx.services.reports.list(viewer(ctx), args),
  }),
  reportQueue: t.field({
    type: ReportConnection,
    description: 'Admins: the reports still open (OPEN, PROCESSING, AWAITING_REPLY), oldest first — the queue to work through. NOT_ALLOWED / NOT_SIGNED_IN otherwise.',
    authScopes: { admin: true },
    args: {
      first: t.arg.int({ required: false, description: `Page size: ${REPORTS.pageSize} by default, at most ${REPORTS.pageSizeMax}.` }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_r, args, ctx) => ctx.services.reports.queue(viewer(ctx), args),
  }),
  report: t.field({
    type: Report,
    nullable: true,
    description: 'One report: the signed-in member’s own, any for admins; null otherwise (unknown and someone else’s look the same).',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reports.get(viewer(ctx), String(args.id)),
  }),
}));

const ADMIN_REFUSALS = 'NOT_FOUND for unknown or (for members) other people’s reports; NOT_ALLOWED for members on their own.';

builder.mutationFields((t) => ({
  createReport: t.field({
    type: Report,
    description:
      'Reports a member, a photo, the viewer’s chat roulette partner or a classified; it starts OPEN. BAD_INPUT with extensions.fields (REPORT_TITLE_TOO_SHORT/LONG, REPORT_MESSAGE_TOO_SHORT/LONG); USER_NOT_FOUND / NOT_FOUND for unknown or hidden subjects (NOT_FOUND for a roulette pair that is not the viewer’s chat now); REPORT_SELF; REPORT_EXISTS while an own report on the same subject is open; RATE_LIMITED (10 a day).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateReportInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reports.create(viewer(ctx), args.input),
  }),
  replyToReport: t.field({
    type: Report,
    description: `Adds a reply (${REPORTS.replyMin}–${REPORTS.replyMax} characters: REPORT_REPLY_TOO_SHORT/LONG). REPORT_CLOSED once closed; NOT_FOUND for others’ reports; RATE_LIMITED.`,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reports.reply(viewer(ctx), String(args.id), args.body),
  }),
  changeReportStatus: t.field({
    type: Report,
    description: `Admins: moves the report along the status table; REPORT_STATUS_CHANGE_REFUSED otherwise. ${ADMIN_REFUSALS}`,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: ReportStatusEnum, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.reports.changeStatus(viewer(ctx), String(args.id), args.status),
  }),
  timeoutMember: t.field({
    type: Report,
    description: `Admins: a login timeout for the reported member until \`until\` (TIMEOUT_UNTIL_INVALID unless in the future and within 10 years); closes the report as CLOSED_ACTION_TAKEN unless closeReport is false. REPORT_CLOSED, USER_NOT_FOUND, REPORT_TARGET_IS_ADMIN. ${ADMIN_REFUSALS}`,
    authScopes: { signedIn: true },
    args: { reportId: t.arg.id({ required: true }), until: t.arg({ type: 'DateTime', required: true }), closeReport: t.arg.boolean({ required: false, defaultValue: true }) },
    resolve: (_r, args, ctx) => ctx.services.reports.timeoutMember(viewer(ctx), String(args.reportId), args.until, args.closeReport ?? true),
  }),
  deactivateMember: t.field({
    type: Report,
    description: `Admins: deactivates the reported member (reversible, spec §4); closes the report as CLOSED_ACTION_TAKEN unless closeReport is false. REPORT_CLOSED, USER_NOT_FOUND, REPORT_TARGET_IS_ADMIN. ${ADMIN_REFUSALS}`,
    authScopes: { signedIn: true },
    args: { reportId: t.arg.id({ required: true }), closeReport: t.arg.boolean({ required: false, defaultValue: true }) },
    resolve: (_r, args, ctx) => ctx.services.reports.deactivateMember(viewer(ctx), String(args.reportId), args.closeReport ?? true),
  }),
}));
