import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Page } from '../../shared/cursor.js';
import { CurrentUser } from '../accounts/user.graphql.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import { reasonFor } from './blocks.policy.js';
import type { BlockView } from './blocks.repository.js';

// Thin adapters: the blocks service checks blocks.policy inside one transaction per change.

const Block = builder.objectRef<BlockView>('Block').implement({
  description: 'A block of the signed-in member: it works both ways; the blocked member is not told.',
  fields: (t) => ({
    id: t.id({ description: 'The blocked member’s id (the viewer blocks a member once).', resolve: (b) => b.blockedId }),
    member: t.field({ type: UserWithAvatar, description: 'The blocked member.', resolve: (b) => b.member }),
    reason: t.string({ nullable: true, description: 'The blocker’s private note (spec §3: never shown to the blocked member).', resolve: (b, _a, ctx) => reasonFor(ctx.viewer?.id ?? '', b) }),
    createdAt: t.field({ type: 'DateTime', resolve: (b) => b.createdAt }),
  }),
});

const BlockConnection = builder.objectRef<Page<BlockView>>('BlockConnection').implement({
  description: 'One page of blocks; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [Block], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

// Spec §3 current user: blockedUserIds and blockedByUsers.
builder.objectFields(CurrentUser, (t) => ({
  blockedUserIds: t.idList({
    description: 'Ids of the members the signed-in member has blocked, latest first.',
    resolve: (u, _a, ctx) => ctx.services.blocks.blockedUserIds(u),
  }),
  blockedByUsers: t.idList({
    description:
      'Always empty: members who blocked the signed-in member are left out of every list by the server, and naming them would tell the blocked member who blocked them (docs/decisions/0011-friends-and-blocks.md).',
    deprecationReason: 'A block is not shown to the blocked member; the server filters instead.',
    resolve: () => [],
  }),
}));

builder.queryFields((t) => ({
  blocks: t.field({
    type: BlockConnection,
    description: 'The signed-in member’s blocks, latest first, with their reasons.',
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false, description: 'Page size: 20 by default, at most 50.' }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.blocks.list(viewer(ctx), args),
  }),
  blockWith: t.field({
    type: Block,
    nullable: true,
    description: 'The signed-in member’s own block of `slug`, or null (a block the other member made is never shown).',
    authScopes: { signedIn: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.blocks.blockWith(viewer(ctx), args.slug),
  }),
}));

builder.mutationFields((t) => ({
  block: t.field({
    type: Block,
    description:
      'Blocks `slug` with an optional reason (at most 500 characters, BLOCK_REASON_TOO_LONG); blocking again updates the reason. Ends any open request or friendship between the two. USER_NOT_FOUND, BLOCK_SELF.',
    authScopes: { signedIn: true },
    args: { slug: t.arg.string({ required: true }), reason: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.blocks.block(viewer(ctx), args.slug, args.reason),
  }),
  unblock: t.boolean({
    description: 'Lifts the signed-in member’s block of `slug`. NOT_FOUND when there is none.',
    authScopes: { signedIn: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.blocks.unblock(viewer(ctx), args.slug),
  }),
}));
