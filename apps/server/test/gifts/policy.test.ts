import { describe, expect, it } from 'vitest';
import { canBrowseShop, canBuy, canPutInCart, exists } from '../../src/modules/gifts/gifts.policy.js';

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
});
