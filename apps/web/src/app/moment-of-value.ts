import { useSyncExternalStore } from 'react';

// "A moment of value" (issue 12): the member's first private message sent or received, or a
// friend request sent or accepted. The push question waits for it (features/push/PushQuestion.tsx),
// so that it is asked when notifications obviously help, not on the first screen. Kept in this
// browser: once it happened, it happened.

const STORAGE_KEY = 'venue.momentOfValue';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let happened: boolean | null = null;

/** Called where such a moment happens (the members' cache on those mutations, the unread total). */
export function noteMomentOfValue(): void {
  if (happened ?? read()) {
    happened = true;
    return;
  }
  happened = true;
  try {
    localStorage.setItem(STORAGE_KEY, '1');
  } catch {
    // Private mode: for this visit only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True once the member had a moment of value in this browser. */
export function useMomentOfValue(): boolean {
  return useSyncExternalStore(subscribe, () => (happened ??= read()), () => false);
}

/** Tests start from a clean slate. */
export function resetMomentOfValueForTests(): void {
  happened = null;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
