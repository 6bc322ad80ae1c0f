import type { UserRow } from '../accounts/accounts.table.js';
import { ALLOWED, deny, type Decision } from '../../shared/decision.js';
import { membersAreaDecision } from '../profiles/members-area.policy.js';
import { isVerifiedMember } from '../profiles/profiles.policy.js';

// Gift shop rules (issue 17; spec §6; docs/decisions/0050). Pure functions; the service asserts them.

export type GiftMember = Pick<UserRow, 'admin' | 'isVerified' | 'isPremium' | 'isDeactivated' | 'emailVerifiedAt' | 'phoneVerifiedAt'>;

/** The shop is in the members' area; unverified members see it too (they are told how to buy). Staff are not members (decision 0031). */
export function canBrowseShop(viewer: GiftMember | null): Decision {
  const area = membersAreaDecision(viewer);
  if (!area.allowed) return deny(area.code);
  return viewer!.admin ? deny('STAFF_NOT_MEMBER') : ALLOWED;
}

/** Buying gifts: verified or premium members only (spec §6 "no gifts" for unverified members). */
export function canBuy(viewer: GiftMember | null): Decision {
  const browse = canBrowseShop(viewer);
  if (!browse.allowed) return browse;
  return isVerifiedMember(viewer!) ? ALLOWED : deny('NEED_VERIFIED');
}

/** A catalogue entry asked for by id: unknown ids are NOT_FOUND. */
export function exists(gift: unknown): Decision {
  return gift ? ALLOWED : deny('NOT_FOUND');
}

/** One cart line: an active gift with enough left (stock null: unlimited). The price is the catalogue's, never the cart's. */
export function canPutInCart(gift: { active: boolean; stock: number | null } | undefined, count: number): Decision {
  if (!gift || !gift.active) return deny('GIFT_UNAVAILABLE');
  if (gift.stock !== null && gift.stock < count) return deny('GIFT_SOLD_OUT');
  return ALLOWED;
}
