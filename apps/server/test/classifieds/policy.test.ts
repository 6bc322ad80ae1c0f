import { describe, expect, it } from 'vitest';
import { abilitiesOf, canEdit, canManage, canPost, canRenew, canReport, isListedAt, matchesBothWays, mayReadClassifieds, type ClassifiedMember } from '../../src/modules/classifieds/classifieds.policy.js';

// The rules of classifieds (spec §3, §6; docs/decisions/0046), each allowed and denied.

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const base: ClassifiedMember = {
  id: 'a',
  admin: false,
  sex: 'F',
  isVerified: true,
  isPremium: false,
  isDeactivated: false,
  emailVerifiedAt: now,
  phoneVerifiedAt: now,
};
const verified = base;
const unverified = { ...base, id: 'u', isVerified: false };
const premium = { ...base, id: 'p', isVerified: false, isPremium: true };
const own = { authorId: 'a', renewedAt: daysAgo(1) };
const expired = { authorId: 'a', renewedAt: daysAgo(31) };
const others = { authorId: 'z', renewedAt: daysAgo(1) };

describe('reading classifieds', () => {
  it('is open to every member in the members’ area, unverified ones too', () => {
    expect(mayReadClassifieds(unverified)).toEqual({ allowed: true });
  });
  it('is refused to visitors, pending and deactivated members, and staff', () => {
    expect(mayReadClassifieds(null)).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
    expect(mayReadClassifieds({ ...base, phoneVerifiedAt: null })).toEqual({ allowed: false, code: 'NEED_PHONE_AND_EMAIL' });
    expect(mayReadClassifieds({ ...base, isDeactivated: true })).toEqual({ allowed: false, code: 'NEED_ACTIVE' });
    expect(mayReadClassifieds({ ...base, admin: true })).toEqual({ allowed: false, code: 'STAFF_NOT_MEMBER' });
  });
});

describe('posting (spec §6: not for unverified members; at most 3 listed)', () => {
  it('lets verified and premium members post below the cap', () => {
    expect(canPost(verified, 2)).toEqual({ allowed: true });
    expect(canPost(premium, 0)).toEqual({ allowed: true });
  });
  it('refuses unverified members, staff, and a fourth listed one', () => {
    expect(canPost(unverified, 0)).toEqual({ allowed: false, code: 'NEED_VERIFIED' });
    expect(canPost({ ...base, admin: true }, 0)).toEqual({ allowed: false, code: 'STAFF_NOT_MEMBER' });
    expect(canPost(verified, 3)).toEqual({ allowed: false, code: 'CLASSIFIED_LIMIT_REACHED' });
  });
});

describe('own classifieds', () => {
  it('its author edits, renews and deletes it', () => {
    expect(canEdit(verified, own)).toEqual({ allowed: true });
    expect(canRenew(verified, own, 3, now)).toEqual({ allowed: true });
    expect(canManage(verified, own)).toEqual({ allowed: true });
  });
  it('someone else’s or an unknown one is NOT_FOUND', () => {
    expect(canEdit(verified, others)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canRenew(verified, others, 0, now)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canManage(verified, null)).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });
  it('a member no longer verified still deletes, but neither edits nor renews', () => {
    const lapsed = { ...unverified, id: 'a' };
    expect(canManage(lapsed, own)).toEqual({ allowed: true });
    expect(canEdit(lapsed, own)).toEqual({ allowed: false, code: 'NEED_VERIFIED' });
    expect(canRenew(lapsed, own, 1, now)).toEqual({ allowed: false, code: 'NEED_VERIFIED' });
  });
  it('an expired one renews while a place is free, not with 3 listed', () => {
    expect(canRenew(verified, expired, 2, now)).toEqual({ allowed: true });
    expect(canRenew(verified, expired, 3, now)).toEqual({ allowed: false, code: 'CLASSIFIED_LIMIT_REACHED' });
  });
  it('shows the author’s buttons, and only "report" to others', () => {
    expect(abilitiesOf(verified, own, 1, now)).toEqual({ edit: true, renew: true, delete: true, report: false });
    expect(abilitiesOf(verified, others, 1, now)).toEqual({ edit: false, renew: false, delete: false, report: true });
  });
});

describe('expiry (decision 0046: 30 days after posting or renewal)', () => {
  it('is listed for 30 days, then not', () => {
    expect(isListedAt({ renewedAt: daysAgo(29.9) }, now)).toBe(true);
    expect(isListedAt({ renewedAt: daysAgo(30) }, now)).toBe(false);
  });
});

describe('matching both ways', () => {
  it('matches when it looks for the viewer’s type and the viewer looks for the author’s', () => {
    expect(matchesBothWays({ sex: 'M', lookingFor: ['F'] }, { lookingFor: ['M'], authorSex: 'F' })).toBe(true);
    expect(matchesBothWays({ sex: 'M', lookingFor: [] }, { lookingFor: ['M', 'MF'], authorSex: 'MM' })).toBe(true);
  });
  it('does not when either side does not fit', () => {
    expect(matchesBothWays({ sex: 'M', lookingFor: ['F'] }, { lookingFor: ['F'], authorSex: 'F' })).toBe(false);
    expect(matchesBothWays({ sex: 'M', lookingFor: ['FF'] }, { lookingFor: ['M'], authorSex: 'F' })).toBe(false);
    expect(matchesBothWays({ sex: null, lookingFor: [] }, { lookingFor: ['M'], authorSex: 'F' })).toBe(false);
  });
});

describe('reporting', () => {
  it('anyone who sees it but its author', () => {
    expect(canReport(verified, others)).toEqual({ allowed: true });
  });
  it('not one’s own, nor one the member cannot see', () => {
    expect(canReport(verified, own)).toEqual({ allowed: false, code: 'REPORT_SELF' });
    expect(canReport(verified, null)).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });
});
