import { describe, expect, it } from 'vitest';
import { isProfileComplete, personCountOf, personSexesOf, profileInput } from '@venue/shared';
import { canVisit, isActiveAt, isVerifiedMember, mayContact, mayEditOwnProfile, profileAbilities, shownLastActiveAt, staffContactRefusal, type ContactTarget, type ProfileViewer } from '../../src/modules/profiles/profiles.policy.js';
import { membersAreaDecision } from '../../src/modules/profiles/members-area.policy.js';
import { canSeeVisitors, mayKnowVisitors, shouldRecordVisit } from '../../src/modules/visitors/visitors.policy.js';

// docs/decisions/0009-profile-visibility.md: each rule, allowed and denied.

const viewer = (o: Partial<ProfileViewer> = {}): ProfileViewer => ({ id: 'v', sex: 'M', isVerified: false, isPremium: false, admin: false, ...o });
const target = (o: Partial<ContactTarget> = {}): ContactTarget => ({
  id: 't',
  deletedAt: null,
  isDeactivated: false,
  lookingFor: [],
  visitableOnlyByVerified: false,
  onlyVerifiedMayContact: false,
  messagesFromFriendsOnly: false,
  ...o,
});
const free = { blockedEitherWay: false };
const blocked = { blockedEitherWay: true };
const refused = (code: string) => ({ allowed: false, code });
const ALLOWED = { allowed: true };

describe('changing one’s own profile (updateProfile, setProfileType)', () => {
  it('is open to active members, pending ones included, and refused while deactivated', () => {
    expect(mayEditOwnProfile({ isDeactivated: false })).toEqual(ALLOWED);
    expect(mayEditOwnProfile({ isDeactivated: true })).toEqual(refused('NEED_ACTIVE'));
  });
});

describe('visiting a profile (isAllowedToVisit)', () => {
  it.each([
    ['an open profile', viewer(), target(), free, ALLOWED],
    ['one’s own profile, even with every restriction', viewer({ id: 't' }), target({ visitableOnlyByVerified: true, lookingFor: ['F'] }), free, ALLOWED],
    ['a deleted member', viewer(), target({ deletedAt: new Date() }), free, refused('NOT_FOUND')],
    ['a deactivated member', viewer(), target({ isDeactivated: true }), free, refused('NOT_FOUND')],
    ['across a block (either way)', viewer(), target(), blocked, refused('PROFILE_BLOCKED')],
    ['a block applies to admins too', viewer({ admin: true }), target(), blocked, refused('PROFILE_BLOCKED')],
    ['verified-only profile, unverified viewer', viewer(), target({ visitableOnlyByVerified: true }), free, refused('PROFILE_VERIFIED_ONLY')],
    ['verified-only profile, verified viewer', viewer({ isVerified: true }), target({ visitableOnlyByVerified: true }), free, ALLOWED],
    ['verified-only profile, premium viewer', viewer({ isPremium: true }), target({ visitableOnlyByVerified: true }), free, ALLOWED],
    ['looking for the viewer’s type', viewer({ sex: 'MF' }), target({ lookingFor: ['MF', 'F'] }), free, ALLOWED],
    ['not looking for the viewer’s type', viewer({ sex: 'M' }), target({ lookingFor: ['MF', 'F'] }), free, refused('PROFILE_TYPE_MISMATCH')],
    ['a viewer without profile type, target choosy', viewer({ sex: null }), target({ lookingFor: ['M'] }), free, refused('PROFILE_TYPE_MISMATCH')],
    ['a viewer without profile type, target open', viewer({ sex: null }), target(), free, ALLOWED],
    ['verified does not lift the type rule', viewer({ isVerified: true, sex: 'MM' }), target({ lookingFor: ['F'] }), free, refused('PROFILE_TYPE_MISMATCH')],
    ['admins pass verified-only and type rules', viewer({ admin: true, sex: null }), target({ visitableOnlyByVerified: true, lookingFor: ['F'] }), free, ALLOWED],
    ['admins do not see deleted members', viewer({ admin: true }), target({ deletedAt: new Date() }), free, refused('NOT_FOUND')],
    ['staff are not members: a member does not open their profile (decision 0031)', viewer({ isVerified: true }), target({ admin: true }), free, refused('NOT_FOUND')],
    ['staff see each other', viewer({ admin: true }), target({ admin: true }), free, ALLOWED],
  ] as const)('%s', (_name, v, t, relation, expected) => {
    expect(canVisit(v, t, relation)).toEqual(expected);
  });

  it('checks in the documented order: not found, block, verified-only, type', () => {
    const worst = target({ isDeactivated: true, visitableOnlyByVerified: true, lookingFor: ['F'] });
    expect(canVisit(viewer(), worst, blocked)).toEqual(refused('NOT_FOUND'));
    expect(canVisit(viewer(), { ...worst, isDeactivated: false }, blocked)).toEqual(refused('PROFILE_BLOCKED'));
    expect(canVisit(viewer(), { ...worst, isDeactivated: false }, free)).toEqual(refused('PROFILE_VERIFIED_ONLY'));
  });
});

describe('contact and the profile screen’s actions (viewerCan)', () => {
  const rel = (o: Partial<{ blockedEitherWay: boolean; openFriendship: boolean; areFriends: boolean }> = {}) => ({ blockedEitherWay: false, openFriendship: false, areFriends: false, ...o });

  it('own profile: edit (and visitors when verified), nothing else', () => {
    expect(profileAbilities(viewer({ id: 't' }), target(), rel())).toEqual({ edit: true, befriend: false, write: false, block: false, report: false, seeVisitors: false, giveGift: false });
    expect(profileAbilities(viewer({ id: 't', isPremium: true }), target(), rel()).seeVisitors).toBe(true);
  });

  it('another open profile: befriend, write, block, report; never edit', () => {
    expect(profileAbilities(viewer(), target(), rel())).toEqual({ edit: false, befriend: true, write: true, block: true, report: true, seeVisitors: false, giveGift: false });
  });

  it.each([
    ['a block either way', viewer(), target(), rel({ blockedEitherWay: true })],
    ['only verified may contact, viewer unverified', viewer(), target({ onlyVerifiedMayContact: true }), rel()],
    ['profile type not looked for', viewer({ sex: 'FF' }), target({ lookingFor: ['M'] }), rel()],
  ] as const)('no befriend and no write across %s (block and report stay)', (_name, v, t, r) => {
    expect(profileAbilities(v, t, r)).toMatchObject({ befriend: false, write: false, block: true, report: true });
    expect(mayContact(v, t, r)).toBe(false);
  });

  it('staff neither befriend nor write as members, and are not contacted by members (decision 0031)', () => {
    expect(staffContactRefusal({ admin: false }, { admin: false })).toBeNull();
    expect(staffContactRefusal({ admin: true }, { admin: false })).toBe('STAFF_NOT_MEMBER');
    expect(staffContactRefusal({ admin: false }, { admin: true })).toBe('USER_NOT_FOUND');
    expect(mayContact(viewer({ admin: true }), target(), rel())).toBe(false);
    expect(mayContact(viewer(), target({ admin: true }), rel())).toBe(false);
    expect(profileAbilities(viewer({ admin: true }), target(), rel())).toMatchObject({ befriend: false, write: false });
  });

  it('giving a gift: verified or premium members to another member; not across a block, not to or from staff, not to a deactivated member', () => {
    expect(profileAbilities(viewer({ isVerified: true }), target(), rel()).giveGift).toBe(true);
    expect(profileAbilities(viewer({ isPremium: true }), target({ lookingFor: ['FF'] }), rel()).giveGift).toBe(true);
    expect(profileAbilities(viewer(), target(), rel()).giveGift).toBe(false);
    expect(profileAbilities(viewer({ isVerified: true }), target(), rel({ blockedEitherWay: true })).giveGift).toBe(false);
    expect(profileAbilities(viewer({ isVerified: true }), target({ admin: true }), rel()).giveGift).toBe(false);
    expect(profileAbilities(viewer({ isVerified: true, admin: true }), target(), rel()).giveGift).toBe(false);
    expect(profileAbilities(viewer({ isVerified: true }), target({ isDeactivated: true }), rel()).giveGift).toBe(false);
    expect(profileAbilities(viewer({ id: 't', isVerified: true }), target(), rel()).giveGift).toBe(false);
  });

  it('verified members may contact those who allow only verified contact', () => {
    expect(mayContact(viewer({ isVerified: true }), target({ onlyVerifiedMayContact: true }), rel())).toBe(true);
    expect(mayContact(viewer({ isPremium: true }), target({ onlyVerifiedMayContact: true }), rel())).toBe(true);
  });

  it('no second friend request while one is open or after acceptance; messages to friends-only members need a friendship', () => {
    expect(profileAbilities(viewer(), target(), rel({ openFriendship: true })).befriend).toBe(false);
    expect(profileAbilities(viewer(), target({ messagesFromFriendsOnly: true }), rel()).write).toBe(false);
    expect(profileAbilities(viewer(), target({ messagesFromFriendsOnly: true }), rel({ openFriendship: true, areFriends: true })).write).toBe(true);
  });
});

describe('profile visitors', () => {
  it('the list is for verified or premium members only', () => {
    expect(canSeeVisitors({ isVerified: true, isPremium: false })).toEqual({ allowed: true });
    expect(canSeeVisitors({ isVerified: false, isPremium: true })).toEqual({ allowed: true });
    expect(canSeeVisitors({ isVerified: false, isPremium: false })).toEqual({ allowed: false, code: 'NEED_VERIFIED' });
    expect(mayKnowVisitors({ isVerified: false, isPremium: false })).toBe(false);
    expect(isVerifiedMember({ isVerified: false, isPremium: false })).toBe(false);
  });

  it('a visit is recorded for members, not on one’s own profile, not for admins, not when hidden from the online list', () => {
    expect(shouldRecordVisit({ id: 'v', admin: false }, 't', true)).toBe(true);
    expect(shouldRecordVisit({ id: 't', admin: false }, 't', true)).toBe(false);
    expect(shouldRecordVisit({ id: 'v', admin: true }, 't', true)).toBe(false);
    expect(shouldRecordVisit({ id: 'v', admin: false }, 't', false)).toBe(false);
  });
});

describe('members’ area', () => {
  const ok = { isDeactivated: false, emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() };
  it('is open to activated, active members', () => {
    expect(membersAreaDecision(ok)).toEqual({ allowed: true });
  });
  it.each([
    ['no one signed in', null, 'NOT_SIGNED_IN'],
    ['a deactivated member', { ...ok, isDeactivated: true }, 'NEED_ACTIVE'],
    ['e-mail not confirmed', { ...ok, emailVerifiedAt: null }, 'NEED_PHONE_AND_EMAIL'],
    ['phone not confirmed', { ...ok, phoneVerifiedAt: null }, 'NEED_PHONE_AND_EMAIL'],
  ] as const)('is closed to %s', (_name, v, code) => {
    expect(membersAreaDecision(v)).toEqual({ allowed: false, code });
  });
});

describe('presence as others see it', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('active means within the last 5 minutes', () => {
    expect(isActiveAt(new Date('2026-03-01T11:55:00Z'), now)).toBe(true);
    expect(isActiveAt(new Date('2026-03-01T11:54:59Z'), now)).toBe(false);
    expect(isActiveAt(null, now)).toBe(false);
  });
  it('lastActiveAt is hidden when the member is not shown among online users (but not from themselves)', () => {
    const m = { id: 't', lastActiveAt: now };
    expect(shownLastActiveAt('v', m, true)).toBe(now);
    expect(shownLastActiveAt('v', m, false)).toBeNull();
    expect(shownLastActiveAt('t', m, false)).toBe(now);
    // Staff are not members (decision 0031): never shown as active to others, themselves still.
    expect(shownLastActiveAt('v', { ...m, admin: true }, true)).toBeNull();
    expect(shownLastActiveAt('t', { ...m, admin: true }, true)).toBe(now);
  });
});

describe('profile input (shared schema)', () => {
  const person = { age: 30, heightCm: 170, weightKg: 60, hairColour: 'BROWN', eyeColour: 'BLUE', looks: 'SPORTY', sexuality: 'HETERO', dominance: 'BOTH', smoking: 'NO' };
  const codes = (value: unknown) => profileInput.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

  it('singles have one person, couples two, in the order the type names them', () => {
    expect(personCountOf('M')).toBe(1);
    expect(personCountOf('FF')).toBe(2);
    expect(personSexesOf('MF')).toEqual(['M', 'F']);
    expect(codes({ sex: 'MF', persons: [person, person], about: '', lookingFor: [] })).toEqual([]);
    expect(codes({ sex: 'MF', persons: [person], about: '', lookingFor: [] })).toEqual(['persons:PROFILE_PERSONS_MISMATCH']);
    expect(codes({ sex: 'F', persons: [person, person], about: '', lookingFor: [] })).toEqual(['persons:PROFILE_PERSONS_MISMATCH']);
  });

  it('every attribute is optional; numbers stay in range', () => {
    expect(codes({ sex: 'M', persons: [{}], about: '', lookingFor: [] })).toEqual([]);
    expect(codes({ sex: 'M', persons: [{ ...person, age: 17 }], about: '', lookingFor: [] })).toEqual(['persons.0.age:PROFILE_AGE_INVALID']);
    expect(codes({ sex: 'M', persons: [{ ...person, age: 30.5 }], about: '', lookingFor: [] })).toEqual(['persons.0.age:PROFILE_AGE_INVALID']);
    expect(codes({ sex: 'M', persons: [{ ...person, heightCm: 231 }], about: '', lookingFor: [] })).toEqual(['persons.0.heightCm:PROFILE_HEIGHT_INVALID']);
    expect(codes({ sex: 'M', persons: [{ ...person, weightKg: 34 }], about: '', lookingFor: [] })).toEqual(['persons.0.weightKg:PROFILE_WEIGHT_INVALID']);
    expect(codes({ sex: 'M', persons: [{ ...person, looks: 'SHABBY' }], about: '', lookingFor: [] })).toEqual(['persons.0.looks:PROFILE_OPTION_INVALID']);
    expect(codes({ sex: 'X', persons: [person], about: '', lookingFor: [] })).toEqual(['sex:PROFILE_TYPE_REQUIRED']);
  });

  it('about is at most 3000 characters (counted as people count them), looking-for a subset of the types', () => {
    expect(codes({ sex: 'M', persons: [{}], about: 'ä'.repeat(3000), lookingFor: [] })).toEqual([]);
    expect(codes({ sex: 'M', persons: [{}], about: '😀'.repeat(3000), lookingFor: [] })).toEqual([]);
    expect(codes({ sex: 'M', persons: [{}], about: 'a'.repeat(3001), lookingFor: [] })).toEqual(['about:PROFILE_ABOUT_TOO_LONG']);
    expect(codes({ sex: 'M', persons: [{}], about: '', lookingFor: ['X'] })).toEqual(['lookingFor.0:PROFILE_LOOKING_FOR_INVALID']);
    expect(profileInput.parse({ sex: 'M', persons: [{}], about: '  hi  ', lookingFor: ['F', 'MF', 'F'] })).toMatchObject({ about: 'hi', lookingFor: ['F', 'MF'] });
  });

  it('a complete profile has its type, an age for each person and a looking-for', () => {
    expect(isProfileComplete({ sex: 'MF', persons: [{ age: 40 }, { age: 38 }], lookingFor: ['F'] })).toBe(true);
    expect(isProfileComplete({ sex: 'MF', persons: [{ age: 40 }, { age: null }], lookingFor: ['F'] })).toBe(false);
    expect(isProfileComplete({ sex: 'M', persons: [{ age: 40 }], lookingFor: [] })).toBe(false);
    expect(isProfileComplete({ sex: null, persons: [], lookingFor: ['F'] })).toBe(false);
  });
});
