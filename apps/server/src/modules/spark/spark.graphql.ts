import { SPARK_PREREQUISITES, type Sex } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { Page } from '../../shared/cursor.js';
import { SexEnum } from '../accounts/user.graphql.js';
import { ProfileImage, UserWithAvatar } from '../profiles/user-card.graphql.js';
import type { SparkAdmirerView, SparkCardRow, SparkMatchView } from './spark.repository.js';
import type { SparkResult, SparkStatus } from './spark.service.js';

// Thin adapters over the Spark service (docs/decisions/0044, 0045).

const SparkPrerequisiteEnum = builder.enumType('SparkPrerequisite', {
  description: 'What Spark needs (spec §5): PROFILE (profile type and every person’s age), AVATAR, WALL_PICTURE, LOOKING_FOR.',
  values: SPARK_PREREQUISITES,
});

const SparkStatusRef = builder.objectRef<SparkStatus>('SparkStatus').implement({
  description: 'The member’s Spark state: the checklist, the sparks left today, the undo of the last skip.',
  fields: (t) => ({
    missing: t.field({ type: [SparkPrerequisiteEnum], description: 'Empty when the member may use Spark.', resolve: (s) => s.missing }),
    sparksLeftToday: t.int({ nullable: true, description: 'Sparks left until midnight (Europe/Zurich); null: unlimited (verified and premium).', resolve: (s) => s.sparksLeftToday }),
    canUndoSkip: t.exposeBoolean('canUndoSkip', { description: 'The member’s last decision was a skip, which undoSparkSkip takes back.' }),
  }),
});

const SparkCardRef = builder.objectRef<SparkCardRow>('SparkCard').implement({
  description: 'One member of the deck: the member as lists show them, their wall picture and what they look for.',
  fields: (t) => ({
    id: t.id({ description: 'The member’s id (what sendSpark and skipSpark take).', resolve: (c) => c.member.id }),
    member: t.field({ type: UserWithAvatar, resolve: (c) => c.member }),
    wallImage: t.field({ type: ProfileImage, nullable: true, resolve: (c) => c.wallImage }),
    lookingFor: t.field({ type: [SexEnum], resolve: (c) => c.lookingFor as Sex[] }),
  }),
});

const SparkMatchRef = builder.objectRef<SparkMatchView>('SparkMatch').implement({
  description: 'A spark both ways.',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    member: t.field({ type: UserWithAvatar, description: 'The other member.', resolve: (m) => m.member }),
  }),
});

const SparkMatchConnection = builder.objectRef<Page<SparkMatchView>>('SparkMatchConnection').implement({
  description: 'One page of matches, newest first; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [SparkMatchRef], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const SparkAdmirerRef = builder.objectRef<SparkAdmirerView>('SparkAdmirer').implement({
  description: 'A member who sparked the viewer (no match yet).',
  fields: (t) => ({
    id: t.id({ description: 'The member’s id.', resolve: (a) => a.member.id }),
    sparkedAt: t.field({ type: 'DateTime', resolve: (a) => a.sparkedAt }),
    member: t.field({ type: UserWithAvatar, resolve: (a) => a.member }),
  }),
});

const SparkAdmirerConnection = builder.objectRef<Page<SparkAdmirerView>>('SparkAdmirerConnection').implement({
  description: 'One page of who sparked the viewer, newest first; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [SparkAdmirerRef], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const SparkResultRef = builder.objectRef<SparkResult>('SparkResult').implement({
  description: 'A spark recorded; `match` when the other member had sparked the viewer already.',
  fields: (t) => ({
    match: t.field({ type: SparkMatchRef, nullable: true, resolve: (r) => r.match }),
    sparksLeftToday: t.int({ nullable: true, description: 'null: unlimited.', resolve: (r) => r.sparksLeftToday }),
  }),
});

const AREA = 'NEED_ACTIVE, NEED_PHONE_AND_EMAIL; staff: STAFF_NOT_MEMBER';

builder.queryField('sparkStatus', (t) =>
  t.field({
    type: SparkStatusRef,
    description: `The member’s Spark checklist, sparks left today and undo. ${AREA}.`,
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.spark.status(ctx.viewer),
  }),
);

builder.queryField('nextSparkCard', (t) =>
  t.field({
    type: SparkCardRef,
    nullable: true,
    description: `The next member of the deck (null: nobody left for now). SPARK_PREREQUISITES_MISSING; ${AREA}.`,
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.spark.nextCard(ctx.viewer),
  }),
);

builder.queryField('sparkMatches', (t) =>
  t.field({
    type: SparkMatchConnection,
    description: `The member’s matches, newest first. ${AREA}.`,
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.spark.matches(ctx.viewer, args),
  }),
);

builder.queryField('sparkAdmirers', (t) =>
  t.field({
    type: SparkAdmirerConnection,
    description: `Who sparked the member and is no match yet, newest first: verified and premium members only (NEED_VERIFIED). ${AREA}.`,
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.spark.admirers(ctx.viewer, args),
  }),
);

builder.mutationField('sendSpark', (t) =>
  t.field({
    type: SparkResultRef,
    description: `Sparks a member of the deck. SPARK_DAILY_LIMIT (unverified: 5 per Swiss day), SPARK_ALREADY_SENT, USER_NOT_FOUND (not in the deck), SPARK_PREREQUISITES_MISSING; ${AREA}.`,
    authScopes: { signedIn: true },
    args: { memberId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.spark.spark(ctx.viewer, args.memberId),
  }),
);

builder.mutationField('skipSpark', (t) =>
  t.field({
    type: SparkStatusRef,
    description: `Skips a member of the deck for 30 days (not limited). SPARK_ALREADY_SENT, USER_NOT_FOUND, SPARK_PREREQUISITES_MISSING; ${AREA}.`,
    authScopes: { signedIn: true },
    args: { memberId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.spark.skip(ctx.viewer, args.memberId),
  }),
);

builder.mutationField('undoSparkSkip', (t) =>
  t.field({
    type: SparkCardRef,
    nullable: true,
    description: `Takes back the member’s last decision when it was a skip; answers that member’s card (null when they left the deck meanwhile). SPARK_NOTHING_TO_UNDO, SPARK_PREREQUISITES_MISSING; ${AREA}.`,
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.spark.undoSkip(ctx.viewer),
  }),
);
