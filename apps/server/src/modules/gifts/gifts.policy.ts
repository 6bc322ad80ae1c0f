import { GIFTS } from '@venue/shared';
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

/**
 * One cart line: an active gift with enough left (stock null: unlimited) once what other open
 * checkouts hold is counted off (decision 0049). The price is the catalogue's, never the cart's.
 */
export function canPutInCart(gift: { active: boolean; stock: number | null } | undefined, count: number, heldByOthers = 0): Decision {
  if (!gift || !gift.active) return deny('GIFT_UNAVAILABLE');
  if (gift.stock !== null && available(gift.stock, heldByOthers) < count) return deny('GIFT_SOLD_OUT');
  return ALLOWED;
}

/** What members may still buy of a stock while open checkouts hold some. */
export function available(stock: number, held: number): number {
  return Math.max(0, stock - held);
}

/** Open checkouts started after this still hold their gifts (the provider's page closes at the same time). */
export function holdStart(now: Date): Date {
  return new Date(now.getTime() - GIFTS.checkoutHoldMinutes * 60_000);
}

export function holdEnd(now: Date): Date {
  return new Date(now.getTime() + GIFTS.checkoutHoldMinutes * 60_000);
}

/** Who may receive a gift: another member, not staff, not deactivated or deleted, no block either way. */
export interface RecipientFacts {
  id: string;
  admin: boolean;
  isDeactivated: boolean;
  deletedAt: Date | null;
}

/** Sending a gift from one's hands (spec §4): verified members (spec §6) to a member who may receive it. */
export function canSend(sender: GiftMember & { id: string }, ctx: { inHand: boolean; redeemed?: boolean; recipient: RecipientFacts | undefined; blockedEitherWay: boolean }): Decision {
  const buy = canBuy(sender);
  if (!buy.allowed) return buy;
  if (!ctx.inHand) return deny('GIFT_NOT_IN_HAND');
  // A voucher used at the bar is spent: it cannot be given away any more.
  if (ctx.redeemed) return deny('GIFT_ALREADY_REDEEMED');
  const r = ctx.recipient;
  if (!r || r.id === sender.id || r.admin || r.isDeactivated || r.deletedAt || ctx.blockedEitherWay) return deny('GIFT_RECIPIENT_INVALID');
  return ALLOWED;
}

interface TransferFacts {
  senderId: string;
  recipientId: string;
  state: string;
  sentAt: Date;
}

/** Accepting or declining: the recipient only (anyone else: NOT_FOUND), while it is unopened. */
export function canAnswer(viewer: GiftMember & { id: string }, transfer: TransferFacts | undefined): Decision {
  const area = canBrowseShop(viewer);
  if (!area.allowed) return area;
  if (!transfer || transfer.recipientId !== viewer.id) return deny('NOT_FOUND');
  return transfer.state === 'UNOPENED' ? ALLOWED : deny('GIFT_NOT_OPEN');
}

/** Taking a sent gift back: the sender only, once it has been unopened for more than `returnDays` days (spec §4, §9). */
export function canTakeBack(viewer: GiftMember & { id: string }, transfer: TransferFacts | undefined, now: Date, returnDays: number): Decision {
  const area = canBrowseShop(viewer);
  if (!area.allowed) return area;
  if (!transfer || transfer.senderId !== viewer.id) return deny('NOT_FOUND');
  if (transfer.state !== 'UNOPENED') return deny('GIFT_NOT_OPEN');
  return now.getTime() - transfer.sentAt.getTime() > returnDays * 86_400_000 ? ALLOWED : deny('GIFT_RETURN_TOO_EARLY');
}

/** Looking up a voucher code at the venue: staff only (members never see others' codes). */
export function canLookUpVoucher(viewer: Pick<UserRow, 'admin'> | null): Decision {
  return viewer?.admin ? ALLOWED : deny('NOT_ALLOWED');
}

interface VoucherFacts {
  redeemedAt: Date | null;
  /** Sent and still unopened: in nobody's hands, so not usable. */
  sentUnopened: boolean;
}

/** Redeeming at the venue (issue 17 part 4): staff, a known code, a gift in someone's hands, once. */
export function canRedeem(viewer: Pick<UserRow, 'admin'> | null, voucher: VoucherFacts | undefined): Decision {
  const staff = canLookUpVoucher(viewer);
  if (!staff.allowed) return staff;
  if (!voucher) return deny('GIFT_VOUCHER_UNKNOWN');
  if (voucher.redeemedAt) return deny('GIFT_ALREADY_REDEEMED');
  return voucher.sentUnopened ? deny('GIFT_NOT_IN_HAND') : ALLOWED;
}
