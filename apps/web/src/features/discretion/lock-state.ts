import { readChoices } from './storage.js';
import { shouldLockOnReturn } from './lock-timing.js';

// Whether the app lock is closed in this tab now (decision 0043). Closed when the app is opened
// (this module loads with the members' layout) and when it comes back after the chosen time in the
// background; kept in memory only, so every new page load asks again.

let locked = readChoices().lock !== null;
let hiddenAt: number | null = null;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (locked === value) return;
  locked = value;
  for (const listener of [...listeners]) listener();
}

export const lockState = {
  isLocked: () => locked,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  lock: () => set(true),
  unlock: () => set(false),
  /** The page went to the background (hidden, or put away with pagehide). */
  wentAway(now: number) {
    if (hiddenAt === null) hiddenAt = now;
  },
  /** The page is back: closed again when it was away long enough and a lock is set. */
  cameBack(now: number) {
    const lock = readChoices().lock;
    if (lock && shouldLockOnReturn(hiddenAt, now, lock.afterMinutes)) set(true);
    hiddenAt = null;
  },
};

/** Tests: as if the page had just been opened. */
export function resetLockStateForTests(): void {
  hiddenAt = null;
  locked = readChoices().lock !== null;
  for (const listener of [...listeners]) listener();
}
