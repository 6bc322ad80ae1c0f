import { CLASSIFIED_FILTERS, CLASSIFIEDS, classifiedExpiresAt, type Sex } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Page } from '../../shared/cursor.js';
import { SexEnum } from '../accounts/user.graphql.js';
import { ConversationContact } from '../conversations/conversations.operations.graphql.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import type { ClassifiedAbilities } from './classifieds.policy.js';
import type { ClassifiedNode, OwnClassifieds } from './classifieds.service.js';

// Thin adapters: the classifieds service checks classifieds.policy inside one transaction per change
// (issue 16; docs/decisions/0046).

const ClassifiedFilterEnum = builder.enumType('ClassifiedFilter', {
  description: 'MATCHING: classifieds that look for the viewer’s profile type, by authors of a type the viewer looks for. ALL: every classified the viewer may see.',
  values: CLASSIFIED_FILTERS,
});

const ClassifiedAbilitiesRef = builder.objectRef<ClassifiedAbilities>('ClassifiedAbilities').implement({
  description: 'What the viewer may do with the classified: the same rules the mutations check.',
  fields: (t) => ({
    edit: t.exposeBoolean('edit'),
    renew: t.exposeBoolean('renew', { description: 'False for an expired one while the author has the most listed classifieds.' }),
    delete: t.exposeBoolean('delete'),
    report: t.exposeBoolean('report'),
  }),
});

const Classified = builder.objectRef<ClassifiedNode>('Classified').implement({
  description: 'A classified (spec §3): a verified member’s text and the profile types it looks for.',
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('body'),
    lookingFor: t.field({ type: [SexEnum], description: 'The profile types it looks for (at least one).', resolve: (c) => c.lookingFor as Sex[] }),
    author: t.field({ type: UserWithAvatar, resolve: (c) => c.author }),
    mine: t.boolean({ resolve: (c, _a, ctx) => c.authorId === ctx.viewer?.id }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    renewedAt: t.field({ type: 'DateTime', description: 'Posted or last renewed: the list’s order.', resolve: (c) => c.renewedAt }),
    expiresAt: t.field({ type: 'DateTime', description: `${CLASSIFIEDS.lifetimeDays} days after renewedAt.`, resolve: (c) => classifiedExpiresAt(c.renewedAt) }),
    expired: t.boolean({ description: 'No longer listed (only its author sees it, and may renew it).', resolve: (c) => !c.listed }),
    viewerCan: t.field({ type: ClassifiedAbilitiesRef, resolve: (c) => c.viewerCan }),
    authorContact: t.field({
      type: ConversationContact,
      nullable: true,
      description: 'How the viewer stands with the author for writing (as `conversationWith`), in the same answer as the list; null for one’s own.',
      resolve: (c, _a, ctx) => (ctx.viewer && c.authorId !== ctx.viewer.id ? ctx.services.messages.contactState(ctx.viewer, c.author.slug) : null),
    }),
  }),
});

const ClassifiedConnection = builder.objectRef<Page<ClassifiedNode>>('ClassifiedConnection').implement({
  description: 'One page of classifieds, newest first; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [Classified], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const OwnClassifiedConnection = builder.objectRef<OwnClassifieds>('OwnClassifiedConnection').implement({
  description: 'The viewer’s own classifieds (expired ones too), newest first, and whether a new one may be posted.',
  fields: (t) => ({
    nodes: t.field({ type: [Classified], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
    listedCount: t.exposeInt('listedCount', { description: 'How many of them are listed now.' }),
    listedMax: t.int({ description: 'How many may be listed at once.', resolve: () => CLASSIFIEDS.activeMax }),
    postRefusal: t.string({
      nullable: true,
      description: 'Why a new classified is refused now: NEED_VERIFIED (unverified members read but do not post, spec §6), CLASSIFIED_LIMIT_REACHED; null when allowed.',
      resolve: (c) => c.postRefusal,
    }),
  }),
});

const ClassifiedInputRef = builder.inputType('ClassifiedInput', {
  description: `Text ${CLASSIFIEDS.textMin}–${CLASSIFIEDS.textMax} characters (spec §5, §9; trimmed, invisible characters removed) and at least one profile type.`,
  fields: (t) => ({
    text: t.string({ required: true }),
    lookingFor: t.stringList({ required: true, description: 'Profile types (Sex values): CLASSIFIED_LOOKING_FOR_EMPTY without one, CLASSIFIED_LOOKING_FOR_INVALID for an unknown one.' }),
  }),
});

const PAGE_SIZE = `Page size: ${CLASSIFIEDS.pageSize} by default, at most ${CLASSIFIEDS.pageSizeMax}.`;
const AREA = 'NEED_ACTIVE, NEED_PHONE_AND_EMAIL outside the members’ area; STAFF_NOT_MEMBER for staff.';
const INPUT = 'BAD_INPUT with extensions.fields: CLASSIFIED_TEXT_EMPTY, CLASSIFIED_TEXT_TOO_LONG, CLASSIFIED_LOOKING_FOR_EMPTY, CLASSIFIED_LOOKING_FOR_INVALID.';
const viewer = (ctx: GraphQLContext) => ctx.viewer;

builder.queryFields((t) => ({
  classifieds: t.field({
    type: ClassifiedConnection,
    description: `Other members’ listed classifieds, newest (posted or renewed) first: never expired ones, nor by staff, deactivated or deleted members, across a block, or by members whose profile the viewer may not open. ${AREA}`,
    authScopes: { signedIn: true },
    args: {
      filter: t.arg({ type: ClassifiedFilterEnum, required: false, defaultValue: 'MATCHING' }),
      first: t.arg.int({ required: false, description: PAGE_SIZE }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_r, args, ctx) => ctx.services.classifieds.list(viewer(ctx), args),
  }),
  ownClassifieds: t.field({
    type: OwnClassifiedConnection,
    description: `The viewer’s own classifieds, expired ones too. ${AREA}`,
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false, description: PAGE_SIZE }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.classifieds.own(viewer(ctx), args),
  }),
}));

const OWNER = 'NOT_FOUND for unknown ids and other members’ classifieds (nothing changes).';

builder.mutationFields((t) => ({
  postClassified: t.field({
    type: Classified,
    description: `Posts a classified, listed for ${CLASSIFIEDS.lifetimeDays} days. NEED_VERIFIED for unverified members (spec §6); CLASSIFIED_LIMIT_REACHED with ${CLASSIFIEDS.activeMax} listed; RATE_LIMITED. ${INPUT} ${AREA}`,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ClassifiedInputRef, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.classifieds.post(viewer(ctx), args.input),
  }),
  updateClassified: t.field({
    type: Classified,
    description: `Changes an own classified’s text and profile types (its ${CLASSIFIEDS.lifetimeDays} days run on). NEED_VERIFIED. ${OWNER} ${INPUT} ${AREA}`,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ClassifiedInputRef, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.classifieds.update(viewer(ctx), String(args.id), args.input),
  }),
  renewClassified: t.field({
    type: Classified,
    description: `Lists an own classified again for ${CLASSIFIEDS.lifetimeDays} days from now, on top of the list. NEED_VERIFIED; CLASSIFIED_LIMIT_REACHED for an expired one while ${CLASSIFIEDS.activeMax} are listed. ${OWNER} ${AREA}`,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.classifieds.renew(viewer(ctx), String(args.id)),
  }),
  deleteClassified: t.field({
    type: 'ID',
    description: `Deletes an own classified; answers its id. ${OWNER} ${AREA}`,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.classifieds.remove(viewer(ctx), String(args.id)),
  }),
}));
