import { describe, expect, it } from 'vitest';
import { mayDeactivate, mayDelete, mayExport } from '../../src/modules/privacy/account-closure.policy.js';
import { mayEndSession } from '../../src/modules/accounts/sessions.policy.js';

// The account life cycle's rules without a database: each with its allowed and denied cases.

const NOW = new Date('2026-05-01T12:00:00Z');
const member = (o: Partial<{ admin: boolean; deletedAt: Date | null; isDeactivated: boolean; language: string; loginTimeoutUntil: Date | null }> = {}) => ({
  admin: false,
  deletedAt: null,
  isDeactivated: false,
  language: 'de',
  loginTimeoutUntil: null,
  ...o,
});
const ok = { allowed: true };
const refused = (code: string) => ({ allowed: false, code });

describe('mayDeactivate', () => {
  it.each([
    ['an active member', member(), ok],
    ['an admin', member({ admin: true }), refused('ACCOUNT_IS_ADMIN')],
    ['a member already deactivated', member({ isDeactivated: true }), refused('ACCOUNT_DEACTIVATED')],
    ['a deleted member', member({ deletedAt: NOW }), refused('NOT_FOUND')],
  ])('%s', (_, m, expected) => expect(mayDeactivate(m)).toEqual(expected));
});

describe('mayDelete', () => {
  it.each([
    ['German member, German phrase', member(), 'Ich bin sicher', ok],
    ['English member, English phrase', member({ language: 'en' }), 'I am sure', ok],
    ['a deactivated member (settings are open to them)', member({ isDeactivated: true }), 'Ich bin sicher', ok],
    ['German member, English phrase', member(), 'I am sure', refused('DELETION_PHRASE_WRONG')],
    ['English member, German phrase', member({ language: 'en' }), 'Ich bin sicher', refused('DELETION_PHRASE_WRONG')],
    ['lower case', member(), 'ich bin sicher', refused('DELETION_PHRASE_WRONG')],
    ['an admin with the right phrase', member({ admin: true }), 'Ich bin sicher', refused('ACCOUNT_IS_ADMIN')],
  ])('%s', (_, m, phrase, expected) => expect(mayDelete(m, phrase)).toEqual(expected));

  it('without a phrase it answers whether the member may delete at all (for the screen)', () => {
    expect(mayDelete(member(), null)).toEqual(ok);
    expect(mayDelete(member({ admin: true }), null)).toEqual(refused('ACCOUNT_IS_ADMIN'));
  });
});

describe('mayExport', () => {
  it.each([
    ['a member', member(), ok],
    ['a deactivated member', member({ isDeactivated: true }), ok],
    ['a visitor', null, refused('NOT_SIGNED_IN')],
    ['a member under a login timeout', member({ loginTimeoutUntil: new Date(NOW.getTime() + 60_000) }), refused('LOGIN_TIMEOUT')],
    ['a member whose timeout ended', member({ loginTimeoutUntil: new Date(NOW.getTime() - 60_000) }), ok],
  ])('%s', (_, m, expected) => expect(mayExport(m, NOW)).toEqual(expected));
});

describe('mayEndSession', () => {
  const session = { userId: 'anna', tokenHash: 'other-device' };
  it.each([
    ['one of the member’s other sessions', 'anna', 'this-device', session, ok],
    ['the session of this request', 'anna', 'other-device', session, refused('NOT_ALLOWED')],
    ['someone else’s session', 'ben', 'bens-device', session, refused('NOT_FOUND')],
    ['an unknown id', 'anna', 'this-device', undefined, refused('NOT_FOUND')],
  ])('%s', (_, viewer, current, s, expected) => expect(mayEndSession(viewer, current, s)).toEqual(expected));
});
