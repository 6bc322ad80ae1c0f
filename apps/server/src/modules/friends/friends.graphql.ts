import { FRIEND_RELATIONS, FRIEND_REQUEST_DIRECTIONS, FRIENDSHIP_STATUSES, type FriendshipStatus } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Page } from '../../shared/cursor.js';
import { abilitiesOf, type FriendshipAbilities } from './friends.policy.js';
import type { FriendshipView } from './friends.repository.js';
import type { FriendshipRow } from './friends.table.js';
import type { FriendshipState } from './friends.service.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';

// Thin adapters: the friends service checks friends.policy inside one transaction per change.

const FriendshipStatusEnum = builder.enumType('FriendshipStatus', {
  description: 'PENDING → ACCEPTED | DECLINED (by the addressee) | REVOKED (by the sender); ACCEPTED → REMOVED (docs/decisions/0011).',
  values: FRIENDSHIP_STATUSES,
});
const FriendRelationEnum = builder.enumType('FriendRelation', { description: 'How the viewer stands with another member.', values: FRIEND_RELATIONS });
const FriendRequestDirectionEnum = builder.enumType('FriendRequestDirection', { description: 'INCOMING: sent to the viewer; OUTGOING: sent by the viewer.', values: FRIEND_REQUEST_DIRECTIONS });

const FriendshipAbilitiesRef = builder.objectRef<FriendshipAbilities>('FriendshipAbilities').implement({
  description: 'What the viewer may do with the friendship (the 10-friend limit is checked on accepting).',
  fields: (t) => ({
    accept: t.exposeBoolean('accept'),
    decline: t.exposeBoolean('decline'),
    revoke: t.exposeBoolean('revoke'),
    remove: t.exposeBoolean('remove'),
  }),
});

const viewerId = (ctx: GraphQLContext) => ctx.viewer?.id ?? '';

const Friendship = builder.objectRef<FriendshipRow>('Friendship').implement({
  description: 'A friend request or friendship, seen from the viewer (one of its two members).',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: FriendshipStatusEnum, resolve: (f) => f.status as FriendshipStatus }),
    incoming: t.boolean({ description: 'True when the other member asked the viewer.', resolve: (f, _a, ctx) => f.addresseeId === viewerId(ctx) }),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
    respondedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the request was accepted or declined.', resolve: (f) => f.respondedAt }),
    viewerCan: t.field({
      type: FriendshipAbilitiesRef,
      resolve: (f, _a, ctx) => abilitiesOf(viewerId(ctx), { requesterId: f.requesterId, addresseeId: f.addresseeId, status: f.status as FriendshipStatus }),
    }),
  }),
});

/** A list row: the friendship and the other member. */
const FriendshipListItem = builder.objectRef<FriendshipView>('FriendshipListItem').implement({
  description: 'A friend or a request in a list: the other member and the friendship.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The friendship id.' }),
    member: t.field({ type: UserWithAvatar, resolve: (f) => f.member }),
    friendship: t.field({ type: Friendship, resolve: (f) => f }),
  }),
});

const FriendshipConnection = builder.objectRef<Page<FriendshipView>>('FriendshipConnection').implement({
  description: 'One page; pass endCursor as `after` for the next.',
  fields: (t) => ({
    nodes: t.field({ type: [FriendshipListItem], resolve: (c) => c.nodes }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => c.endCursor }),
  }),
});

const FriendshipStateAbilities = builder.objectRef<FriendshipAbilities & { request: boolean }>('FriendshipStateAbilities').implement({
  description: 'The friend buttons the profile page shows.',
  fields: (t) => ({
    request: t.exposeBoolean('request'),
    accept: t.exposeBoolean('accept'),
    decline: t.exposeBoolean('decline'),
    revoke: t.exposeBoolean('revoke'),
    remove: t.exposeBoolean('remove'),
  }),
});

const FriendshipStateRef = builder.objectRef<FriendshipState>('FriendshipState').implement({
  description: 'How the viewer stands with another member, for the friend button of the profile page.',
  fields: (t) => ({
    id: t.id({ description: 'The other member’s id (one state per member for the viewer).', resolve: (s) => s.member.id }),
    member: t.field({ type: UserWithAvatar, resolve: (s) => s.member }),
    relation: t.field({ type: FriendRelationEnum, resolve: (s) => s.relation }),
    friendship: t.field({ type: Friendship, nullable: true, description: 'The open request or friendship, if any.', resolve: (s) => s.friendship }),
    requestRefusal: t.string({
      nullable: true,
      description: 'Why a new request is refused now: an error code (USER_BLOCKED, BLOCKED_BY_USER, CONTACT_NOT_POSSIBLE, PROFILE_TYPE_MISMATCH, FRIEND_LIMIT_REACHED, FRIEND_LIMIT_REACHED_OTHER, …); null when allowed.',
      resolve: (s) => s.requestRefusal,
    }),
    viewerCan: t.field({
      type: FriendshipStateAbilities,
      resolve: (s, _a, ctx) => {
        const own = s.friendship
          ? abilitiesOf(viewerId(ctx), { requesterId: s.friendship.requesterId, addresseeId: s.friendship.addresseeId, status: s.friendship.status as FriendshipStatus })
          : { accept: false, decline: false, revoke: false, remove: false };
        return { ...own, request: s.requestRefusal === null };
      },
    }),
  }),
});

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

builder.queryFields((t) => ({
  friends: t.field({
    type: FriendshipConnection,
    description: 'The signed-in member’s friends, latest first (deleted, deactivated and blocked members left out).',
    authScopes: { signedIn: true },
    args: { first: t.arg.int({ required: false, description: 'Page size: 20 by default, at most 50.' }), after: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.friends.friends(viewer(ctx), args),
  }),
  friendRequests: t.field({
    type: FriendshipConnection,
    description: 'Open friend requests to (INCOMING) or from (OUTGOING) the signed-in member, newest first.',
    authScopes: { signedIn: true },
    args: {
      direction: t.arg({ type: FriendRequestDirectionEnum, required: true }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_r, args, ctx) => ctx.services.friends.requests(viewer(ctx), args.direction, args),
  }),
  friendshipWith: t.field({
    type: FriendshipStateRef,
    nullable: true,
    description: 'How the signed-in member stands with the member `slug`; null for unknown, deleted or deactivated members and oneself.',
    authScopes: { signedIn: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.friends.friendshipWith(viewer(ctx), args.slug),
  }),
}));

const RULES = 'Refusals: NEED_ACTIVE, NEED_PHONE_AND_EMAIL (the sender outside the members’ area), STAFF_NOT_MEMBER (staff do not befriend as members), USER_NOT_FOUND (also for a staff account), FRIEND_REQUEST_SELF, USER_BLOCKED, BLOCKED_BY_USER, ALREADY_FRIENDS, FRIEND_REQUEST_EXISTS, CONTACT_NOT_POSSIBLE, PROFILE_TYPE_MISMATCH, FRIEND_LIMIT_REACHED, FRIEND_LIMIT_REACHED_OTHER, RATE_LIMITED.';

builder.mutationFields((t) => {
  const byId = (description: string, run: (ctx: GraphQLContext, id: string) => Promise<FriendshipRow>) =>
    t.field({
      type: Friendship,
      description: `${description} NOT_FOUND for unknown or other people’s ids and for requests no longer open (nothing changes).`,
      authScopes: { signedIn: true },
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => run(ctx, String(args.id)),
    });
  return {
    requestFriendship: t.field({
      type: FriendshipStateRef,
      description: `Sends a friend request to \`slug\`; when they asked the signed-in member already, accepts theirs. ${RULES}`,
      authScopes: { signedIn: true },
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => ctx.services.friends.request(viewer(ctx), args.slug),
    }),
    acceptFriendship: byId('The addressee accepts a request. FRIEND_LIMIT_REACHED / FRIEND_LIMIT_REACHED_OTHER when either unverified side has 10 friends.', (ctx, id) => ctx.services.friends.accept(viewer(ctx), id)),
    declineFriendship: byId('The addressee declines a request.', (ctx, id) => ctx.services.friends.decline(viewer(ctx), id)),
    revokeFriendship: byId('The sender takes a request back.', (ctx, id) => ctx.services.friends.revoke(viewer(ctx), id)),
    removeFriend: t.field({
      type: FriendshipStateRef,
      description: 'Ends the friendship with `slug`. NOT_FOUND when the two are not friends; USER_NOT_FOUND for an unknown slug.',
      authScopes: { signedIn: true },
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => ctx.services.friends.remove(viewer(ctx), args.slug),
    }),
  };
});
