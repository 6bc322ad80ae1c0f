import { randomUUID } from 'node:crypto';
import { Repeater } from 'graphql-yoga';
import { ROULETTE, messageBodySchema } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { findUserCard } from '../friends/friends.repository.js';
import { getLookingFor } from '../profiles/profile-match.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import { aliasPair } from './roulette-aliases.js';
import type { RouletteEventPayload, RouletteMessageWire } from './roulette-events.js';
import * as policy from './roulette.policy.js';
import * as repo from './roulette.repository.js';
import type { RoulettePairRow } from './roulette.table.js';
import { assertAllowed } from '../../shared/decision.js';

// Chat roulette (spec §1, §6; docs/decisions/0019): one transaction per use case under the matching
// lock, events after the commit to each member's topic. A member's place lives as long as their
// roulette subscription (plus a grace for reconnects); nothing of a chat is kept after it ends.

export type RouletteStatus = 'IDLE' | 'WAITING' | 'PAIRED';

export interface RouletteStateView {
  viewerId: string;
  status: RouletteStatus;
  queueExpiresAt: Date | null;
  pair: RoulettePairRow | null;
}

export type RouletteMessageView = RouletteMessageWire;

/** One event as the member receives it. */
export interface RouletteEventView {
  kind: RouletteEventPayload['kind'];
  pairId: string | null;
  byPartner: boolean;
  message: RouletteMessageView | null;
}

function parseBody(raw: unknown): string {
  const parsed = messageBodySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const code = parsed.error.issues[0]?.message === 'MESSAGE_TOO_LONG' ? 'MESSAGE_TOO_LONG' : 'MESSAGE_TOO_SHORT';
  throw new AppError(code, { fields: [{ field: 'body', code }] });
}

export function aliasOf(pair: RoulettePairRow, userId: string): string {
  return pair.userA === userId ? pair.aliasA : pair.aliasB;
}

export function createRouletteService(deps: AppDeps, opts: { graceMs?: number } = {}) {
  const db = () => deps.database.db;
  const graceMs = opts.graceMs ?? ROULETTE.disconnectGraceSeconds * 1000;
  const publish = (userId: string, event: RouletteEventPayload) => deps.pubsub.publish('roulette:event', userId, event);

  async function rateLimit(key: string, limit: number, windowSeconds: number) {
    const hit = await deps.rateLimiter.hit(key, limit, windowSeconds);
    if (!hit.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: hit.retryAfterSeconds });
  }

  /** Ends the member's chat (locked member row): both forget the pair and remember each other as last partner. */
  async function endPairLocked(tx: DbOrTx, userId: string, pairId: string): Promise<{ pairId: string; partnerId: string } | null> {
    const pair = await repo.lockPair(tx, pairId);
    if (!pair) return null;
    const partnerId = policy.partnerIdOf(userId, pair);
    await repo.deletePair(tx, pair.id);
    await repo.updateMember(tx, userId, { lastPartnerId: partnerId });
    await repo.updateMember(tx, partnerId, { lastPartnerId: userId });
    return { pairId: pair.id, partnerId };
  }

  /** Leaves queue and chat (inside the caller's transaction); answers the chat ended, if any. */
  async function leaveLocked(tx: DbOrTx, userId: string, now: Date) {
    const me = await repo.lockMember(tx, userId, now);
    const ended = me.pairId ? await endPairLocked(tx, userId, me.pairId) : null;
    await repo.updateMember(tx, userId, { waitingSince: null, queueExpiresAt: null, updatedAt: now });
    return ended;
  }

  function announceEnd(userId: string, ended: { pairId: string; partnerId: string } | null) {
    if (!ended) return;
    void publish(ended.partnerId, { kind: 'ENDED', pairId: ended.pairId, byPartner: true });
    void publish(userId, { kind: 'ENDED', pairId: ended.pairId, byPartner: false });
  }

  async function stateOf(viewer: UserRow): Promise<RouletteStateView> {
    const me = await repo.findMember(db(), viewer.id);
    const pair = me?.pairId ? ((await repo.findPair(db(), me.pairId)) ?? null) : null;
    if (pair) return { viewerId: viewer.id, status: 'PAIRED', queueExpiresAt: null, pair };
    const waiting = me?.waitingSince && me.queueExpiresAt && me.queueExpiresAt > deps.now();
    return { viewerId: viewer.id, status: waiting ? 'WAITING' : 'IDLE', queueExpiresAt: waiting ? me!.queueExpiresAt : null, pair: null };
  }

  /** Joins the queue; pairs at once with the member waiting longest who matches. */
  async function join(viewer: UserRow): Promise<RouletteStateView> {
    assertAllowed(policy.mayUseRoulette(viewer));
    await rateLimit(`roulette-join:${viewer.id}`, ROULETTE.joinsPerHour, 3600);
    const now = deps.now();
    const lookingFor = await getLookingFor(db(), viewer.id);
    const paired = await db().transaction(async (tx) => {
      await repo.lockMatching(tx);
      const me = await repo.lockMember(tx, viewer.id, now);
      if (me.pairId) return null;
      const partnerId = await repo.findCandidate(tx, { id: viewer.id, sex: viewer.sex!, lookingFor, lastPartnerId: me.lastPartnerId }, now);
      if (!partnerId) {
        const expires = new Date(now.getTime() + ROULETTE.queueTimeoutSeconds * 1000);
        await repo.updateMember(tx, viewer.id, { waitingSince: me.waitingSince && me.queueExpiresAt && me.queueExpiresAt > now ? me.waitingSince : now, queueExpiresAt: expires, updatedAt: now });
        return null;
      }
      await repo.lockMember(tx, partnerId, now);
      const [aliasA, aliasB] = aliasPair();
      const pair = await repo.insertPair(tx, { userA: partnerId, userB: viewer.id, aliasA, aliasB, now });
      for (const id of [viewer.id, partnerId]) await repo.updateMember(tx, id, { waitingSince: null, queueExpiresAt: null, pairId: pair.id, updatedAt: now });
      return pair;
    });
    if (paired) for (const id of [paired.userA, paired.userB]) await publish(id, { kind: 'PAIRED', pairId: paired.id });
    return stateOf(viewer);
  }

  /** The viewer's live pair, or ROULETTE_NOT_PAIRED. */
  async function currentPair(tx: DbOrTx, viewer: UserRow, lock: boolean): Promise<RoulettePairRow> {
    const me = await repo.findMember(tx, viewer.id);
    const pair = me?.pairId ? await (lock ? repo.lockPair(tx, me.pairId) : repo.findPair(tx, me.pairId)) : undefined;
    assertAllowed(policy.canAct(viewer.id, pair));
    return pair!;
  }

  /** The subscription `connectionId` ended: unless another took over, the member leaves queue and chat. */
  async function connectionEnded(userId: string, connectionId: string): Promise<boolean> {
    const ended = await db().transaction(async (tx) => {
      await repo.lockMatching(tx);
      const me = await repo.lockMember(tx, userId, deps.now());
      if (me.connectionId !== connectionId) return undefined;
      await repo.updateMember(tx, userId, { connectionId: null });
      return leaveLocked(tx, userId, deps.now());
    });
    if (ended === undefined) return false;
    announceEnd(userId, ended);
    return true;
  }

  return {
    state: stateOf,
    join,

    /** Ends the chat (the partner is told) and looks for the next partner. */
    async skip(viewer: UserRow): Promise<RouletteStateView> {
      assertAllowed(policy.mayUseRoulette(viewer));
      const ended = await db().transaction(async (tx) => {
        await repo.lockMatching(tx);
        return leaveLocked(tx, viewer.id, deps.now());
      });
      announceEnd(viewer.id, ended);
      return join(viewer);
    },

    /** Leaves the queue and the chat (the partner is told). */
    async leave(viewer: UserRow): Promise<RouletteStateView> {
      const ended = await db().transaction(async (tx) => {
        await repo.lockMatching(tx);
        return leaveLocked(tx, viewer.id, deps.now());
      });
      announceEnd(viewer.id, ended);
      return stateOf(viewer);
    },

    /** Writes in the live chat; both sides receive it under the sender's alias. */
    async send(viewer: UserRow, rawBody: unknown): Promise<RouletteMessageView> {
      const body = parseBody(rawBody);
      await rateLimit(`roulette-message:${viewer.id}`, ROULETTE.messagesPerMinute, 60);
      const now = deps.now();
      const { pair, message } = await db().transaction(async (tx) => {
        const pair = await currentPair(tx, viewer, true);
        const seq = await repo.nextSeq(tx, pair.id);
        return { pair, message: await repo.insertMessage(tx, { pairId: pair.id, seq, senderId: viewer.id, body, now }) };
      });
      const wire: RouletteMessageWire = { id: message.id, pairId: pair.id, seq: message.seq, senderId: viewer.id, senderAlias: aliasOf(pair, viewer.id), body: message.body, createdAt: message.createdAt.toISOString() };
      for (const id of [pair.userA, pair.userB]) await publish(id, { kind: 'MESSAGE', message: wire });
      return wire;
    },

    /** The live chat's messages after `afterSeq` (all of them from 0), oldest first. */
    async messages(viewer: UserRow, afterSeq: number | null | undefined): Promise<RouletteMessageView[]> {
      const after = afterSeq ?? 0;
      if (!Number.isSafeInteger(after) || after < 0) throw new AppError('BAD_INPUT', { fields: [{ field: 'afterSeq', code: 'BAD_INPUT' }] });
      const pair = await currentPair(db(), viewer, false);
      const rows = await repo.listMessages(db(), pair.id, after, 500);
      return rows.map((m) => ({ id: m.id, pairId: m.pairId, seq: m.seq, senderId: m.senderId, senderAlias: aliasOf(pair, m.senderId), body: m.body, createdAt: m.createdAt.toISOString() }));
    },

    /** Agrees to show who one is; once both agreed, each sees the other's card. */
    async reveal(viewer: UserRow): Promise<RouletteStateView> {
      const pair = await db().transaction(async (tx) => {
        const pair = await currentPair(tx, viewer, true);
        assertAllowed(policy.canReveal(viewer.id, pair));
        return repo.setReveal(tx, pair.id, policy.sideOf(viewer.id, pair)!);
      });
      const partnerId = policy.partnerIdOf(viewer.id, pair);
      if (policy.identitiesRevealed(pair)) for (const id of [viewer.id, partnerId]) await publish(id, { kind: 'REVEALED', pairId: pair.id });
      else await publish(partnerId, { kind: 'REVEAL_REQUESTED', pairId: pair.id });
      return stateOf(viewer);
    },

    /** The partner's card once both revealed; null before. */
    async partnerCard(viewer: UserRow, pair: RoulettePairRow): Promise<UserCardRow | null> {
      if (!policy.identitiesRevealed(pair) || !policy.sideOf(viewer.id, pair)) return null;
      return (await findUserCard(db(), viewer, policy.partnerIdOf(viewer.id, pair))) ?? null;
    },

    /** For a report on the partner: the partner's id and the chat's latest lines under their aliases. */
    async reportFacts(viewer: UserRow, pairId: string): Promise<{ partnerId: string; quote: string } | null> {
      const me = await repo.findMember(db(), viewer.id);
      if (!me?.pairId || me.pairId !== pairId) return null;
      const pair = await repo.findPair(db(), pairId);
      if (!pair || !policy.sideOf(viewer.id, pair)) return null;
      const lines = await repo.latestMessages(db(), pair.id, ROULETTE.reportQuoteMax);
      const quote = lines.map((m) => `[${m.createdAt.toISOString()}] ${aliasOf(pair, m.senderId)}${m.senderId === viewer.id ? ' (reporter)' : ''}: ${m.body}`).join('\n');
      return { partnerId: policy.partnerIdOf(viewer.id, pair), quote };
    },

    /**
     * The member's roulette events. The subscription holds the member's place: when it ends and no
     * other took over within the grace, the member leaves queue and chat (the partner is told).
     */
    async subscribe(viewer: UserRow): Promise<AsyncIterable<RouletteEventView>> {
      assertAllowed(policy.mayUseRoulette(viewer));
      const connectionId = randomUUID();
      await db().transaction(async (tx) => {
        await repo.lockMember(tx, viewer.id, deps.now());
        await repo.updateMember(tx, viewer.id, { connectionId });
      });
      return new Repeater<RouletteEventView>(async (push, stop) => {
        const events = deps.pubsub.subscribe('roulette:event', viewer.id)[Symbol.asyncIterator]();
        void stop.then(() => events.return?.());
        try {
          for (;;) {
            const next = await events.next();
            if (next.done) break;
            await push(eventFor(viewer.id, next.value));
          }
        } finally {
          stop();
          const timer = setTimeout(() => void connectionEnded(viewer.id, connectionId).catch(() => undefined), graceMs);
          timer.unref();
        }
      });
    },

    connectionEnded,
  };
}

/** One event as the member receives it. */
function eventFor(viewerId: string, event: RouletteEventPayload): RouletteEventView {
  switch (event.kind) {
    case 'MESSAGE':
      return { kind: 'MESSAGE', pairId: event.message.pairId, byPartner: event.message.senderId !== viewerId, message: event.message };
    case 'ENDED':
      return { kind: 'ENDED', pairId: event.pairId, byPartner: event.byPartner, message: null };
    default:
      return { kind: event.kind, pairId: event.pairId, byPartner: true, message: null };
  }
}

export type RouletteService = ReturnType<typeof createRouletteService>;
