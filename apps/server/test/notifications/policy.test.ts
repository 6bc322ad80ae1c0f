import { describe, expect, it } from 'vitest';
import { canRemoveSubscription, canSaveSubscription } from '../../src/modules/notifications/push-subscriptions.policy.js';

const anna = { id: 'a' };
const ben = { id: 'b' };

describe('push subscription rules', () => {
  it.each([
    ['a member may save', anna, { allowed: true }],
    ['a visitor may not', null, { allowed: false, code: 'NOT_SIGNED_IN' }],
  ] as const)('%s', (_label, viewer, decision) => {
    expect(canSaveSubscription(viewer)).toEqual(decision);
  });

  it.each([
    ['the owner may remove', anna, { userId: 'a' }, { allowed: true }],
    ['another member may not: NOT_FOUND, as for an unknown one', ben, { userId: 'a' }, { allowed: false, code: 'NOT_FOUND' }],
    ['nobody removes an unknown one', anna, undefined, { allowed: false, code: 'NOT_FOUND' }],
    ['a visitor may not', null, { userId: 'a' }, { allowed: false, code: 'NOT_SIGNED_IN' }],
  ] as const)('%s', (_label, viewer, subscription, decision) => {
    expect(canRemoveSubscription(viewer, subscription)).toEqual(decision);
  });
});
