import { describe, expect, it } from 'vitest';
import { canAnswer, canBrowseShop, canBuy, canLookUpVoucher, canPutInCart, holdStart, canRedeem, canSend, canTakeBack, exists } from '../../src/modules/gifts/gifts.policy.js';

const base = { admin: false, isVerified: false, isPremium: false, isDeactivated: false, emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() };

describe('gifts.policy', () => {
  it('the shop: members browse (unverified too); staff, deactivated and unactivated members do not', () => {
    expect(canBrowseShop(base)).toEqual({ allowed: true });
    expect(canBrowseShop({ ...base, admin: true })).toEqual({ allowed: false, code: 'STAFF_NOT_MEMBER' });
    expect(canBrowseShop({ ...base, isDeactivated: true })).toEqual({ allowed: false, code: 'NEED_ACTIVE' });
    expect(canBrowseShop({ ...base, phoneVerifiedAt: null })).toEqual({ allowed: false, code: 'NEED_PHONE_AND_EMAIL' });
    expect(canBrowseShop(null)).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
  });

  it('buying: verified or premium members only (spec §6)', () => {
    expect(canBuy({ ...base, isVerified: true })).toEqual({ allowed: true });
    expect(canBuy({ ...base, isPremium: true })).toEqual({ allowed: true });
    expect(canBuy(base)).toEqual({ allowed: false, code: 'NEED_VERIFIED' });
    expect(canBuy({ ...base, isVerified: true, admin: true })).toEqual({ allowed: false, code: 'STAFF_NOT_MEMBER' });
  });

  it('a catalogue entry by id exists or is NOT_FOUND', () => {
    expect(exists({ id: 'x' })).toEqual({ allowed: true });
    expect(exists(undefined)).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });

  it('a cart line: an active gift with enough left; inactive, unknown or too few are refused', () => {
    expect(canPutInCart({ active: true, stock: null }, 10)).toEqual({ allowed: true });
    expect(canPutInCart({ active: true, stock: 2 }, 2)).toEqual({ allowed: true });
    expect(canPutInCart({ active: true, stock: 1 }, 2)).toEqual({ allowed: false, code: 'GIFT_SOLD_OUT' });
    expect(canPutInCart({ active: false, stock: null }, 1)).toEqual({ allowed: false, code: 'GIFT_UNAVAILABLE' });
    expect(canPutInCart(undefined, 1)).toEqual({ allowed: false, code: 'GIFT_UNAVAILABLE' });
  });

  it('what open checkouts hold is not for sale (decision 0049); unlimited gifts are never held', () => {
    expect(canPutInCart({ active: true, stock: 3 }, 1, 2)).toEqual({ allowed: true });
    expect(canPutInCart({ active: true, stock: 3 }, 2, 2)).toEqual({ allowed: false, code: 'GIFT_SOLD_OUT' });
    expect(canPutInCart({ active: true, stock: 1 }, 1, 5)).toEqual({ allowed: false, code: 'GIFT_SOLD_OUT' });
    expect(canPutInCart({ active: true, stock: null }, 10, 99)).toEqual({ allowed: true });
    expect(holdStart(new Date('2026-11-27T12:00:00Z')).toISOString()).toBe('2026-11-27T11:30:00.000Z');
  });

  const anna = { ...base, id: 'anna', isVerified: true };
  const ben = { id: 'ben', admin: false, isDeactivated: false, deletedAt: null };

  it('sending: a verified member, a gift in hand, another member who may receive it', () => {
    expect(canSend(anna, { inHand: true, recipient: ben, blockedEitherWay: false })).toEqual({ allowed: true });
    expect(canSend({ ...anna, isVerified: false }, { inHand: true, recipient: ben, blockedEitherWay: false })).toEqual({ allowed: false, code: 'NEED_VERIFIED' });
    expect(canSend(anna, { inHand: false, recipient: ben, blockedEitherWay: false })).toEqual({ allowed: false, code: 'GIFT_NOT_IN_HAND' });
    for (const recipient of [undefined, { ...ben, id: 'anna' }, { ...ben, admin: true }, { ...ben, isDeactivated: true }, { ...ben, deletedAt: new Date() }]) {
      expect(canSend(anna, { inHand: true, recipient, blockedEitherWay: false })).toEqual({ allowed: false, code: 'GIFT_RECIPIENT_INVALID' });
    }
    expect(canSend(anna, { inHand: true, recipient: ben, blockedEitherWay: true })).toEqual({ allowed: false, code: 'GIFT_RECIPIENT_INVALID' });
    expect(canSend(anna, { inHand: true, redeemed: true, recipient: ben, blockedEitherWay: false })).toEqual({ allowed: false, code: 'GIFT_ALREADY_REDEEMED' });
  });

  it('vouchers at the bar: staff look up and redeem a gift in hand once; members never', () => {
    const staff = { admin: true };
    const usable = { redeemedAt: null, sentUnopened: false };
    expect(canLookUpVoucher(staff)).toEqual({ allowed: true });
    expect(canLookUpVoucher({ admin: false })).toEqual({ allowed: false, code: 'NOT_ALLOWED' });
    expect(canLookUpVoucher(null)).toEqual({ allowed: false, code: 'NOT_ALLOWED' });
    expect(canRedeem(staff, usable)).toEqual({ allowed: true });
    expect(canRedeem({ admin: false }, usable)).toEqual({ allowed: false, code: 'NOT_ALLOWED' });
    expect(canRedeem(staff, undefined)).toEqual({ allowed: false, code: 'GIFT_VOUCHER_UNKNOWN' });
    expect(canRedeem(staff, { ...usable, redeemedAt: new Date() })).toEqual({ allowed: false, code: 'GIFT_ALREADY_REDEEMED' });
    expect(canRedeem(staff, { ...usable, sentUnopened: true })).toEqual({ allowed: false, code: 'GIFT_NOT_IN_HAND' });
  });

  const sentAt = new Date('2026-11-01T12:00:00Z');
  const open = { senderId: 'anna', recipientId: 'ben', state: 'UNOPENED', sentAt };

  it('answering: the recipient only, while unopened', () => {
    expect(canAnswer({ ...base, id: 'ben' }, open)).toEqual({ allowed: true });
    expect(canAnswer(anna, open)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canAnswer({ ...base, id: 'ben' }, undefined)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canAnswer({ ...base, id: 'ben' }, { ...open, state: 'DECLINED' })).toEqual({ allowed: false, code: 'GIFT_NOT_OPEN' });
  });

  it('taking back: the sender only, unopened for more than the return days', () => {
    const day = 86_400_000;
    expect(canTakeBack(anna, open, new Date(sentAt.getTime() + 7 * day + 1), 7)).toEqual({ allowed: true });
    expect(canTakeBack(anna, open, new Date(sentAt.getTime() + 7 * day), 7)).toEqual({ allowed: false, code: 'GIFT_RETURN_TOO_EARLY' });
    expect(canTakeBack({ ...base, id: 'ben' }, open, new Date(sentAt.getTime() + 8 * day), 7)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canTakeBack(anna, { ...open, state: 'ACCEPTED' }, new Date(sentAt.getTime() + 8 * day), 7)).toEqual({ allowed: false, code: 'GIFT_NOT_OPEN' });
  });
});
