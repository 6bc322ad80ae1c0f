import { ROULETTE } from '@venue/shared';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { UserWithAvatar } from '../profiles/user-card.graphql.js';
import { subscriber } from '../../graphql/subscriber.js';
import { ROULETTE_EVENT_KINDS } from './roulette-events.js';
import { mayUseRoulette, revealStateOf } from './roulette.policy.js';
import type { RoulettePairRow } from './roulette.table.js';
import { aliasOf, type RouletteEventView, type RouletteMessageView, type RouletteStateView } from './roulette.service.js';

// Thin adapters: the roulette service checks roulette.policy inside one transaction per change.

const viewer = (ctx: GraphQLContext) => ctx.viewer!;

const RouletteStatusEnum = builder.enumType('RouletteStatus', { description: 'IDLE: not taking part. WAITING: in the queue. PAIRED: chatting.', values: ['IDLE', 'WAITING', 'PAIRED'] as const });
const RouletteEventKindEnum = builder.enumType('RouletteEventKind', {
  description: 'PAIRED: a partner was found (read the state). MESSAGE. REVEAL_REQUESTED: the partner agreed to reveal. REVEALED: both did. ENDED: the chat ended (byPartner: the partner skipped, left or went away).',
  values: ROULETTE_EVENT_KINDS,
});

const RouletteMessage = builder.objectRef<RouletteMessageView>('RouletteMessage').implement({
  description: 'A message of a roulette chat, under its sender’s alias.',
  fields: (t) => ({
    id: t.exposeID('id'),
    seq: t.exposeInt('seq'),
    body: t.exposeString('body'),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    senderAlias: t.exposeString('senderAlias'),
    mine: t.boolean({ resolve: (m, _a, ctx) => m.senderId === viewer(ctx).id }),
  }),
});

const RoulettePair = builder.objectRef<RoulettePairRow>('RoulettePair').implement({
  description: 'The viewer’s live roulette chat. Who the partner is shows only when both agreed to reveal.',
  fields: (t) => ({
    id: t.exposeID('id'),
    startedAt: t.field({ type: 'DateTime', resolve: (p) => p.startedAt }),
    myAlias: t.string({ resolve: (p, _a, ctx) => aliasOf(p, viewer(ctx).id) }),
    partnerAlias: t.string({ resolve: (p, _a, ctx) => aliasOf(p, p.userA === viewer(ctx).id ? p.userB : p.userA) }),
    lastSeq: t.exposeInt('lastSeq'),
    iRevealed: t.boolean({ description: 'The viewer agreed to reveal.', resolve: (p, _a, ctx) => revealStateOf(viewer(ctx).id, p).mine }),
    partnerRevealed: t.boolean({ description: 'The partner agreed to reveal.', resolve: (p, _a, ctx) => revealStateOf(viewer(ctx).id, p).partner }),
    partner: t.field({ type: UserWithAvatar, nullable: true, description: 'The partner’s card once both revealed; null before.', resolve: (p, _a, ctx) => ctx.services.roulette.partnerCard(viewer(ctx), p) }),
  }),
});

const RouletteState = builder.objectRef<RouletteStateView>('RouletteState').implement({
  description: 'Where the viewer stands in the chat roulette.',
  fields: (t) => ({
    id: t.id({ description: 'The viewer’s id (one state per member).', resolve: (s) => s.viewerId }),
    status: t.field({ type: RouletteStatusEnum, resolve: (s) => s.status }),
    queueExpiresAt: t.field({ type: 'DateTime', nullable: true, description: `While waiting: when the search gives up (${ROULETTE.queueTimeoutSeconds / 60} minutes after joining).`, resolve: (s) => s.queueExpiresAt }),
    pair: t.field({ type: RoulettePair, nullable: true, resolve: (s) => s.pair }),
    mayTakePart: t.boolean({ description: 'A verified member with a profile type (spec §6).', resolve: (_s, _a, ctx) => mayUseRoulette(viewer(ctx)).allowed }),
  }),
});

const RouletteEvent = builder.objectRef<RouletteEventView>('RouletteEvent').implement({
  description: 'Something that happened in the viewer’s chat roulette.',
  fields: (t) => ({
    kind: t.field({ type: RouletteEventKindEnum, resolve: (e) => e.kind }),
    pairId: t.id({ nullable: true, resolve: (e) => e.pairId }),
    byPartner: t.exposeBoolean('byPartner', { description: 'The partner caused it (for ENDED: skipped, left or went away).' }),
    message: t.field({ type: RouletteMessage, nullable: true, resolve: (e) => e.message }),
  }),
});

const REFUSALS = 'NEED_VERIFIED for unverified members, PROFILE_TYPE_REQUIRED without a profile type.';

builder.queryFields((t) => ({
  rouletteState: t.field({
    type: RouletteState,
    description: 'Where the signed-in member stands in the chat roulette.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.roulette.state(viewer(ctx)),
  }),
  rouletteMessages: t.field({
    type: [RouletteMessage],
    description: 'The live chat’s messages after `afterSeq` (all from 0), oldest first. ROULETTE_NOT_PAIRED.',
    authScopes: { signedIn: true },
    args: { afterSeq: t.arg.int({ required: false }) },
    resolve: (_r, args, ctx) => ctx.services.roulette.messages(viewer(ctx), args.afterSeq),
  }),
}));

builder.mutationFields((t) => ({
  joinRoulette: t.field({
    type: RouletteState,
    description: `Joins the queue and pairs at once with a matching member who waits, if any. ${REFUSALS} RATE_LIMITED.`,
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.roulette.join(viewer(ctx)),
  }),
  skipRoulettePartner: t.field({
    type: RouletteState,
    description: `Ends the chat (the partner is told) and looks for someone else. ${REFUSALS}`,
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.roulette.skip(viewer(ctx)),
  }),
  leaveRoulette: t.field({
    type: RouletteState,
    description: 'Leaves the queue and the chat (the partner is told).',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.roulette.leave(viewer(ctx)),
  }),
  sendRouletteMessage: t.field({
    type: RouletteMessage,
    description: 'Writes in the live chat. MESSAGE_TOO_SHORT/LONG, ROULETTE_NOT_PAIRED, RATE_LIMITED.',
    authScopes: { signedIn: true },
    args: { body: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.roulette.send(viewer(ctx), args.body),
  }),
  revealRouletteIdentity: t.field({
    type: RouletteState,
    description: 'Agrees to show who the member is; once both agreed, each sees the other’s card. ROULETTE_NOT_PAIRED, ROULETTE_ALREADY_REVEALED.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.roulette.reveal(viewer(ctx)),
  }),
}));

builder.subscriptionField('rouletteEvents', (t) =>
  t.field({
    type: RouletteEvent,
    description: `The member’s roulette events. The subscription holds the member’s place: when it ends, the member leaves queue and chat after ${ROULETTE.disconnectGraceSeconds} s unless a new one took over. ${REFUSALS}`,
    authScopes: { signedIn: true },
    subscribe: (_r, _a, ctx) => ctx.services.roulette.subscribe(subscriber(ctx)),
    resolve: (event: RouletteEventView) => event,
  }),
);
