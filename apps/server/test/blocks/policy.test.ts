import { describe, expect, it } from 'vitest';
import { blockReasonSchema } from '@venue/shared';
import { canBlock, canUnblock, endStatusOnBlock, reasonFor } from '../../src/modules/blocks/blocks.policy.js';

// docs/decisions/0011-friends-and-blocks.md: blocking, allowed and refused.

const m = (id: string, overrides: Partial<{ isDeactivated: boolean; deletedAt: Date | null }> = {}) => ({ id, isDeactivated: false, deletedAt: null, ...overrides });

describe('blocking', () => {
  it.each([
    ['another member', m('anna'), m('ben'), null],
    ['oneself', m('anna'), m('anna'), 'BLOCK_SELF'],
    ['an unknown member', m('anna'), null, 'USER_NOT_FOUND'],
    ['a deleted member', m('anna'), m('ben', { deletedAt: new Date() }), 'USER_NOT_FOUND'],
    ['a deactivated member', m('anna'), m('ben', { isDeactivated: true }), 'USER_NOT_FOUND'],
    ['as a deactivated member', m('anna', { isDeactivated: true }), m('ben'), 'NEED_ACTIVE'],
  ] as const)('%s', (_label, viewer, target, code) => {
    expect(canBlock(viewer, target)).toEqual(code ? { allowed: false, code } : { allowed: true });
  });

  it('only the blocker lifts a block; the blocked member cannot', () => {
    expect(canUnblock('anna', { blockerId: 'anna' })).toEqual({ allowed: true });
    expect(canUnblock('ben', { blockerId: 'anna' })).toEqual({ allowed: false, code: 'NOT_FOUND' });
    expect(canUnblock('anna', null)).toEqual({ allowed: false, code: 'NOT_FOUND' });
  });

  it('the reason is the blocker’s alone', () => {
    const block = { blockerId: 'anna', reason: 'aufdringlich' };
    expect(reasonFor('anna', block)).toBe('aufdringlich');
    expect(reasonFor('ben', block)).toBeNull();
    expect(reasonFor('carla', block)).toBeNull();
  });

  it('ends an open friendship: REMOVED; a request: REVOKED by its sender, DECLINED by its addressee', () => {
    expect(endStatusOnBlock('anna', { requesterId: 'ben', status: 'ACCEPTED' })).toBe('REMOVED');
    expect(endStatusOnBlock('anna', { requesterId: 'anna', status: 'ACCEPTED' })).toBe('REMOVED');
    expect(endStatusOnBlock('anna', { requesterId: 'anna', status: 'PENDING' })).toBe('REVOKED');
    expect(endStatusOnBlock('anna', { requesterId: 'ben', status: 'PENDING' })).toBe('DECLINED');
  });
});

describe('the reason (spec §3: optional)', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    ['  belästigt mich  ', 'belästigt mich'],
    ['x'.repeat(500), 'x'.repeat(500)],
  ])('%j is accepted as %j', (raw, expected) => {
    expect(blockReasonSchema.parse(raw)).toBe(expected);
  });

  it('more than 500 characters is refused with its code', () => {
    const result = blockReasonSchema.safeParse('x'.repeat(501));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('BLOCK_REASON_TOO_LONG');
  });
});
