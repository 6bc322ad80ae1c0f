import { describe, expect, it } from 'vitest';
import { socketMayStay } from '../../src/realtime/connection.policy.js';

// An open socket stays only while its session holds and its member may be in (decision 0020).

const NOW = new Date('2026-05-01T20:00:00.000Z');
const member = { deletedAt: null, isDeactivated: false, loginTimeoutUntil: null };

describe('socketMayStay', () => {
  it.each([
    ['a live session of an active member', member, true],
    ['a member whose login timeout has passed', { ...member, loginTimeoutUntil: new Date(NOW.getTime() - 1) }, true],
    ['a session that ended or expired', undefined, false],
    ['a member during a login timeout', { ...member, loginTimeoutUntil: new Date(NOW.getTime() + 60_000) }, false],
    ['a deactivated member', { ...member, isDeactivated: true }, false],
    ['a deleted member', { ...member, deletedAt: NOW }, false],
  ] as const)('%s: %s', (_name, m, expected) => {
    expect(socketMayStay(m, NOW)).toBe(expected);
  });
});
