import { describe, expect, it } from 'vitest';
import { FRIENDSHIP_STATUSES, type FriendshipStatus } from '@venue/shared';
import {
  abilitiesOf,
  canAcceptFriendship,
  canRequestFriendship,
  canTransition,
  hasRoomForFriend,
  relationOf,
  type AcceptFacts,
  type Member,
  type RequestFacts,
} from '../../src/modules/friends/friends.policy.js';

// docs/decisions/0011-friends-and-blocks.md: every rule of a friendship, allowed and refused.

const CONFIRMED = new Date('2026-01-01T00:00:00Z');
const member = (id: string, overrides: Partial<Member> = {}): Member => ({
  id,
  admin: false,
  sex: 'M',
  isVerified: false,
  isPremium: false,
  isDeactivated: false,
  deletedAt: null,
  emailVerifiedAt: CONFIRMED,
  phoneVerifiedAt: CONFIRMED,
  ...overrides,
});
const anna = member('anna', { sex: 'F' });
const ben = member('ben', { sex: 'M' });

function requestFacts(overrides: Partial<RequestFacts> = {}): RequestFacts {
  return {
    sender: ben,
    target: anna,
    blockedBySender: false,
    blockedByTarget: false,
    targetOnlyVerifiedMayContact: false,
    targetLookingFor: [],
    open: null,
    senderFriendCount: 0,
    targetFriendCount: 0,
    ...overrides,
  };
}

describe('the state table', () => {
  const pending = { requesterId: 'ben', addresseeId: 'anna', status: 'PENDING' as const };
  const accepted = { ...pending, status: 'ACCEPTED' as const };
  // [from, to, who, allowed]
  const ALLOWED: [FriendshipStatus, FriendshipStatus, string][] = [
    ['PENDING', 'ACCEPTED', 'anna'],
    ['PENDING', 'DECLINED', 'anna'],
    ['PENDING', 'REVOKED', 'ben'],
    ['ACCEPTED', 'REMOVED', 'anna'],
    ['ACCEPTED', 'REMOVED', 'ben'],
  ];
  const allowedKeys = new Set(ALLOWED.map(([f, t, w]) => `${f}>${t}>${w}`));
  const ALL = FRIENDSHIP_STATUSES.flatMap((from) => FRIENDSHIP_STATUSES.flatMap((to) => ['anna', 'ben'].map((who) => [from, to, who] as const)));
  const REFUSED = ALL.filter(([f, t, w]) => !allowedKeys.has(`${f}>${t}>${w}`));

  it.each(ALLOWED)('%s → %s by %s is allowed', (from, to, who) => {
    expect(canTransition(who, { ...pending, status: from }, to)).toEqual({ allowed: true });
  });

  it.each(REFUSED)('%s → %s by %s is refused', (from, to, who) => {
    const decision = canTransition(who, { ...pending, status: from }, to);
    expect(decision.allowed).toBe(false);
  });

  it('covers every pair for both members; ended friendships never come back', () => {
    expect(ALLOWED.length + REFUSED.length).toBe(5 * 5 * 2);
    for (const ended of ['DECLINED', 'REVOKED', 'REMOVED'] as const) {
      for (const to of FRIENDSHIP_STATUSES) expect(canTransition('anna', { ...pending, status: ended }, to).allowed).toBe(false);
    }
  });

  it('a third member learns nothing: NOT_FOUND for every move', () => {
    for (const to of FRIENDSHIP_STATUSES) {
      expect(canTransition('carla', pending, to)).toEqual({ allowed: false, code: 'NOT_FOUND' });
      expect(canTransition('carla', accepted, to)).toEqual({ allowed: false, code: 'NOT_FOUND' });
    }
  });

  it('the sender cannot accept or decline their own request; the addressee cannot revoke it', () => {
    expect(canTransition('ben', pending, 'ACCEPTED')).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canTransition('ben', pending, 'DECLINED')).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canTransition('anna', pending, 'REVOKED')).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });

  it('accepting what is already accepted says so', () => {
    expect(canTransition('anna', accepted, 'ACCEPTED')).toEqual({ allowed: false, code: 'ALREADY_FRIENDS' });
  });

  it('abilities follow the table', () => {
    expect(abilitiesOf('anna', pending)).toEqual({ accept: true, decline: true, revoke: false, remove: false });
    expect(abilitiesOf('ben', pending)).toEqual({ accept: false, decline: false, revoke: true, remove: false });
    expect(abilitiesOf('ben', accepted)).toEqual({ accept: false, decline: false, revoke: false, remove: true });
    expect(abilitiesOf('carla', accepted)).toEqual({ accept: false, decline: false, revoke: false, remove: false });
  });

  it('relation as the profile button shows it', () => {
    expect(relationOf('ben', null)).toBe('NONE');
    expect(relationOf('ben', pending)).toBe('REQUEST_SENT');
    expect(relationOf('anna', pending)).toBe('REQUEST_RECEIVED');
    expect(relationOf('anna', accepted)).toBe('FRIENDS');
    expect(relationOf('anna', { ...pending, status: 'DECLINED' })).toBe('NONE');
  });
});

describe('the 10-friend limit (spec §6, §9)', () => {
  it.each([
    ['unverified with 9', member('x'), 9, true],
    ['unverified with 10', member('x'), 10, false],
    ['unverified with 11 (old data)', member('x'), 11, false],
    ['verified with 10', member('x', { isVerified: true }), 10, true],
    ['premium with 500', member('x', { isPremium: true }), 500, true],
  ] as const)('%s: room for one more = %s', (_label, m, count, expected) => {
    expect(hasRoomForFriend(m, count)).toBe(expected);
  });
});

describe('sending a request', () => {
  const CASES: [string, Partial<RequestFacts>, string | null][] = [
    ['an ordinary request', {}, null],
    ['a deactivated sender', { sender: member('ben', { isDeactivated: true }) }, 'NEED_ACTIVE'],
    ['a deleted sender', { sender: member('ben', { deletedAt: new Date() }) }, 'NEED_ACTIVE'],
    // Spec §4 guard 2, §8: a pending member (e-mail or phone not confirmed) reaches nobody.
    ['a sender without a confirmed e-mail', { sender: member('ben', { emailVerifiedAt: null }) }, 'NEED_PHONE_AND_EMAIL'],
    ['a sender without a confirmed phone', { sender: member('ben', { phoneVerifiedAt: null }) }, 'NEED_PHONE_AND_EMAIL'],
    ['a pending target (only the sender must be confirmed)', { target: member('anna', { sex: 'F', emailVerifiedAt: null, phoneVerifiedAt: null }) }, null],
    ['an unknown target', { target: null }, 'USER_NOT_FOUND'],
    ['a deleted target', { target: member('anna', { deletedAt: new Date() }) }, 'USER_NOT_FOUND'],
    ['a deactivated target', { target: member('anna', { isDeactivated: true }) }, 'USER_NOT_FOUND'],
    ['oneself', { target: ben }, 'FRIEND_REQUEST_SELF'],
    // Staff are not members (decision 0031): no friendships either way.
    ['a staff sender', { sender: member('ben', { admin: true }) }, 'STAFF_NOT_MEMBER'],
    ['a staff target', { target: member('anna', { sex: 'F', admin: true }) }, 'USER_NOT_FOUND'],
    ['a member the sender blocked', { blockedBySender: true }, 'USER_BLOCKED'],
    ['a member who blocked the sender', { blockedByTarget: true }, 'BLOCKED_BY_USER'],
    ['blocks both ways: own block named first', { blockedBySender: true, blockedByTarget: true }, 'USER_BLOCKED'],
    ['a friend', { open: { requesterId: 'anna', addresseeId: 'ben', status: 'ACCEPTED' } }, 'ALREADY_FRIENDS'],
    ['a second request while one is open', { open: { requesterId: 'ben', addresseeId: 'anna', status: 'PENDING' } }, 'FRIEND_REQUEST_EXISTS'],
    ['verified-only target, unverified sender', { targetOnlyVerifiedMayContact: true }, 'CONTACT_NOT_POSSIBLE'],
    ['verified-only target, verified sender', { targetOnlyVerifiedMayContact: true, sender: member('ben', { isVerified: true }) }, null],
    ['verified-only target, premium sender', { targetOnlyVerifiedMayContact: true, sender: member('ben', { isPremium: true }) }, null],
    ['target looks for the sender’s type', { targetLookingFor: ['M', 'MF'] }, null],
    ['target looks for other types', { targetLookingFor: ['F', 'FF'] }, 'PROFILE_TYPE_MISMATCH'],
    ['target looks for everyone (empty)', { targetLookingFor: [] }, null],
    ['sender without profile type, target picky', { sender: member('ben', { sex: null }), targetLookingFor: ['M'] }, 'PROFILE_TYPE_MISMATCH'],
    ['unverified sender with 9 friends', { senderFriendCount: 9 }, null],
    ['unverified sender with 10 friends', { senderFriendCount: 10 }, 'FRIEND_LIMIT_REACHED'],
    ['verified sender with 10 friends', { senderFriendCount: 10, sender: member('ben', { isVerified: true }) }, null],
    ['unverified target with 10 friends', { targetFriendCount: 10 }, 'FRIEND_LIMIT_REACHED_OTHER'],
    ['premium target with 10 friends', { targetFriendCount: 10, target: member('anna', { sex: 'F', isPremium: true }) }, null],
  ];

  it.each(CASES)('%s', (_label, overrides, code) => {
    expect(canRequestFriendship(requestFacts(overrides))).toEqual(code ? { allowed: false, code } : { allowed: true });
  });
});

describe('accepting a request', () => {
  const request = { requesterId: 'ben', addresseeId: 'anna', status: 'PENDING' as const };
  function acceptFacts(overrides: Partial<AcceptFacts> = {}): AcceptFacts {
    return { viewer: anna, friendship: request, requester: ben, blockedEitherWay: false, viewerFriendCount: 0, requesterFriendCount: 0, ...overrides };
  }
  const CASES: [string, Partial<AcceptFacts>, string | null][] = [
    ['the addressee accepts', {}, null],
    ['the requester tries', { viewer: ben }, 'NOT_FOUND'],
    ['a third member tries', { viewer: member('carla') }, 'NOT_FOUND'],
    ['a revoked request', { friendship: { ...request, status: 'REVOKED' } }, 'NOT_FOUND'],
    ['an accepted one', { friendship: { ...request, status: 'ACCEPTED' } }, 'ALREADY_FRIENDS'],
    ['a deactivated addressee', { viewer: member('anna', { isDeactivated: true }) }, 'NEED_ACTIVE'],
    ['an addressee without a confirmed phone', { viewer: member('anna', { phoneVerifiedAt: null }) }, 'NEED_PHONE_AND_EMAIL'],
    ['a deleted requester', { requester: member('ben', { deletedAt: new Date() }) }, 'USER_NOT_FOUND'],
    ['a deactivated requester', { requester: member('ben', { isDeactivated: true }) }, 'USER_NOT_FOUND'],
    ['a staff addressee', { viewer: member('anna', { admin: true }) }, 'STAFF_NOT_MEMBER'],
    ['a request from staff', { requester: member('ben', { admin: true }) }, 'USER_NOT_FOUND'],
    ['a block between them', { blockedEitherWay: true }, 'NOT_FOUND'],
    ['unverified addressee with 9 friends', { viewerFriendCount: 9 }, null],
    ['unverified addressee with 10 friends', { viewerFriendCount: 10 }, 'FRIEND_LIMIT_REACHED'],
    ['verified addressee with 10 friends', { viewerFriendCount: 10, viewer: member('anna', { isVerified: true }) }, null],
    ['unverified requester with 10 friends', { requesterFriendCount: 10 }, 'FRIEND_LIMIT_REACHED_OTHER'],
    ['premium requester with 10 friends', { requesterFriendCount: 10, requester: member('ben', { isPremium: true }) }, null],
  ];

  it.each(CASES)('%s', (_label, overrides, code) => {
    expect(canAcceptFriendship(acceptFacts(overrides))).toEqual(code ? { allowed: false, code } : { allowed: true });
  });
});
