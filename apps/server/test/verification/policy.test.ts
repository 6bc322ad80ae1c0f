import { describe, expect, it } from 'vitest';
import { checkDenyReason, checklistFor, mayDecide, mayReviewVerifications, mayStartVerification, mayUploadSelfie, type RequestFacts } from '../../src/modules/verification/verification.policy.js';

// docs/decisions/0033: the rules of verification by selfie, allowed and refused.

const at = new Date('2026-03-01T12:00:00Z');
const member = (o: Record<string, unknown> = {}) => ({ admin: false, isVerified: false, isDeactivated: false, emailVerifiedAt: at, phoneVerifiedAt: at, ...o });
const request = (o: Partial<RequestFacts> = {}): RequestFacts => ({ userId: 'anna', state: 'PENDING', selfieStorageKey: null, ...o });
const refused = (code: string) => ({ allowed: false, code });
const ok = { allowed: true };

describe('starting a request (spec §4: one PENDING at a time; members only)', () => {
  it.each([
    ['an activated, unverified member', member(), false, ok],
    ['a premium member who is not verified (verification outlasts a subscription)', member({ isPremium: true }), false, ok],
    ['a visitor', null, false, refused('NOT_SIGNED_IN')],
    ['a member without a confirmed phone', member({ phoneVerifiedAt: null }), false, refused('NEED_PHONE_AND_EMAIL')],
    ['a deactivated member', member({ isDeactivated: true }), false, refused('NEED_ACTIVE')],
    ['staff (decision 0031)', member({ admin: true }), false, refused('STAFF_NOT_MEMBER')],
    ['a verified member', member({ isVerified: true }), false, refused('VERIFICATION_ALREADY_VERIFIED')],
    ['a member with a PENDING request', member(), true, refused('VERIFICATION_PENDING_EXISTS')],
  ])('%s', (_l, who, pending, expected) => {
    expect(mayStartVerification(who as never, pending)).toEqual(expected);
  });
});

describe('uploading the selfie: one’s own PENDING request, once', () => {
  it.each([
    ['one’s own PENDING request without a selfie', member(), request(), 'anna', ok],
    ['someone else’s request (as unknown)', member(), request(), 'ben', refused('NOT_FOUND')],
    ['an unknown request', member(), null, 'anna', refused('NOT_FOUND')],
    ['a decided request', member(), request({ state: 'DENIED' }), 'anna', refused('VERIFICATION_NOT_PENDING')],
    ['a second selfie', member(), request({ selfieStorageKey: 'verification-selfies/x' }), 'anna', refused('VERIFICATION_SELFIE_EXISTS')],
    ['a deactivated member', member({ isDeactivated: true }), request(), 'anna', refused('NEED_ACTIVE')],
  ])('%s', (_l, who, req, id, expected) => {
    expect(mayUploadSelfie(who as never, req, id)).toEqual(expected);
  });
});

describe('reviewing and deciding: staff only, a PENDING request with its selfie', () => {
  const submitted = request({ selfieStorageKey: 'verification-selfies/x' });
  it.each([
    ['an admin on a submitted request', { admin: true }, submitted, ok],
    ['a member', { admin: false }, submitted, refused('NOT_ALLOWED')],
    ['a visitor', null, submitted, refused('NOT_SIGNED_IN')],
    ['an admin on an unknown request', { admin: true }, null, refused('NOT_FOUND')],
    ['an admin on a decided request', { admin: true }, request({ state: 'VERIFIED' }), refused('VERIFICATION_NOT_PENDING')],
    ['an admin before the selfie arrived', { admin: true }, request(), refused('VERIFICATION_SELFIE_MISSING')],
  ])('%s', (_l, who, req, expected) => {
    expect(mayDecide(who, req)).toEqual(expected);
  });

  it('reading the queue and the selfie: staff only', () => {
    expect(mayReviewVerifications({ admin: true })).toEqual(ok);
    expect(mayReviewVerifications({ admin: false })).toEqual(refused('NOT_ALLOWED'));
    expect(mayReviewVerifications(null)).toEqual(refused('NOT_SIGNED_IN'));
  });
});

describe('a denial’s reason (the member reads it)', () => {
  it('is trimmed and kept within 5 to 500 characters', () => {
    expect(checkDenyReason('  Code nicht lesbar  ')).toEqual({ ok: true, reason: 'Code nicht lesbar' });
    expect(checkDenyReason('    ')).toEqual({ ok: false, code: 'VERIFICATION_REASON_TOO_SHORT' });
    expect(checkDenyReason('kurz')).toEqual({ ok: false, code: 'VERIFICATION_REASON_TOO_SHORT' });
    expect(checkDenyReason(42)).toEqual({ ok: false, code: 'VERIFICATION_REASON_TOO_SHORT' });
    expect(checkDenyReason('x'.repeat(500))).toEqual({ ok: true, reason: 'x'.repeat(500) });
    expect(checkDenyReason('x'.repeat(501))).toEqual({ ok: false, code: 'VERIFICATION_REASON_TOO_LONG' });
  });
});

describe('the checklist (spec §5)', () => {
  it('asks for both people only for couples', () => {
    expect(checklistFor('MF')).toEqual(['CODE_VISIBLE', 'BOTH_PEOPLE', 'AVATAR_NO_GENITALS']);
    expect(checklistFor('FF')).toContain('BOTH_PEOPLE');
    expect(checklistFor('M')).toEqual(['CODE_VISIBLE', 'AVATAR_NO_GENITALS']);
    expect(checklistFor(null)).not.toContain('BOTH_PEOPLE');
  });
});
