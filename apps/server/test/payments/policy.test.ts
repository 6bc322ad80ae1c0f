import { describe, expect, it } from 'vitest';
import * as subs from '../../src/modules/subscriptions/subscriptions.policy.js';
import * as pay from '../../src/modules/payments/payments.policy.js';

// Premium and payment rules (docs/decisions/0034): each with its allowed and its denied case.

const now = new Date('2026-11-26T10:00:00Z');
const later = new Date('2026-12-26T10:00:00Z');
const earlier = new Date('2026-10-26T10:00:00Z');
const memberBuyer = { admin: false, isDeactivated: false, deletedAt: null };
const staff = { ...memberBuyer, admin: true };
const sub = (state: subs.SubscriptionFacts['state'], o: Partial<subs.SubscriptionFacts> = {}): subs.SubscriptionFacts => ({ state, currentPeriodEnd: later, cancelAtPeriodEnd: false, autoRenew: true, ...o });
const code = (d: { allowed: boolean; code?: string }) => (d.allowed ? 'ALLOWED' : d.code);

describe('subscriptions.policy', () => {
  it.each([
    ['TRIAL', later, true],
    ['ACTIVE', later, true],
    ['PAST_DUE', earlier, true],
    ['CANCELLED', later, true],
    ['CANCELLED', earlier, false],
    ['ENDED', later, false],
  ] as const)('grantsPremium: %s ending %s → %s', (state, end, expected) => {
    expect(subs.grantsPremium(sub(state, { currentPeriodEnd: end }), now)).toBe(expected);
  });

  it('canBuyPackage: a member without a live subscription; not beside one, not staff, not deactivated', () => {
    expect(code(subs.canBuyPackage(memberBuyer, null))).toBe('ALLOWED');
    expect(code(subs.canBuyPackage(memberBuyer, sub('ENDED')))).toBe('ALLOWED');
    expect(code(subs.canBuyPackage(memberBuyer, sub('CANCELLED')))).toBe('SUBSCRIPTION_EXISTS');
    expect(code(subs.canBuyPackage(staff, null))).toBe('STAFF_NOT_MEMBER');
    expect(code(subs.canBuyPackage({ ...memberBuyer, isDeactivated: true }, null))).toBe('NOT_ALLOWED');
  });

  it('canStartTrial: once per member, and only when staff offer one', () => {
    expect(code(subs.canStartTrial(memberBuyer, null, false, 7))).toBe('ALLOWED');
    expect(code(subs.canStartTrial(memberBuyer, null, true, 7))).toBe('TRIAL_ALREADY_USED');
    expect(code(subs.canStartTrial(memberBuyer, null, false, 0))).toBe('TRIAL_ALREADY_USED');
    expect(code(subs.canStartTrial(memberBuyer, sub('ACTIVE'), false, 7))).toBe('SUBSCRIPTION_EXISTS');
    expect(code(subs.canStartTrial(staff, null, false, 7))).toBe('STAFF_NOT_MEMBER');
  });

  it('canCancel: trial, active or retrying; not cancelled twice, not without one', () => {
    expect(code(subs.canCancel(sub('ACTIVE')))).toBe('ALLOWED');
    expect(code(subs.canCancel(sub('TRIAL')))).toBe('ALLOWED');
    expect(code(subs.canCancel(sub('CANCELLED')))).toBe('SUBSCRIPTION_STATE_INVALID');
    expect(code(subs.canCancel(null))).toBe('NO_SUBSCRIPTION');
    expect(code(subs.canCancel(sub('ENDED')))).toBe('NO_SUBSCRIPTION');
  });

  it('canResume: a cancelled one before its end with a card to charge', () => {
    expect(code(subs.canResume(sub('CANCELLED'), now, true))).toBe('ALLOWED');
    expect(code(subs.canResume(sub('CANCELLED'), now, false))).toBe('NO_PAYMENT_METHOD');
    expect(code(subs.canResume(sub('CANCELLED', { currentPeriodEnd: earlier }), now, true))).toBe('SUBSCRIPTION_STATE_INVALID');
    expect(code(subs.canResume(sub('ACTIVE'), now, true))).toBe('SUBSCRIPTION_STATE_INVALID');
  });

  it('canChangePackage: active or trial only', () => {
    expect(code(subs.canChangePackage(sub('ACTIVE')))).toBe('ALLOWED');
    expect(code(subs.canChangePackage(sub('CANCELLED')))).toBe('SUBSCRIPTION_STATE_INVALID');
    expect(code(subs.canChangePackage(null))).toBe('NO_SUBSCRIPTION');
  });

  it('atPeriodEnd: renews a renewing one with a card; ends a cancelled one, a TWINT one, one without a card', () => {
    expect(subs.atPeriodEnd(sub('ACTIVE'), true)).toBe('renew');
    expect(subs.atPeriodEnd(sub('TRIAL'), true)).toBe('renew');
    expect(subs.atPeriodEnd(sub('CANCELLED', { cancelAtPeriodEnd: true }), true)).toBe('end');
    expect(subs.atPeriodEnd(sub('ACTIVE', { autoRenew: false }), true)).toBe('end');
    expect(subs.atPeriodEnd(sub('ACTIVE'), false)).toBe('end');
  });

  it('afterFailedRenewal: three retries, then the end', () => {
    expect([1, 2, 3, 4].map((n) => subs.afterFailedRenewal(n, 3))).toEqual(['retry', 'retry', 'retry', 'end']);
  });

  it('canManagePremiumSettings: staff only', () => {
    expect(code(subs.canManagePremiumSettings({ admin: true }))).toBe('ALLOWED');
    expect(code(subs.canManagePremiumSettings({ admin: false }))).toBe('NOT_ALLOWED');
  });
});

describe('payments.policy', () => {
  it('canPay: members; not staff, not deactivated', () => {
    expect(code(pay.canPay(memberBuyer))).toBe('ALLOWED');
    expect(code(pay.canPay(staff))).toBe('STAFF_NOT_MEMBER');
    expect(code(pay.canPay({ ...memberBuyer, deletedAt: now }))).toBe('NOT_ALLOWED');
  });

  it('canSeePayment: the own payment; anyone else’s (or an anonymised one) is NOT_FOUND', () => {
    expect(code(pay.canSeePayment('a', { userId: 'a' }))).toBe('ALLOWED');
    expect(code(pay.canSeePayment('a', { userId: 'b' }))).toBe('NOT_FOUND');
    expect(code(pay.canSeePayment('a', { userId: null }))).toBe('NOT_FOUND');
    expect(code(pay.canSeePayment('a', undefined))).toBe('NOT_FOUND');
  });

  it('canRemoveMethod: not the last card of a renewing subscription', () => {
    const card = { isDefault: true, reusable: true };
    expect(code(pay.canRemoveMethod(card, { renewingSubscription: false, otherReusableMethods: 0 }))).toBe('ALLOWED');
    expect(code(pay.canRemoveMethod(card, { renewingSubscription: true, otherReusableMethods: 1 }))).toBe('ALLOWED');
    expect(code(pay.canRemoveMethod(card, { renewingSubscription: true, otherReusableMethods: 0 }))).toBe('PAYMENT_METHOD_IN_USE');
    expect(code(pay.canRemoveMethod(null, { renewingSubscription: false, otherReusableMethods: 0 }))).toBe('NOT_FOUND');
  });

  it('canMakeDefault: a reusable method; not TWINT', () => {
    expect(code(pay.canMakeDefault({ reusable: true }))).toBe('ALLOWED');
    expect(code(pay.canMakeDefault({ reusable: false }))).toBe('NOT_ALLOWED');
  });

  it('settles: only a pending payment changes status', () => {
    expect(pay.settles({ status: 'PENDING' })).toBe(true);
    expect(['SUCCEEDED', 'FAILED', 'CANCELLED'].map((status) => pay.settles({ status }))).toEqual([false, false, false]);
  });
});
