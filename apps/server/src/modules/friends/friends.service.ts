import { pino } from 'pino';
import { FRIENDS, listPageSize, type FriendRelation, type FriendRequestDirection, type FriendshipStatus, type Language } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { uniqueConstraintOf } from '../../db/errors.js';
import { AppError } from '../../shared/app-error.js';
import { decodeCursor, toPage, type Page } from '../../shared/cursor.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { createEffects, type Effect, type EffectLog } from '../accounts/accounts.effects.js';
import { findMemberBySlug, lockMembers } from '../accounts/members.repository.js';
import { blocksBetween } from '../blocks/blocks.repository.js';
import { notify } from '../notifications/notify.js';
import { achievementsProgressed } from '../achievements/achievements.progress.js';
import type { UserCardRow } from '../profiles/profiles.repository.js';
import type { FriendshipRow } from './friends.table.js';
import { friendRequestMail } from './friends.mail.js';
import * as policy from './friends.policy.js';
import * as repo from './friends.repository.js';
import { assertAllowed, idOrNotFound } from '../../shared/decision.js';

// Friend requests and friendships (spec §4, §6): one transaction per use case. Every change locks
// the two members' rows first (in id order), then the friendship row, so two concurrent accepts
// cannot push a member past the 10-friend limit and concurrent requests cannot cross.

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** How the viewer stands with another member, for the profile page's friend button. */
export interface FriendshipState {
  member: UserCardRow;
  relation: FriendRelation;
  friendship: FriendshipRow | null;
  /** Why a request is not possible now (an error code), or null when it is. */
  requestRefusal: string | null;
}


const languageOf = (u: Pick<UserRow, 'language'>): Language => (u.language === 'en' ? 'en' : 'de');

export function createFriendsService(deps: AppDeps, opts: { log?: EffectLog } = {}) {
  const db = () => deps.database.db;
  const log = opts.log ?? pino({ name: 'friends', level: deps.config.logLevel });
  const effects = createEffects(log);

  /** The facts a new request depends on (and the open friendship row itself); read under the two members' locks. */
  async function requestFacts(tx: DbOrTx, sender: UserRow, target: UserRow): Promise<{ facts: policy.RequestFacts; open: FriendshipRow | null }> {
    const row = await repo.findRequestFacts(tx, sender.id, target.id);
    if (!row) throw new AppError('USER_NOT_FOUND');
    const open = row.open;
    const facts: policy.RequestFacts = {
      sender,
      target,
      blockedBySender: row.senderBlockedTarget,
      blockedByTarget: row.targetBlockedSender,
      targetOnlyVerifiedMayContact: row.onlyVerifiedMayContact,
      targetLookingFor: row.lookingFor,
      open: open ? { ...open, status: open.status as FriendshipStatus } : null,
      senderFriendCount: row.senderFriendCount,
      targetFriendCount: row.targetFriendCount,
    };
    return { facts, open };
  }

  /** Accepts a locked PENDING request as `viewer` (its addressee) and tells the requester. */
  async function acceptLocked(tx: DbOrTx, viewer: UserRow, requester: UserRow | undefined, friendship: FriendshipRow, now: Date): Promise<FriendshipRow> {
    const blocks = requester ? await blocksBetween(tx, viewer.id, requester.id) : { aBlockedB: false, bBlockedA: false };
    assertAllowed(
      policy.canAcceptFriendship({
        viewer,
        friendship: { ...friendship, status: friendship.status as FriendshipStatus },
        requester,
        blockedEitherWay: blocks.aBlockedB || blocks.bBlockedA,
        viewerFriendCount: await repo.countFriends(tx, viewer.id),
        requesterFriendCount: requester ? await repo.countFriends(tx, requester.id) : 0,
      }),
    );
    const accepted = await repo.setFriendshipStatus(tx, friendship.id, 'ACCEPTED', viewer.id, now);
    await notify(tx, { userId: friendship.requesterId, kind: 'FRIEND_ACCEPTED', actorId: viewer.id, subjectId: friendship.id, at: now });
    // Both members have one friend more (issue 16: 1, 50, 100 friends).
    await achievementsProgressed(tx, friendship.requesterId, 'FRIENDS', now);
    await achievementsProgressed(tx, friendship.addresseeId, 'FRIENDS', now);
    return accepted;
  }

  /** The e-mail to the addressee (their choice was asked by notify); sent after commit. */
  function requestMail(sender: UserRow, target: UserRow): Effect {
    const mail = friendRequestMail(languageOf(target), { recipient: target.username, requester: sender.username, link: `${deps.config.publicUrl}/friends?tab=requests` });
    return { kind: 'friend-request-mail', userId: target.id, run: () => deps.mailer.send({ to: target.email, ...mail }) };
  }

  /**
   * Changes one of the viewer's friendships by id: NOT_FOUND for malformed, unknown or other
   * people's ids (nothing changes). The members are locked before the friendship row.
   */
  async function change(viewer: UserRow, rawId: unknown, to: FriendshipStatus): Promise<FriendshipRow> {
    const id = idOrNotFound(rawId);
    const seen = await repo.findFriendship(db(), id);
    if (!seen || (seen.requesterId !== viewer.id && seen.addresseeId !== viewer.id)) throw new AppError('NOT_FOUND');
    const now = deps.now();
    return db().transaction(async (tx) => {
      const members = await lockMembers(tx, [seen.requesterId, seen.addresseeId]);
      const me = members.get(viewer.id) ?? viewer;
      const friendship = await repo.lockFriendship(tx, id);
      if (!friendship) throw new AppError('NOT_FOUND');
      if (to === 'ACCEPTED') return acceptLocked(tx, me, members.get(friendship.requesterId), friendship, now);
      assertAllowed(policy.canTransition(me.id, { ...friendship, status: friendship.status as FriendshipStatus }, to));
      return repo.setFriendshipStatus(tx, friendship.id, to, me.id, now);
    });
  }

  /** A visible member by slug, or USER_NOT_FOUND. */
  async function memberBySlug(tx: DbOrTx, slug: unknown): Promise<UserRow> {
    if (typeof slug !== 'string' || slug.length === 0 || slug.length > 100) throw new AppError('USER_NOT_FOUND');
    const member = await findMemberBySlug(tx, slug);
    if (!member) throw new AppError('USER_NOT_FOUND');
    return member;
  }

  async function state(viewer: UserRow, target: UserRow, card?: UserCardRow): Promise<FriendshipState> {
    const [{ facts, open }, member] = await Promise.all([requestFacts(db(), viewer, target), card ?? repo.findUserCard(db(), viewer, target.id)]);
    const decision = policy.canRequestFriendship(facts);
    return { member: member!, relation: policy.relationOf(viewer.id, facts.open), friendship: open, requestRefusal: decision.allowed ? null : decision.code };
  }

  return {
    /** Waits for the e-mails under way (tests; shutdown). */
    drain: () => effects.drain(),

    /**
     * Asks `slug` for friendship. When they asked the viewer already, the viewer accepts theirs
     * instead (decision 0011). FRIEND_REQUEST — and the e-mail when wanted — go to the addressee.
     */
    async request(viewer: UserRow, slug: unknown): Promise<FriendshipState> {
      const found = await memberBySlug(db(), slug);
      const limit = await deps.rateLimiter.hit(`friend-request:${viewer.id}`, FRIENDS.requestsPerHour, 3600);
      if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: limit.retryAfterSeconds });
      const now = deps.now();
      const { mail } = await db()
        .transaction(async (tx) => {
          const members = await lockMembers(tx, [viewer.id, found.id]);
          const sender = members.get(viewer.id) ?? viewer;
          const target = members.get(found.id);
          const { facts, open } = await requestFacts(tx, sender, target ?? found);
          if (open?.status === 'PENDING' && open.requesterId === found.id && target) {
            const theirs = await repo.lockFriendship(tx, open.id);
            if (theirs) {
              await acceptLocked(tx, sender, target, theirs, now);
              return { mail: null };
            }
          }
          assertAllowed(policy.canRequestFriendship({ ...facts, target }));
          const row = await repo.insertFriendRequest(tx, sender.id, target!.id, now);
          const told = await notify(tx, { userId: target!.id, kind: 'FRIEND_REQUEST', actorId: sender.id, subjectId: row.id, at: now });
          return { mail: told.email ? requestMail(sender, target!) : null };
        })
        .catch((error: unknown) => {
          // The open-pair index catches what the locks should already prevent.
          if (uniqueConstraintOf(error) === 'friendships_open_pair_key') throw new AppError('FRIEND_REQUEST_EXISTS');
          throw error;
        });
      if (mail) effects.run([mail]);
      return state(viewer, found);
    },

    accept: (viewer: UserRow, id: unknown) => change(viewer, id, 'ACCEPTED'),
    decline: (viewer: UserRow, id: unknown) => change(viewer, id, 'DECLINED'),
    revoke: (viewer: UserRow, id: unknown) => change(viewer, id, 'REVOKED'),

    /** Ends the friendship with `slug`; NOT_FOUND when the two are not friends (nothing changes). */
    async remove(viewer: UserRow, slug: unknown): Promise<FriendshipState> {
      const found = await memberBySlug(db(), slug);
      const now = deps.now();
      await db().transaction(async (tx) => {
        await lockMembers(tx, [viewer.id, found.id]);
        const open = await repo.findOpenFriendship(tx, viewer.id, found.id);
        if (!open || open.status !== 'ACCEPTED') throw new AppError('NOT_FOUND');
        const friendship = (await repo.lockFriendship(tx, open.id))!;
        assertAllowed(policy.canTransition(viewer.id, { ...friendship, status: friendship.status as FriendshipStatus }, 'REMOVED'));
        await repo.setFriendshipStatus(tx, friendship.id, 'REMOVED', viewer.id, now);
      });
      return state(viewer, found);
    },

    /** The viewer's friends, latest first. */
    async friends(viewer: UserRow, args: PageArgs): Promise<Page<repo.FriendshipView>> {
      const size = listPageSize(args.first, FRIENDS);
      const rows = await repo.listFriends(db(), viewer, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.respondedAt ?? r.createdAt, id: r.id }));
    },

    /** Open requests to or from the viewer, newest first. */
    async requests(viewer: UserRow, direction: FriendRequestDirection, args: PageArgs): Promise<Page<repo.FriendshipView>> {
      const size = listPageSize(args.first, FRIENDS);
      const rows = await repo.listRequests(db(), viewer, direction, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.createdAt, id: r.id }));
    },

    /** How the viewer stands with `slug`; null for unknown, deleted or deactivated members and oneself. */
    async friendshipWith(viewer: UserRow, slug: unknown): Promise<FriendshipState | null> {
      if (typeof slug !== 'string' || slug.length === 0 || slug.length > 100) return null;
      const found = await repo.findMemberWithCardBySlug(db(), viewer, slug);
      const target = found?.member;
      if (!target || target.id === viewer.id || target.deletedAt || target.isDeactivated) return null;
      return state(viewer, target, found.card);
    },
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
