import { VERIFICATION, VERIFICATION_CHECKLIST, VERIFICATION_STATES, type Sex, type VerificationState } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Page } from '../../shared/cursor.js';
import { SexEnum } from '../accounts/user.graphql.js';
import { Photo } from '../photos/photos.graphql.js';
import { ProfileImage } from '../profiles/user-card.graphql.js';
import { checklistFor, mayDecide, mayUploadSelfie } from './verification.policy.js';
import type { OwnVerification, QueueItem, RequestDetail } from './verification.service.js';
import type { VerificationRequestRow } from './verification.table.js';

// Verification by selfie (docs/decisions/0033): thin adapters over the verification service.

const VerificationStateEnum = builder.enumType('VerificationState', {
  description: 'PENDING: waiting for the selfie or for staff; VERIFIED: approved; DENIED: refused, with a reason (spec §4).',
  values: VERIFICATION_STATES,
});

const ChecklistItemEnum = builder.enumType('VerificationChecklistItem', {
  description: 'What staff check (spec §5): CODE_VISIBLE (the code on paper is readable), BOTH_PEOPLE (couples: both in the picture), AVATAR_NO_GENITALS.',
  values: VERIFICATION_CHECKLIST,
});

/** Where staff read a request's selfie (admins only, every view logged). */
const selfiePath = (r: VerificationRequestRow) => (r.selfieStorageKey ? `/api/verification-requests/${r.id}/selfie` : null);
const viewer = (ctx: GraphQLContext) => ctx.viewer!;

const OwnRequestAbilities = builder.objectRef<VerificationRequestRow>('VerificationRequestAbilities').implement({
  fields: (t) => ({
    uploadSelfie: t.boolean({ description: 'The request waits for its selfie: POST it to uploadPath.', resolve: (r, _a, ctx) => mayUploadSelfie(ctx.viewer, { ...r, state: r.state as VerificationState }, ctx.viewer?.id ?? null).allowed }),
  }),
});

const OwnRequest = builder.objectRef<VerificationRequestRow>('VerificationRequest').implement({
  description: 'One of the member’s own verification requests (spec §3: insertedAt, status, reason).',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.field({ type: VerificationStateEnum, resolve: (r) => r.state as VerificationState }),
    code: t.string({ nullable: true, description: 'The one-time code to write on paper; only while PENDING.', resolve: (r) => (r.state === 'PENDING' ? r.code : null) }),
    selfieSubmitted: t.boolean({ resolve: (r) => r.submittedAt !== null }),
    uploadPath: t.string({ description: 'Multipart POST of the selfie (one `file`, JPEG/PNG/WebP up to 4 MB).', resolve: (r) => `/api/verification-requests/${r.id}/selfie` }),
    insertedAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.submittedAt }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.decidedAt }),
    reason: t.string({ nullable: true, description: 'Why staff denied it (DENIED only).', resolve: (r) => r.denyReason }),
    viewerCan: t.field({ type: OwnRequestAbilities, resolve: (r) => r }),
  }),
});

const MyVerification = builder.objectRef<OwnVerification>('MyVerification').implement({
  fields: (t) => ({
    requests: t.field({ type: [OwnRequest], description: `The member’s requests, newest first (at most ${VERIFICATION.ownRequestsMax}).`, resolve: (v) => v.requests }),
    canStart: t.boolean({ resolve: (v) => v.startRefusal === null }),
    startRefusal: t.string({ nullable: true, description: 'Why a new request cannot start now (an error code), or null.', resolve: (v) => v.startRefusal }),
  }),
});

const VerificationMember = builder.objectRef<{ id: string; username: string; slug: string; sex: string | null }>('VerificationMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    slug: t.exposeString('slug'),
    sex: t.field({ type: SexEnum, nullable: true, resolve: (m) => m.sex as Sex | null }),
  }),
});

const QueueItemRef = builder.objectRef<QueueItem>('AdminVerificationQueueItem').implement({
  fields: (t) => ({
    id: t.id({ resolve: (i) => i.request.id }),
    state: t.field({ type: VerificationStateEnum, resolve: (i) => i.request.state as VerificationState }),
    submittedAt: t.field({ type: 'DateTime', resolve: (i) => i.request.submittedAt! }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => i.request.decidedAt }),
    member: t.field({ type: VerificationMember, resolve: (i) => i.member }),
  }),
});

const QueueConnection = builder.objectRef<Page<QueueItem>>('AdminVerificationQueue').implement({
  description: 'One page of the queue; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [QueueItemRef], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const SelfieView = builder.objectRef<RequestDetail['selfieViews'][number]>('VerificationSelfieView').implement({
  fields: (t) => ({
    viewedAt: t.field({ type: 'DateTime', resolve: (v) => v.viewedAt }),
    adminUsername: t.string({ nullable: true, resolve: (v) => v.adminUsername }),
  }),
});

const DecisionAbilities = builder.objectRef<RequestDetail>('VerificationDecisionAbilities').implement({
  fields: (t) => ({
    approve: t.boolean({ resolve: (d, _a, ctx) => mayDecide(ctx.viewer, { ...d.request, state: d.request.state as VerificationState }).allowed }),
    deny: t.boolean({ resolve: (d, _a, ctx) => mayDecide(ctx.viewer, { ...d.request, state: d.request.state as VerificationState }).allowed }),
  }),
});

const AdminRequest = builder.objectRef<RequestDetail>('AdminVerificationRequest').implement({
  description: 'A verification request as staff review it.',
  fields: (t) => ({
    id: t.id({ resolve: (d) => d.request.id }),
    state: t.field({ type: VerificationStateEnum, resolve: (d) => d.request.state as VerificationState }),
    code: t.string({ description: 'The code that was issued: it must be readable on the selfie.', resolve: (d) => d.request.code }),
    insertedAt: t.field({ type: 'DateTime', resolve: (d) => d.request.createdAt }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.request.submittedAt }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.request.decidedAt }),
    decidedByUsername: t.string({ nullable: true, resolve: (d) => d.decidedBy }),
    reason: t.string({ nullable: true, resolve: (d) => d.request.denyReason }),
    selfiePath: t.string({ nullable: true, description: 'The selfie (admins only, each view logged); null before the upload and once decided (the file is deleted).', resolve: (d) => selfiePath(d.request) }),
    selfieViews: t.field({ type: [SelfieView], description: 'Who opened the selfie and when, newest first.', resolve: (d) => d.selfieViews }),
    checklist: t.field({ type: [ChecklistItemEnum], resolve: (d) => checklistFor(d.member.sex) }),
    member: t.field({ type: VerificationMember, resolve: (d) => d.member }),
    avatar: t.field({ type: ProfileImage, nullable: true, resolve: (d, _a, ctx) => ctx.services.photos.profileImageOf(ctx.viewer, d.member.id, 'avatar') }),
    publicPhotos: t.field({
      type: [Photo],
      description: 'The member’s PUBLIC photos (at most 48), in gallery order.',
      resolve: async (d, _a, ctx) => (await ctx.services.photos.listForUser(ctx.viewer, d.member.slug, { first: 48 })).nodes.filter((p) => p.visibility === 'PUBLIC'),
    }),
    viewerCan: t.field({ type: DecisionAbilities, resolve: (d) => d }),
  }),
});

const REFUSALS = 'NOT_ALLOWED for members, NOT_SIGNED_IN for visitors.';

builder.queryFields((t) => ({
  myVerification: t.field({
    type: MyVerification,
    description: 'The signed-in member’s verification requests and whether a new one may start.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.verification.own(viewer(ctx)),
  }),
  adminVerificationRequests: t.field({
    type: QueueConnection,
    description: `Admins: requests with a selfie in \`state\` (PENDING by default), oldest submission first. ${REFUSALS}`,
    authScopes: { admin: true },
    args: {
      state: t.arg({ type: VerificationStateEnum, required: false }),
      first: t.arg.int({ required: false, description: `Page size: ${VERIFICATION.pageSize} by default, at most ${VERIFICATION.pageSizeMax}.` }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_r, args, ctx) => ctx.services.verification.queue(ctx.viewer, args),
  }),
  adminVerificationRequest: t.field({
    type: AdminRequest,
    nullable: true,
    description: `Admins: one request; null for unknown ids. ${REFUSALS}`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.verification.detail(ctx.viewer, String(args.id)),
  }),
  adminPendingVerificationCount: t.int({
    description: `Admins: requests with a selfie waiting for a decision. ${REFUSALS}`,
    authScopes: { admin: true },
    resolve: (_r, _a, ctx) => ctx.services.verification.awaitingReviewCount(ctx.viewer),
  }),
}));

builder.mutationFields((t) => ({
  startVerification: t.field({
    type: OwnRequest,
    description:
      'Starts a verification request and issues its one-time code. STAFF_NOT_MEMBER, VERIFICATION_ALREADY_VERIFIED, VERIFICATION_PENDING_EXISTS; NEED_PHONE_AND_EMAIL, NEED_ACTIVE.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.verification.start(viewer(ctx)),
  }),
  approveVerification: t.field({
    type: AdminRequest,
    description: `Admins: approves a PENDING request with a selfie; the member is verified at once. NOT_FOUND, VERIFICATION_NOT_PENDING, VERIFICATION_SELFIE_MISSING. ${REFUSALS}`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const row = await ctx.services.verification.approve(ctx.viewer, String(args.id));
      return (await ctx.services.verification.detail(ctx.viewer, row.id))!;
    },
  }),
  denyVerification: t.field({
    type: AdminRequest,
    description: `Admins: denies a PENDING request with a selfie, with the reason the member reads (${VERIFICATION.denyReasonMin}–${VERIFICATION.denyReasonMax} characters: VERIFICATION_REASON_TOO_SHORT / _TOO_LONG). ${REFUSALS}`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const row = await ctx.services.verification.deny(ctx.viewer, String(args.id), args.reason);
      return (await ctx.services.verification.detail(ctx.viewer, row.id))!;
    },
  }),
}));
