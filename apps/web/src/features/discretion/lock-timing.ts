import type { AppLock, LockMinutes } from './storage.js';

// When the app lock asks again (decision 0043), and how long a wrong PIN makes the next try wait.

/** Wrong PINs allowed before the waits begin. */
export const FREE_TRIES = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** Back after `afterMinutes` or more in the background: lock again. */
export function shouldLockOnReturn(hiddenAt: number | null, now: number, afterMinutes: LockMinutes): boolean {
  if (hiddenAt === null) return false;
  return now - hiddenAt >= afterMinutes * 60_000;
}

/** The wait after this many wrong PINs in a row: none for the first five, then 30 s, 1 min, 2 min … up to an hour. */
export function waitAfterFailures(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_TRIES), LONGEST_WAIT_MS);
}

/** The lock after one more wrong PIN at `now`. */
export function afterWrongPin(lock: AppLock, now: number): AppLock {
  const failures = lock.failures + 1;
  const wait = waitAfterFailures(failures);
  return { ...lock, failures, waitUntil: wait ? new Date(now + wait).toISOString() : null };
}

/** Milliseconds left before the next try is allowed (0: now). */
export function waitLeft(lock: Pick<AppLock, 'waitUntil'>, now: number): number {
  if (!lock.waitUntil) return 0;
  const until = Date.parse(lock.waitUntil);
  return Number.isNaN(until) ? 0 : Math.max(0, until - now);
}
