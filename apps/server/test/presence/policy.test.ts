import { describe, expect, it } from 'vitest';
import { activeSince, activityWriteDue, appearsOnline, comesOnline, isListedMember, presenceFor, recordsActivity, showsPresence, type OnlineTarget } from '../../src/modules/presence/presence.policy.js';

// docs/decisions/0015-search-and-presence.md: presence rules, allowed and denied.

const NOW = new Date('2026-05-01T20:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

describe('recording activity', () => {
  const member = (o: Partial<Parameters<typeof recordsActivity>[0]> = {}) => ({ deletedAt: null, loginTimeoutUntil: null, emailVerifiedAt: ago(1), phoneVerifiedAt: ago(1), ...o });
  it.each([
    ['an activated member', member(), true],
    ['a member whose login timeout has ended', member({ loginTimeoutUntil: ago(1) }), true],
    ['a member during a login timeout', member({ loginTimeoutUntil: new Date(NOW.getTime() + MINUTE) }), false],
    ['a deleted member', member({ deletedAt: ago(MINUTE) }), false],
    ['a member whose e-mail is not confirmed yet', member({ emailVerifiedAt: null }), false],
    ['a member whose phone is not confirmed yet', member({ phoneVerifiedAt: null }), false],
  ] as const)('%s: %s', (_name, member, expected) => {
    expect(recordsActivity(member, NOW)).toBe(expected);
  });

  it.each([
    ['never written', null, true],
    ['written a minute ago', ago(MINUTE), true],
    ['written an hour ago', ago(60 * MINUTE), true],
    ['written 59.999 s ago', ago(MINUTE - 1), false],
    ['written just now', NOW, false],
  ] as const)('a write is due when %s: %s', (_name, last, expected) => {
    expect(activityWriteDue(last, NOW)).toBe(expected);
  });
});

describe('listed members (search and online lists)', () => {
  const activated = { deletedAt: null, isDeactivated: false, emailVerifiedAt: ago(1), phoneVerifiedAt: ago(1), admin: false };
  it.each([
    ['an activated member', activated, true],
    ['staff (an admin account; decision 0031)', { ...activated, admin: true }, false],
    ['deactivated', { ...activated, isDeactivated: true }, false],
    ['deleted', { ...activated, deletedAt: ago(1) }, false],
    ['e-mail not confirmed', { ...activated, emailVerifiedAt: null }, false],
    ['phone not confirmed', { ...activated, phoneVerifiedAt: null }, false],
  ] as const)('%s: %s', (_name, member, expected) => {
    expect(isListedMember(member)).toBe(expected);
  });
});

describe('who appears online to the viewer', () => {
  const target = (o: Partial<OnlineTarget> = {}): OnlineTarget => ({
    id: 't',
    deletedAt: null,
    isDeactivated: false,
    emailVerifiedAt: ago(1),
    phoneVerifiedAt: ago(1),
    admin: false,
    lastActiveAt: ago(MINUTE),
    shownOnline: true,
    ...o,
  });
  const free = { blockedEitherWay: false };

  it.each([
    ['active a minute ago, shown', target(), free, true],
    ['active exactly 5 minutes ago', target({ lastActiveAt: ago(5 * MINUTE) }), free, true],
    ['active 5 minutes and 1 ms ago', target({ lastActiveAt: ago(5 * MINUTE + 1) }), free, false],
    ['never active', target({ lastActiveAt: null }), free, false],
    ['not shown among online users', target({ shownOnline: false }), free, false],
    ['a block either way', target(), { blockedEitherWay: true }, false],
    ['deactivated', target({ isDeactivated: true }), free, false],
    ['deleted', target({ deletedAt: ago(1) }), free, false],
    ['not activated yet', target({ phoneVerifiedAt: null }), free, false],
    ['staff (decision 0031)', target({ admin: true }), free, false],
    ['the viewer themself', target({ id: 'v' }), free, false],
  ] as const)('%s: %s', (_name, t, relation, expected) => {
    expect(appearsOnline('v', t, relation, NOW)).toBe(expected);
  });

  it('the SQL bound is the same 5-minute window', () => {
    expect(activeSince(NOW)).toEqual(ago(5 * MINUTE));
  });
});

describe('presence events (docs/decisions/0020)', () => {
  it.each([
    ['never active before', null, true],
    ['last active 5 minutes and 1 ms ago', ago(5 * MINUTE + 1), true],
    ['last active an hour ago', ago(60 * MINUTE), true],
    ['last active exactly 5 minutes ago (still online)', ago(5 * MINUTE), false],
    ['last active a minute ago', ago(MINUTE), false],
  ] as const)('activity brings a member online when %s: %s', (_name, previous, expected) => {
    expect(comesOnline(previous, NOW)).toBe(expected);
  });

  const shown = { deletedAt: null, isDeactivated: false, emailVerifiedAt: ago(1), phoneVerifiedAt: ago(1), admin: false, shownOnline: true };
  it.each([
    ['listed and shown among online users', shown, true],
    ['staff (decision 0031)', { ...shown, admin: true }, false],
    ['hidden from online users', { ...shown, shownOnline: false }, false],
    ['deactivated', { ...shown, isDeactivated: true }, false],
    ['deleted', { ...shown, deletedAt: ago(1) }, false],
    ['not activated yet', { ...shown, emailVerifiedAt: null }, false],
  ] as const)('a member is announced to others when %s: %s', (_name, member, expected) => {
    expect(showsPresence(member)).toBe(expected);
  });

  it('gives a viewer the changes of others they have no block with: the batch itself, shared by every such viewer', () => {
    const change = { online: ['a', 'b'], offline: ['c'] };
    expect(presenceFor('v', change, new Set())).toBe(change);
    expect(presenceFor('w', change, new Set(['x']))).toBe(change);
    expect(presenceFor('v', change, new Set())).toEqual({ online: ['a', 'b'], offline: ['c'] });
  });

  it('leaves out the viewer and members blocked either way, and nothing at all when nothing is left', () => {
    const blocked = new Set(['b', 'c']);
    expect(presenceFor('v', { online: ['a', 'b', 'v'], offline: ['c'] }, blocked)).toEqual({ online: ['a'], offline: [] });
    expect(presenceFor('v', { online: ['v', 'b'], offline: ['c'] }, blocked)).toBeNull();
    expect(presenceFor('v', { online: [], offline: [] }, new Set())).toBeNull();
  });
});
