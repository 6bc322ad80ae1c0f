import { describe, expect, it } from 'vitest';
import { changePasswordInput, deleteAccountInput, isDeletionPhrase, requestEmailChangeInput, SETTING_TOGGLES, updateSettingsInput } from './settings.schemas.js';

const codes = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('settings input', () => {
  it('accepts any subset of the toggles and the reservations choice', () => {
    expect(updateSettingsInput.parse({ shownOnline: false })).toEqual({ shownOnline: false });
    expect(updateSettingsInput.parse({ reservationsVisibleTo: 'FRIENDS', emailOnMessage: true })).toEqual({ reservationsVisibleTo: 'FRIENDS', emailOnMessage: true });
  });

  it('names eleven toggles, each accepted on its own', () => {
    expect(SETTING_TOGGLES).toHaveLength(11);
    for (const key of SETTING_TOGGLES) expect(updateSettingsInput.safeParse({ [key]: true }).success).toBe(true);
  });

  it.each([
    ['nothing', {}],
    ['an unknown setting', { shownOnline: true, isAdmin: true }],
    ['a string for a toggle', { shownOnline: 'false' }],
    ['null for a toggle', { foundInSearch: null }],
    ['another visibility', { reservationsVisibleTo: 'NOBODY' }],
  ])('refuses %s with BAD_INPUT', (_, value) => {
    const r = updateSettingsInput.safeParse(value);
    expect(r.success).toBe(false);
    expect(codes(r)).toContain('BAD_INPUT');
  });
});

describe('the deletion phrase (spec §5)', () => {
  it('is the member’s language’s phrase, spaces around it forgiven', () => {
    expect(isDeletionPhrase('de', 'Ich bin sicher')).toBe(true);
    expect(isDeletionPhrase('de', '  Ich bin sicher ')).toBe(true);
    expect(isDeletionPhrase('en', 'I am sure')).toBe(true);
  });

  it.each([
    ['de', 'I am sure'],
    ['en', 'Ich bin sicher'],
    ['de', 'ich bin sicher'],
    ['en', 'I AM SURE'],
    ['de', 'Ich bin sicher.'],
    ['de', ''],
  ] as const)('refuses “%s” members typing “%s”', (language, typed) => {
    expect(isDeletionPhrase(language, typed)).toBe(false);
  });

  it('bounds the typed phrase and asks for a password', () => {
    expect(codes(deleteAccountInput.safeParse({ phrase: 'x'.repeat(101), currentPassword: 'a' }))).toEqual(['DELETION_PHRASE_WRONG']);
    expect(codes(deleteAccountInput.safeParse({ phrase: 'I am sure', currentPassword: '' }))).toEqual(['WRONG_PASSWORD']);
  });
});

describe('password and e-mail changes', () => {
  it('applies the password rules to the new password only', () => {
    expect(codes(changePasswordInput.safeParse({ currentPassword: 'short', newPassword: 'short' }))).toEqual(['PASSWORD_TOO_SHORT']);
    expect(changePasswordInput.safeParse({ currentPassword: 'x', newPassword: 'long enough' }).success).toBe(true);
  });

  it('normalises the new address and refuses a malformed one', () => {
    expect(requestEmailChangeInput.parse({ newEmail: ' Anna@Example.CH ', currentPassword: 'x' }).newEmail).toBe('anna@example.ch');
    expect(codes(requestEmailChangeInput.safeParse({ newEmail: 'anna', currentPassword: 'x' }))).toEqual(['INVALID_EMAIL']);
  });
});
