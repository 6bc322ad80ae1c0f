import { describe, expect, it } from 'vitest';
import { hashPin, isValidPin, PIN_ITERATIONS, verifyPin } from './pin.js';

describe('the app lock PIN', () => {
  it('is 4 to 8 digits', () => {
    expect(['1234', '12345678'].map(isValidPin)).toEqual([true, true]);
    expect(['123', '123456789', '12a4', ' 1234', ''].map(isValidPin)).toEqual([false, false, false, false, false]);
  });

  it('is kept as a salted PBKDF2 hash that only the same PIN matches', async () => {
    const secret = await hashPin('4711');
    expect(secret.iterations).toBe(PIN_ITERATIONS);
    expect(JSON.stringify(secret)).not.toContain('4711');
    expect(await verifyPin('4711', secret)).toBe(true);
    expect(await verifyPin('4712', secret)).toBe(false);
    expect(await verifyPin('47110', secret)).toBe(false);
  });

  it('gets a fresh salt each time: the same PIN twice gives two different hashes', async () => {
    const a = await hashPin('123456', 1000);
    const b = await hashPin('123456', 1000);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPin('123456', a)).toBe(true);
    expect(await verifyPin('123456', b)).toBe(true);
    // The salt is part of the check: one PIN's hash with the other's salt does not match.
    expect(await verifyPin('123456', { ...a, salt: b.salt })).toBe(false);
  });

  it('refuses to hash something that is not a PIN', async () => {
    await expect(hashPin('abcd', 1000)).rejects.toThrow();
  });
});
