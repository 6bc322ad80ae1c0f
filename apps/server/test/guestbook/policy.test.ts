import { describe, expect, it } from 'vitest';
import { GUESTBOOK_STATES, type GuestbookState } from '@venue/shared';
import { abilitiesOf, canModerate, canSeeEntry, canTransition, canWriteEntry } from '../../src/modules/guestbook/guestbook.policy.js';

// docs/decisions/0006-guestbook-states.md: every pair of states, allowed or refused.
const ALLOWED: [GuestbookState, GuestbookState][] = [
  ['SUBMITTED', 'UNDER_REVIEW'],
  ['SUBMITTED', 'PUBLISHED'],
  ['SUBMITTED', 'REJECTED'],
  ['UNDER_REVIEW', 'PUBLISHED'],
  ['UNDER_REVIEW', 'REJECTED'],
  ['PUBLISHED', 'REJECTED'],
  ['REJECTED', 'UNDER_REVIEW'],
  ['REJECTED', 'PUBLISHED'],
];
const key = (from: string, to: string) => `${from} → ${to}`;
const allowedKeys = new Set(ALLOWED.map(([f, t]) => key(f, t)));
const ALL_PAIRS = GUESTBOOK_STATES.flatMap((from) => GUESTBOOK_STATES.map((to) => [from, to] as const));
const REFUSED = ALL_PAIRS.filter(([f, t]) => !allowedKeys.has(key(f, t)));

const admin = { id: 'a', admin: true, emailVerifiedAt: new Date() };
const memberOk = { id: 'm', admin: false, emailVerifiedAt: new Date() };
const memberUnverified = { id: 'u', admin: false, emailVerifiedAt: null };

describe('guestbook state transitions', () => {
  it.each(ALLOWED)('%s → %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toEqual({ allowed: true });
  });

  it.each(REFUSED)('%s → %s is refused', (from, to) => {
    expect(canTransition(from, to)).toEqual({ allowed: false, code: 'GUESTBOOK_STATE_CHANGE_REFUSED' });
  });

  it('covers every pair: nothing leads back to SUBMITTED, no state to itself', () => {
    expect(ALLOWED.length + REFUSED.length).toBe(16);
    expect(REFUSED).toEqual(expect.arrayContaining([['PUBLISHED', 'SUBMITTED'], ['REJECTED', 'SUBMITTED'], ['PUBLISHED', 'PUBLISHED'], ['PUBLISHED', 'UNDER_REVIEW']]));
  });
});

describe('who may do what', () => {
  it('writing needs an account with a confirmed e-mail address', () => {
    expect(canWriteEntry(memberOk)).toEqual({ allowed: true });
    expect(canWriteEntry(null)).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
    expect(canWriteEntry(memberUnverified)).toEqual({ allowed: false, code: 'EMAIL_NOT_VERIFIED' });
  });

  it('moderating is for admins only', () => {
    expect(canModerate(admin)).toEqual({ allowed: true });
    expect(canModerate(memberOk)).toEqual({ allowed: false, code: 'NOT_ALLOWED' });
    expect(canModerate(null)).toEqual({ allowed: false, code: 'NOT_SIGNED_IN' });
  });

  it('a published entry is seen by all; others only by their author and admins', () => {
    expect(canSeeEntry(null, { state: 'PUBLISHED', authorId: null })).toBe(true);
    expect(canSeeEntry(null, { state: 'SUBMITTED', authorId: 'm' })).toBe(false);
    expect(canSeeEntry(memberOk, { state: 'UNDER_REVIEW', authorId: 'm' })).toBe(true);
    expect(canSeeEntry(memberOk, { state: 'REJECTED', authorId: 'other' })).toBe(false);
    expect(canSeeEntry(memberOk, { state: 'SUBMITTED', authorId: null })).toBe(false);
    expect(canSeeEntry(admin, { state: 'REJECTED', authorId: 'other' })).toBe(true);
  });

  it('abilities follow the transitions for admins and are all false for others', () => {
    expect(abilitiesOf(admin, { state: 'PUBLISHED' })).toEqual({ edit: true, delete: true, answer: true, review: false, publish: false, reject: true });
    expect(abilitiesOf(admin, { state: 'SUBMITTED' })).toEqual({ edit: true, delete: true, answer: true, review: true, publish: true, reject: true });
    const none = { edit: false, delete: false, answer: false, review: false, publish: false, reject: false };
    expect(abilitiesOf(memberOk, { state: 'SUBMITTED' })).toEqual(none);
    expect(abilitiesOf(null, { state: 'PUBLISHED' })).toEqual(none);
  });
});
