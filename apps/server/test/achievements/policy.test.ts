import { describe, expect, it } from 'vitest';
import * as p from '../../src/modules/achievements/achievements.policy.js';

// The achievement rules (spec §9, decision 0048), each with its allowed and denied case.

describe('achievement policy', () => {
  it('members earn achievements; staff and deleted members do not', () => {
    expect(p.mayEarn({ admin: false, deletedAt: null })).toEqual({ allowed: true });
    expect(p.mayEarn({ admin: true, deletedAt: null })).toEqual({ allowed: false, code: 'STAFF_NOT_MEMBER' });
    expect(p.mayEarn({ admin: false, deletedAt: new Date() })).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(p.mayEarn(undefined)).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });

  it('the own achievements screen is for members; staff are told they are not members', () => {
    expect(p.mayListOwn({ admin: false })).toEqual({ allowed: true });
    expect(p.mayListOwn({ admin: true })).toEqual({ allowed: false, code: 'STAFF_NOT_MEMBER' });
  });

  it('a count reaches every threshold up to it, and none below the first', () => {
    expect(p.reachedKeys('FRIENDS', 0)).toEqual([]);
    expect(p.reachedKeys('FRIENDS', 1)).toEqual(['FRIENDS_1']);
    expect(p.reachedKeys('FRIENDS', 49)).toEqual(['FRIENDS_1']);
    expect(p.reachedKeys('FRIENDS', 50)).toEqual(['FRIENDS_1', 'FRIENDS_50']);
    expect(p.reachedKeys('ROOM_MESSAGES', 1000)).toEqual(['ROOM_MESSAGES_1', 'ROOM_MESSAGES_500', 'ROOM_MESSAGES_1000']);
    expect(p.reachedKeys('UPLOADS', 50)).toEqual(['UPLOADS_1', 'UPLOADS_50']);
    expect(p.reachedKeys('LIKES', 100)).toEqual(['LIKES_1', 'LIKES_100']);
  });

  it('the first gift is earned by the first gift sent (issue 17), and then not counted again', () => {
    expect(p.reachedKeys('GIFTS', 0)).toEqual([]);
    expect(p.reachedKeys('GIFTS', 1)).toEqual(['FIRST_GIFT']);
    expect(p.countingLimit('GIFTS', new Set())).toBe(1);
    expect(p.countingLimit('GIFTS', new Set(['FIRST_GIFT']))).toBeNull();
  });

  it('counting stops at the highest open threshold, and a complete family is not counted', () => {
    expect(p.countingLimit('ROOM_MESSAGES', new Set())).toBe(1000);
    expect(p.countingLimit('ROOM_MESSAGES', new Set(['ROOM_MESSAGES_1', 'ROOM_MESSAGES_500']))).toBe(1000);
    expect(p.countingLimit('ROOM_MESSAGES', new Set(['ROOM_MESSAGES_1', 'ROOM_MESSAGES_500', 'ROOM_MESSAGES_1000']))).toBeNull();
    expect(p.countingLimit('UPLOADS', new Set(['UPLOADS_1']))).toBe(50);
  });

  it('names each family’s highest achievement, as far as its count goes', () => {
    expect(p.highestOfFamily('ROOM_MESSAGES')).toEqual({ key: 'ROOM_MESSAGES_1000', threshold: 1000 });
    expect(p.highestOfFamily('FRIENDS')).toEqual({ key: 'FRIENDS_100', threshold: 100 });
    expect(p.highestOfFamily('GIFTS')).toEqual({ key: 'FIRST_GIFT', threshold: 1 });
  });
});
