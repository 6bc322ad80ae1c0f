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
  it('normalises phone numbers and refuses ones without country code', () => {
    expect(phoneSchema.parse('+41 79 123 45 67')).toBe('+41791234567');
    expect(phoneSchema.safeParse('079 123 45 67').success).toBe(false);
  });
  it('reports a short password with its code', () => {
    const r = signUpInput.safeParse({ email: 'a@b.ch', username: 'anna', password: 'short', phone: '+41791234567' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['PASSWORD_TOO_SHORT']);
  });
});
