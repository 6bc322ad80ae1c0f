import { describe, expect, it } from 'vitest';
import { afterWrongPin, shouldLockOnReturn, waitAfterFailures, waitLeft } from './lock-timing.js';
import type { AppLock } from './storage.js';

const MIN = 60_000;

describe('when the app lock asks again', () => {
  it('after the chosen minutes in the background, not before', () => {
    expect(shouldLockOnReturn(0, 5 * MIN - 1, 5)).toBe(false);
    expect(shouldLockOnReturn(0, 5 * MIN, 5)).toBe(true);
    expect(shouldLockOnReturn(0, 59 * MIN, 60)).toBe(false);
    expect(shouldLockOnReturn(0, 61 * MIN, 60)).toBe(true);
    expect(shouldLockOnReturn(0, MIN, 1)).toBe(true);
    // Never away: nothing to ask.
    expect(shouldLockOnReturn(null, 100 * MIN, 1)).toBe(false);
  });
});

describe('wrong PINs', () => {
  it('five are free, then each wait is twice the one before, up to an hour', () => {
    expect([0, 1, 4].map(waitAfterFailures)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map(waitAfterFailures)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(waitAfterFailures(30)).toBe(60 * MIN);
  });

  it('are counted on the lock with the time the next try may come', () => {
    let lock: AppLock = { memberId: 'u1', secret: { kind: 'pin', salt: '', hash: '', iterations: 1 }, afterMinutes: 5, failures: 0, waitUntil: null };
    const now = Date.parse('2026-11-26T18:00:00Z');
    for (let i = 0; i < 4; i++) lock = afterWrongPin(lock, now);
    expect(lock).toMatchObject({ failures: 4, waitUntil: null });
    expect(waitLeft(lock, now)).toBe(0);
    lock = afterWrongPin(lock, now);
    expect(lock).toMatchObject({ failures: 5, waitUntil: '2026-11-26T18:00:30.000Z' });
    expect(waitLeft(lock, now + 10_000)).toBe(20_000);
    expect(waitLeft(lock, now + 31_000)).toBe(0);
  });
});
