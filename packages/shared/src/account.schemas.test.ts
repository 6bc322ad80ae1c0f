import { describe, expect, it } from 'vitest';
import { phoneSchema, signUpInput, usernameSchema } from './account.schemas.js';

describe('account schemas', () => {
  it.each(['anna', 'Max_Muster', 'couple-2024'])('accepts username %s', (name) => {
    expect(usernameSchema.safeParse(name).success).toBe(true);
  });
  it.each(['ab', 'anna maria', 'max!', 'a'.repeat(31), 'émile', '<script>'])('refuses username %s', (name) => {
    const r = usernameSchema.safeParse(name);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('USERNAME_INVALID');
  });
  it.each(['+41 79 123 45 67', '079 123 45 67', '0791234567', '0041 79 123 45 67', '079-123.45/67'])(
    'accepts the Swiss mobile number %s as +41791234567',
    (typed) => {
      expect(phoneSchema.parse(typed)).toBe('+41791234567');
    },
  );
  it('keeps other countries’ numbers in international form', () => {
    expect(phoneSchema.parse('+49 151 2345 6789')).toBe('+4915123456789');
    expect(phoneSchema.parse('0049 151 2345 6789')).toBe('+4915123456789');
  });
  it.each(['079 123 45', '79 123 45 67', '0791234567890', '+41', 'phone', '+0791234567'])('refuses %s as wrong', (typed) => {
    expect(phoneSchema.safeParse(typed).error?.issues.map((i) => i.message)).toContain('PHONE_INVALID_OR_TAKEN');
  });
  it.each(['', '   '])('says an empty phone (%j) is missing, and only that', (typed) => {
    expect(phoneSchema.safeParse(typed).error?.issues.map((i) => i.message)).toEqual(['PHONE_REQUIRED']);
  });
  const valid = { email: 'a@b.ch', username: 'anna', password: 'long-enough', phone: '079 123 45 67', confirmsAdult: true, acceptsTerms: true };
  it('reports a short password with its code', () => {
    const r = signUpInput.safeParse({ ...valid, password: 'short' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['PASSWORD_TOO_SHORT']);
  });
  it('needs both boxes ticked: 18+ and the consent to terms and privacy policy', () => {
    expect(signUpInput.safeParse(valid).success).toBe(true);
    const neither = signUpInput.safeParse({ ...valid, confirmsAdult: false, acceptsTerms: undefined });
    expect(neither.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmsAdult', 'ADULT_CONFIRMATION_REQUIRED'],
      ['acceptsTerms', 'TERMS_CONSENT_REQUIRED'],
    ]);
    expect(signUpInput.safeParse({ ...valid, acceptsTerms: 'true' }).error?.issues.map((i) => i.message)).toEqual(['TERMS_CONSENT_REQUIRED']);
  });
});
