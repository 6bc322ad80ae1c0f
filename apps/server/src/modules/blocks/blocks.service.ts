import { BLOCKS, blockReasonSchema, type FriendshipStatus } from '@venue/shared';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../shared/app-error.js';
import { decodeCursor, toPage, type Page } from '../../shared/cursor.js';
import type { UserRow } from '../accounts/accounts.table.js';
import { findMemberBySlug, lockMembers } from '../accounts/members.repository.js';
import { findOpenFriendship, findUserCard, lockFriendship, setFriendshipStatus } from '../friends/friends.repository.js';
import * as policy from './blocks.policy.js';
import * as repo from './blocks.repository.js';
import { assertAllowed } from '../../shared/decision.js';

// Blocking (spec §3, §6): one transaction per use case, the two members locked in id order as in
// the friends service, so a block and a concurrent friend request or accept cannot interleave.

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return BLOCKS.pageSize;
  return Math.min(Math.max(Math.trunc(first), 1), BLOCKS.pageSizeMax);
}

function parseReason(raw: unknown): string | null {
  const result = blockReasonSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new AppError('BLOCK_REASON_TOO_LONG', { fields: [{ field: 'reason', code: 'BLOCK_REASON_TOO_LONG' }] });
}

function validSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length > 0 && slug.length <= 100;
}

export function createBlocksService(deps: AppDeps) {
  const db = () => deps.database.db;

  return {
    /**
     * Blocks `slug` (or updates the reason of an existing block) and, in the same transaction,
     * ends any open request or friendship between the two. The blocked member is not told.
     */
    async block(viewer: UserRow, slug: unknown, rawReason: unknown): Promise<repo.BlockView> {
      const reason = parseReason(rawReason);
      if (!validSlug(slug)) throw new AppError('USER_NOT_FOUND');
      const found = await findMemberBySlug(db(), slug);
      if (!found) throw new AppError('USER_NOT_FOUND');
      const now = deps.now();
      const row = await db().transaction(async (tx) => {
        const members = await lockMembers(tx, [viewer.id, found.id]);
        const me = members.get(viewer.id) ?? viewer;
        const target = members.get(found.id);
        assertAllowed(policy.canBlock(me, target));
        const row = await repo.upsertBlock(tx, me.id, target!.id, reason, now);
        const open = await findOpenFriendship(tx, me.id, target!.id);
        if (open && (await lockFriendship(tx, open.id))) {
          await setFriendshipStatus(tx, open.id, policy.endStatusOnBlock(me.id, { ...open, status: open.status as FriendshipStatus }), me.id, now);
        }
        return row;
      });
      deps.pubsub.publish('blocks:changed', { a: viewer.id, b: found.id });
      return { ...row, member: (await findUserCard(db(), viewer, found.id))! };
    },

    /** Lifts the viewer's block of `slug`; NOT_FOUND when there is none (nothing changes). */
    async unblock(viewer: UserRow, slug: unknown): Promise<boolean> {
      if (!validSlug(slug)) throw new AppError('NOT_FOUND');
      const found = await findMemberBySlug(db(), slug);
      if (!found) throw new AppError('NOT_FOUND');
      const lifted = await db().transaction(async (tx) => {
        await lockMembers(tx, [viewer.id, found.id]);
        assertAllowed(policy.canUnblock(viewer.id, await repo.findBlock(tx, viewer.id, found.id)));
        return repo.deleteBlock(tx, viewer.id, found.id);
      });
      // After the commit: instances that keep either member's blocks in memory reload them.
      deps.pubsub.publish('blocks:changed', { a: viewer.id, b: found.id });
      return lifted;
    },

    /** The viewer's blocks, latest first (with the reasons: they are the viewer's own). */
    async list(viewer: UserRow, args: PageArgs): Promise<Page<repo.BlockView>> {
      const size = pageSize(args.first);
      const rows = await repo.listBlocks(db(), viewer, args.after ? decodeCursor(args.after) : null, size + 1);
      return toPage(rows, size, (r) => ({ at: r.createdAt, id: r.blockedId }));
    },

    /** The viewer's own block of `slug`, or null (a block of the viewer by them is never shown). */
    async blockWith(viewer: UserRow, slug: unknown): Promise<repo.BlockView | null> {
      if (!validSlug(slug)) return null;
      const found = await findMemberBySlug(db(), slug);
      if (!found || found.deletedAt) return null;
      const row = await repo.findBlock(db(), viewer.id, found.id);
      const member = row ? await findUserCard(db(), viewer, found.id) : undefined;
      return row && member ? { ...row, member } : null;
    },

    /** Ids of the members the viewer has blocked (CurrentUser.blockedUserIds). */
    blockedUserIds: (viewer: UserRow) => repo.blockedIdsOf(db(), viewer.id),

    /** Ids of the members with a block either way with `userId` (realtime filters keep them in memory). */
    blockedEitherWayIds: (userId: string) => repo.blockedEitherWayIdsOf(db(), userId),
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
