import type { FriendshipStatus } from '@venue/shared';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';

// Pure rules of blocks (spec §3, §6, §8; docs/decisions/0011-friends-and-blocks.md). A block works
// both ways at once; its reason belongs to the blocker alone.

export type { Decision };

interface Member {
  id: string;
  isDeactivated: boolean;
  deletedAt: Date | null;
}

/**
 * May the viewer block the target? An active viewer may block any member shown to others except
 * themselves. Blocking someone already blocked is allowed: it updates the reason.
 */
export function canBlock(viewer: Member, target: Member | null | undefined): Decision {
  if (viewer.isDeactivated || viewer.deletedAt) return deny('NEED_ACTIVE');
  if (!target || target.deletedAt || target.isDeactivated) return deny('USER_NOT_FOUND');
  if (target.id === viewer.id) return deny('BLOCK_SELF');
  return ALLOWED;
}

/** Unblocking needs a block of the viewer's own; the other side's block of the viewer cannot be lifted. */
export function canUnblock(viewerId: string, block: { blockerId: string } | null | undefined): Decision {
  return block && block.blockerId === viewerId ? ALLOWED : deny('NOT_FOUND');
}

/** The reason is shown to the blocker only (spec §3: hidden from the blocked member). */
export function reasonFor(viewerId: string, block: { blockerId: string; reason: string | null }): string | null {
  return block.blockerId === viewerId ? block.reason : null;
}

/**
 * What becomes of the open friendship between blocker and blocked (ended in the same transaction):
 * a friendship is REMOVED; a request is REVOKED when the blocker sent it and DECLINED when the
 * blocker received it, so REVOKED stays "by the sender" and DECLINED "by the addressee".
 */
export function endStatusOnBlock(blockerId: string, open: { requesterId: string; status: FriendshipStatus }): FriendshipStatus {
  if (open.status === 'ACCEPTED') return 'REMOVED';
  return open.requesterId === blockerId ? 'REVOKED' : 'DECLINED';
}
